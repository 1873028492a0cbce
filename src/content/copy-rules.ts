import type { Locale } from '@/i18n/locales';
import type { RegulatoryStatus } from '@/site/company';
import type { Localized } from './types';

/**
 * The rules the site's copy keeps, checked on the rendered pages (tests/e2e/copy.e2e.ts) and on
 * the copy sources (tests/unit/figure-copy.test.ts). The figures' own rules are in
 * `figure-check.ts`.
 */

/**
 * Claims the firm cannot stand behind, and the wrong term for a concept, each with what to write
 * instead (in the text's language), which the editor's message quotes.
 */
const banned: Localized<readonly (readonly [RegExp, string])[]> = {
  de: [
    [
      /\w*-?konform\b/gi,
      'welche Anforderung erfüllt wird und wer das prüft, etwa „auf die Anforderungen der IDD ausgelegt“',
    ],
    [/rechtssicher/gi, '„rechtlich geprüft“, mit der Stelle, die prüft'],
    [/vendor-neutral|herstellerneutral|anbieterunabhängig/gi, '„unabhängig“'],
    [/\bBlogs\b/g, '„Artikel“ oder „der Blog“'],
    [
      /\w(:|\*|_)innen\b|[a-zäöß]Innen\b/g,
      'beide Formen („Kundinnen und Kunden“) oder ein neutrales Wort („Beschäftigte“)',
    ],
    [/Time-to-Market|\bRoadmap\b/gi, '„Markteinführung“ oder „Zeitplan“'],
    [
      /Datenschutzhinweis|Datenschutzrichtlinie|Nutzungsbestimmungen|\bAGB\b/g,
      '„Datenschutzerklärung“ oder „Nutzungsbedingungen“',
    ],
    [/Schadenskosten|Schadenaufwand/g, '„Schadenkosten“'],
    // One metric per name: the F&I-Abschlussquote of a dealership; a bank's share of insured
    // agreements is its Versicherungsquote, offers that become agreements its Umwandlungsquote.
    [
      /(?<!F&I-)Abschlussquote/g,
      '„F&I-Abschlussquote“ (Autohaus), „Versicherungsquote“ oder „Umwandlungsquote“ (Bank)',
    ],
    // One German word per phase.
    [
      /Build \(|Activate \(|\(Aufbau\)|\(Markteinführung\)|Build-Phase|Activate-Phase/g,
      '„Aufbau“ und „Markteinführung“, ohne die englischen Namen',
    ],
    [/verbindlich buchen/gi, '„buchen“'],
    // A promise in any form; a warranty (Garantie, Anschlussgarantie) is a product and stays.
    [
      /(?<!\b(?:keine|nicht|weder)\s)\bgarantier(?:e|en|er|es|em|st|t|te|ten|ter|tes|tem|test|tet|end\w*)?\b|\w*(?:Erfolgs|Ergebnis|Einspar|Zufriedenheits|Preis|Geld-zurück-)garantie\w*|\bGarantie,? dass/gi,
      'was Sie tun und worauf es beruht, etwa „Wir rechnen mit Ihnen nach“; Zusagen stehen im Vertrag',
    ],
  ],
  en: [
    [
      /\bcompliant\b|(?<!\b(?:no|nor|not|cannot|never)\s(?:an?\s)?)\bguarantee\w*/gi,
      'what you do and what it rests on; a requirement met, with who checks it',
    ],
    [/deductible/gi, '“excess”'],
    [/per financing\b/gi, '“per finance agreement”'],
    [/payment protection/gi, '“credit protection insurance”'],
    [/target picture/gi, '“target state”'],
    [/incident costs?|claims cost\b|damage costs?/gi, '“claims costs”'],
    [/privacy policy|terms of service/gi, '“privacy notice” or “terms of use”'],
    [
      /(?<!F&I )closing rates?\b/gi,
      '“F&I closing rate” (dealership), “insurance take-up rate” or “acceptance rate” (bank)',
    ],
    // A bank's share of insured agreements is the insurance take-up rate; offers accepted are
    // the acceptance rate.
    [/(?<!insurance )take-up rates?\b/gi, '“insurance take-up rate” or “acceptance rate”'],
    [/Build \(|Activate \(/g, '“Build” and “Activate” without a bracket'],
  ],
};

/** "35+", "85 %+", "€300m+", "300 Mio. €+": figures are written out. */
export const plusFigure = /\d\s?(%|m|€|Mio\.\s?€)?\+(?!\d)/g;

/** Phrases a careful editor leaves in at most a handful of distinct sentences across the site. */
export const formulas: Localized<readonly RegExp[]> = {
  de: [
    /In Projekten dieser Art/gi,
    /typischerweise/gi,
    /kostenlosen 60-minütigen Erstgespräch/gi,
    /erfahrungsgemäß/gi,
    /von Anfang an/gi,
  ],
  en: [
    /In projects of this kind/gi,
    /typically/gi,
    /free 60-minute call/gi,
    /in our experience/gi,
    /from the (very )?start/gi,
  ],
};
export const HANDFUL = 5;

/**
 * Offers that only a registered insurance adviser or intermediary may make: to review, compare or
 * negotiate a client's own insurance contracts, or to prepare their tender. A firm that is
 * neither makes none of them on any page.
 */
export const regulatedOffers: Localized<readonly RegExp[]> = {
  de: [
    /Vertragsprüfung|Vertragsanalyse|Vertragscheck|Policenprüfung|Policencheck/gi,
    /Ausschreibung/gi,
    /Angebotsvergleich|Tarifvergleich|Preisvergleich/gi,
    /(prüfen|vergleichen|analysieren|bewerten|verhandeln)( wir)? Ihre (bestehenden )?(Versicherungs)?(verträge|policen|Deckungen|Angebote)/gi,
    /Ihre (bestehenden )?(Versicherungs)?(verträge|policen|Deckungen) (zu )?(prüfen|vergleichen|analysieren|verhandeln)/gi,
    /Verhandlung(en)? mit (den |Ihren )?Versicherern/gi,
  ],
  en: [
    /(policy|contract|cover) (review|check|audit)/gi,
    /\btenders?\b/gi,
    /(compare|comparing|comparison of) (your |the )?(quotes|offers|policies|premiums)/gi,
    /(review|reviewing|analyse|analysing|negotiate|negotiating) (of )?your (existing )?(insurance )?(policies|contracts|cover|quotes)/gi,
    /negotiat\w* with (the |your )?insurers/gi,
  ],
};

/** What a firm that is neither adviser nor intermediary offers instead of a regulated service. */
const unregulatedOffer: Localized<string> = {
  de: 'was wir tun: Modell, Partnerwahl und Umsetzung begleiten; Ihre Verträge prüft eine zugelassene Versicherungsberatung',
  en: 'what we do: shape the model, choose partners, lead the build; your contracts are reviewed by a licensed insurance adviser',
};

/** The banned wordings for a firm with this status, in this language. */
export const bannedFor = (status: RegulatoryStatus['kind'], locale: Locale): readonly RegExp[] => [
  ...banned[locale].map(([pattern]) => pattern),
  ...(status === 'neither' ? regulatedOffers[locale] : []),
];

/** What to write instead of a banned wording (`pattern` from `bannedFor`), in the text's language. */
export function insteadOf(pattern: RegExp, locale: Locale): string {
  return banned[locale].find(([each]) => each === pattern)?.[1] ?? unregulatedOffer[locale];
}
