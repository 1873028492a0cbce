'use client';

import { useRowLabel, useTranslation } from '@payloadcms/ui';
import { placeLabel } from '@/content/section-labels';
import type { Locale, Localized } from '@/i18n/locales';

type Bilingual = { de?: string | null; en?: string | null } | undefined;

/** The editor's language, as the site names its languages. */
function useEditorLocale(): Locale {
  return useTranslation().i18n.language === 'en' ? 'en' : 'de';
}

/** A row named by its number and, once written, its text in the editor's language. */
function NamedRow({ noun, text }: { noun: Localized<string>; text: Bilingual }) {
  const { rowNumber = 0 } = useRowLabel();
  const locale = useEditorLocale();
  const written = text?.[locale] || text?.de;
  const name = `${noun[locale]} ${String(rowNumber + 1)}`;
  return <span>{written ? `${name}: ${written}` : name}</span>;
}

/** A row of a page's layout texts, named in the owner's words (“Abschnitt Mission – Überschrift”). */
export function LayoutTextLabel() {
  const { data, rowNumber = 0 } = useRowLabel<{ place?: string }>();
  const locale = useEditorLocale();
  return <span>{placeLabel(data.place ?? '', locale) ?? `Text ${String(rowNumber + 1)}`}</span>;
}

/**
 * A block of a page's body, named by its kind and its first words in the editor's language
 * (“Text 3: Ausgangslage”, “Zitat 5: Wir haben …”).
 */
export function BlockLabel({ kind }: { kind: Localized<string> }) {
  const { data } = useRowLabel<Record<string, Bilingual>>();
  return <NamedRow noun={kind} text={data.heading ?? data.quote ?? data.caption} />;
}

/** A question of a page's FAQ, named by the question. */
export function QuestionLabel() {
  const { data } = useRowLabel<{ question?: Bilingual }>();
  return <NamedRow noun={{ de: 'Frage', en: 'Question' }} text={data.question} />;
}
