import type { Locale } from '@/i18n/locales';
import type { RegulatoryStatus } from '@/site/company';
import type { Localized } from './types';

/**
 * The rules the site's copy keeps, checked on the rendered pages (tests/e2e/copy.e2e.ts) and on
 * the copy sources (tests/unit/figure-copy.test.ts). The figures' own rules are in
 * `figure-check.ts`.
 */

/** Claims the firm cannot stand behind, and the wrong term for a concept. */
const banned: Localized<readonly RegExp[]> = {
  de: [
    /\w*-?konform\b/gi,
    /rechtssicher/gi,
    /vendor-neutral|herstellerneutral|anbieterunabhängig/gi,
    /\bBlogs\b/g,
    /\w(:|\*|_)innen\b|[a-zäöß]Innen\b/g,
    /Time-to-Market|\bRoadmap\b/gi,
    /Datenschutzhinweis|Datenschutzrichtlinie|Nutzungsbestimmungen|\bAGB\b/g,
    /Schadenskosten|Schadenaufwand/g,
    // One metric per name: the F&I-Abschlussquote of a dealership; a bank's share of insured
    // agreements is its Versicherungsquote, offers that become agreements its Umwandlungsquote.
    /(?<!F&I-)Abschlussquote/g,
    // One German word per phase.
    /Build \(|Activate \(|\(Aufbau\)|\(Markteinführung\)|Build-Phase|Activate-Phase/g,
    /verbindlich buchen/gi,
  ],
  en: [
    /\bcompliant\b|guaranteed/gi,
    /deductible/gi,
    /per financing\b/gi,
    /payment protection/gi,
    /target picture/gi,
    /incident costs?|claims cost\b|damage costs?/gi,
    /privacy policy|terms of service/gi,
    /(?<!F&I )closing rates?\b/gi,
    // A bank's share of insured agreements is the insurance take-up rate; offers accepted are
    // the acceptance rate.
    /(?<!insurance )take-up rates?\b/gi,
    /Build \(|Activate \(/g,
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

/** The banned wordings for a firm with this status, in this language. */
export const bannedFor = (status: RegulatoryStatus['kind'], locale: Locale): readonly RegExp[] =>
  status === 'neither' ? [...banned[locale], ...regulatedOffers[locale]] : banned[locale];
