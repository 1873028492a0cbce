import type { Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import type { Localized, PageBody } from './types';

/**
 * The figures the site quotes, each defined once: what it measures, against what, over which
 * period and where it comes from. The page "Woher unsere Zahlen stammen" / "Where our figures
 * come from" shows this list; the copy check (tests/e2e/copy.e2e.ts) allows a figure's number in
 * the rendered text only inside one of the figures' `forms`.
 */
export interface FigureText {
  /** The figure as the copy states it. */
  readonly claim: string;
  /** What is measured, and against what (the base). */
  readonly base: string;
  /** Relative change in per cent, percentage points, a level or a duration. */
  readonly unit: string;
  readonly period: string;
  /** What the figure rests on: how many projects or observations, when, where. */
  readonly basis: string;
  readonly source: string;
}

/**
 * What kind of statement a figure is. Every sentence that quotes a figure says so in its kind's
 * wording (`qualifiers`) and in no other kind's (`hedges`), so one figure never reads as a typical
 * range in one place and as a target or a single project in another.
 */
export type FigureKind =
  | 'typicalRange'
  | 'upperEnd'
  | 'singleProject'
  | 'ownObservation'
  | 'priorRole'
  | 'projection'
  | 'fact';

/**
 * What the copy puts in for a reference to the figure, per language: `{figure:ID}` its main value
 * (`''`), `{figure:ID.PART}` a named part. A value carries its qualifier ("bis zu", "rund"); the
 * nouns stay in the copy.
 */
export type FigureValues = Localized<Readonly<Record<string, string>>>;

export interface Figure {
  readonly id: string;
  readonly kind: FigureKind;
  readonly text: Localized<FigureText>;
  readonly values: FigureValues;
  /** Every mention of the figure's number in the rendered text (any wording). */
  readonly detect: RegExp;
  /** The wordings the copy may use, per language; each mention must lie inside one of them. */
  readonly forms: Localized<readonly RegExp[]>;
}

const projects = {
  de: 'Erfahrungswerte aus unseren Projekten; eine typische Spanne, keine Zusage für ein einzelnes Projekt.',
  en: 'Experience from our projects; a typical range, not a promise for any single project.',
};
/** The one clock every duration on the site counts from. */
const projectStart = {
  de: 'Gezählt ab Projektstart: dem Tag, an dem Partner und Produktumfang feststehen und uns die vereinbarten Daten vorliegen.',
  en: 'Counted from project start: the day on which partners and product scope are settled and we have the agreed data.',
};
const singleProject = {
  de: 'Ein einzelnes Kundenprojekt (Fallstudie), kein Durchschnitt und keine Zusage.',
  en: 'A single client project (a case study), not an average and not a promise.',
};
const priorRole = {
  de: 'Erfahrungswerte des Gründers aus früheren Funktionen bei Herstellerbanken und Händlergruppen, nicht aus unseren Projekten; Ergebnisse früherer Arbeitgeber, keine Zusage.',
  en: 'The founder’s experience in earlier roles at captive banks and dealer groups, not from our projects; results of former employers, not a promise.',
};
const upperEnd = {
  de: 'Erfahrungswerte aus unseren Projekten; der obere Rand dessen, was wir gesehen haben, keine Zusage.',
  en: 'Experience from our projects; the upper end of what we have seen, not a promise.',
};

export const figures: readonly Figure[] = [
  {
    id: 'fiClosingRate',
    kind: 'typicalRange',
    text: {
      de: {
        claim: 'F&I-Abschlussquote von {figure:fiClosingRate.from} auf {figure:fiClosingRate}',
        base: 'Anteil der Fahrzeugverkäufe eines Autohauses, bei denen mindestens ein Finanzierungs- oder Versicherungsprodukt abgeschlossen wird.',
        unit: 'Quote in Prozent der Verkäufe, also ein Niveau vorher und nachher, keine relative Veränderung.',
        period: 'Gemessen über die ersten zwölf Monate nach Einführung des neuen Ablaufs.',
        basis:
          'Fünf Autohausprojekte 2023–2025, bei uns beobachtet jeweils über die ersten zwölf Monate nach Einführung des neuen Ablaufs.',
        source: projects.de,
      },
      en: {
        claim: 'F&I closing rate from {figure:fiClosingRate.from} to {figure:fiClosingRate}',
        base: 'The share of a dealership’s vehicle sales with at least one finance or insurance product.',
        unit: 'A rate in per cent of sales: a level before and after, not a relative change.',
        period: 'Measured over the first twelve months after the new process is introduced.',
        basis:
          'Five dealership projects, 2023–2025, each observed by us over the first twelve months after the new process was introduced.',
        source: projects.en,
      },
    },
    values: {
      de: { '': '85 % und mehr', from: 'rund 60 %' },
      en: { '': '85% or more', from: 'around 60%' },
    },
    detect: /\b(60|85)\s?%/g,
    forms: {
      de: [/rund 60 % auf 85 % und mehr/g, /85 % und mehr/g],
      en: [/around 60% to 85% or more/g, /85% or more/g],
    },
  },
  {
    id: 'serviceRevenue',
    kind: 'priorRole',
    text: {
      de: {
        claim: '{figure:serviceRevenue} mehr Serviceumsatz',
        base: 'Werkstattumsatz je Kundin oder Kunde mit Reparaturkosten-, Garantie- oder Wartungsprodukt, verglichen mit Kundinnen und Kunden ohne ein solches Produkt.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Die ersten drei Jahre nach dem Fahrzeugkauf.',
        basis:
          'Rund 40 Autohausgruppen, beobachtet in den früheren Funktionen des Gründers bei Herstellerbanken und Händlergruppen 2008–2022, nicht in unseren Projekten.',
        source: priorRole.de,
      },
      en: {
        claim: '{figure:serviceRevenue} more service revenue',
        base: 'Workshop revenue per customer with a repair-cost, warranty or maintenance product, compared with customers without one.',
        unit: 'Relative change in per cent.',
        period: 'The first three years after the vehicle is bought.',
        basis:
          'Around 40 dealer groups, observed in the founder’s earlier roles at captive banks and dealer groups, 2008–2022, not in our projects.',
        source: priorRole.en,
      },
    },
    values: { de: { '': '15–25 %' }, en: { '': '15–25%' } },
    detect: /\b15\s?[–-]\s?25\s?%/g,
    forms: { de: [/15–25 % mehr Serviceumsatz/g], en: [/15–25% more service revenue/g] },
  },
  {
    id: 'retention',
    kind: 'priorRole',
    text: {
      de: {
        claim: '{figure:retention} höhere Kundenbindung',
        base: 'Anteil der Kundinnen und Kunden, die ihr Fahrzeug im zweiten bis vierten Jahr nach dem Kauf in die Werkstatt des Autohauses bringen, mit Produkt verglichen mit ohne.',
        unit: 'Relative Veränderung in Prozent (zum Beispiel von 50 auf 65 von 100 Kundinnen und Kunden), keine Prozentpunkte.',
        period: 'Das zweite bis vierte Jahr nach dem Fahrzeugkauf.',
        basis:
          'Rund 25 Autohausgruppen mit eigener Werkstatt, beobachtet in den früheren Funktionen des Gründers bei Herstellerbanken und Händlergruppen 2010–2022, nicht in unseren Projekten.',
        source: priorRole.de,
      },
      en: {
        claim: '{figure:retention} higher customer retention',
        base: 'The share of customers who bring their vehicle to the dealership’s own workshop in the second to fourth year after buying it, with a product compared with without.',
        unit: 'Relative change in per cent (for example from 50 to 65 in 100 customers), not percentage points.',
        period: 'The second to fourth year after the vehicle is bought.',
        basis:
          'Around 25 dealer groups with their own workshops, observed in the founder’s earlier roles at captive banks and dealer groups, 2010–2022, not in our projects.',
        source: priorRole.en,
      },
    },
    values: { de: { '': 'bis zu 30 %' }, en: { '': 'up to 30%' } },
    detect: /(?<![–-]\s?)\b30\s?%/g,
    forms: {
      de: [/bis zu 30 % höhere Kundenbindung/g],
      en: [/up to 30% higher customer retention/g],
    },
  },
  {
    id: 'fleetCost',
    kind: 'typicalRange',
    text: {
      de: {
        claim: '{figure:fleetCost} niedrigere Kosten der Flottenversicherung',
        base: 'Prämien der Flottenversicherung plus die Schadenkosten, die die Flotte selbst trägt (Selbstbehalte), je Fahrzeug und Jahr, verglichen mit dem Jahr vor dem Projekt.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Ab der ersten Vertragsverlängerung nach dem Projekt, für ein Versicherungsjahr.',
        basis:
          'Drei Flottenprojekte aus den Jahren 2023 und 2024 mit mindestens einer Vertragsverlängerung danach, bei uns beobachtet über jeweils ein Versicherungsjahr, zuletzt 2025.',
        source: projects.de,
      },
      en: {
        claim: '{figure:fleetCost} lower fleet insurance costs',
        base: 'Fleet insurance premiums plus the claims costs the fleet bears itself (excesses), per vehicle and year, compared with the year before the project.',
        unit: 'Relative change in per cent.',
        period: 'From the first renewal after the project, for one policy year.',
        basis:
          'Three fleet projects from 2023 and 2024 with at least one renewal since, each observed by us over one policy year, the latest in 2025.',
        source: projects.en,
      },
    },
    values: { de: { '': '20–30 %' }, en: { '': '20–30%' } },
    detect: /\b20\s?[–-]\s?30\s?%/g,
    forms: {
      de: [/20–30 % niedrigere Kosten der Flottenversicherung/g],
      en: [/20–30% lower fleet insurance costs/g],
    },
  },
  {
    id: 'claimsFrequency',
    kind: 'upperEnd',
    text: {
      de: {
        claim: '{figure:claimsFrequency} weniger Schadenfälle',
        base: 'Zahl der Schadenfälle je 100 Fahrzeuge und Jahr, verglichen mit dem Jahr vor dem Präventionsprogramm.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Das zweite Jahr eines Präventionsprogramms.',
        basis:
          'Zwei Präventionsprogramme in Flotten, gestartet 2023, bei uns beobachtet über ihr zweites Jahr, zuletzt 2025.',
        source: upperEnd.de,
      },
      en: {
        claim: '{figure:claimsFrequency} fewer claims',
        base: 'The number of claims per 100 vehicles and year, compared with the year before the prevention programme.',
        unit: 'Relative change in per cent.',
        period: 'The second year of a prevention programme.',
        basis:
          'Two prevention programmes in fleets, started in 2023, observed by us through their second year, the latest in 2025.',
        source: upperEnd.en,
      },
    },
    values: { de: { '': 'bis zu 40 %' }, en: { '': 'up to 40%' } },
    detect: /\b40\s?%/g,
    forms: {
      de: [/bis zu 40 % weniger Schadenfälle/g],
      en: [/up to 40% fewer claims/g],
    },
  },
  {
    id: 'timeToMarket',
    kind: 'upperEnd',
    text: {
      de: {
        claim: '{figure:timeToMarket} kürzere Zeit bis zur Markteinführung',
        base: 'Monate von der Entscheidung für ein eingebettetes Versicherungsprodukt bis zum Verkaufsstart, verglichen mit ähnlichen Vorhaben, in denen die Partner nicht von Anfang an gemeinsam geplant haben.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Von der Entscheidung bis zum Verkaufsstart.',
        basis:
          'Neun Vorhaben 2023–2025: vier eigene Projekte und fünf Vorhaben, die wir im Markt verfolgt haben.',
        source:
          'Erfahrungswerte aus unseren und uns bekannten Vorhaben, keine Marktstudie; der obere Rand dessen, was wir gesehen haben, keine Zusage.',
      },
      en: {
        claim: '{figure:timeToMarket} less time to market',
        base: 'Months from the decision for an embedded insurance product to the start of sales, compared with similar projects in which the partners did not plan together from the start.',
        unit: 'Relative change in per cent.',
        period: 'From the decision to the start of sales.',
        basis: 'Nine projects, 2023–2025: four of our own and five we followed in the market.',
        source:
          'Experience from projects we ran or know of, not a market study; the upper end of what we have seen, not a promise.',
      },
    },
    values: { de: { '': 'bis zu 40 %' }, en: { '': 'up to 40%' } },
    detect: /\b40\s?%/g,
    forms: {
      de: [/bis zu 40 % kürzere Zeit bis zur Markteinführung/g],
      en: [/up to 40% less time to market/g],
    },
  },
  {
    id: 'documentationEffort',
    kind: 'upperEnd',
    text: {
      de: {
        claim: '{figure:documentationEffort} weniger Dokumentationsaufwand',
        base: 'Arbeitsstunden im Jahr für Nachweispflichten: bei Flotten Führerscheinkontrollen, UVV-Prüfungen und Unterweisungen, im Vertrieb die Beratungsdokumentation nach IDD; verglichen mit dem Jahr vor der Digitalisierung dieser Abläufe.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Das erste volle Jahr mit den neuen Abläufen.',
        basis:
          'Drei Projekte aus den Jahren 2023 und 2024 (zwei Flotten, ein Autohaus), bei uns beobachtet über das jeweils erste volle Jahr mit den neuen Abläufen, zuletzt 2025.',
        source: upperEnd.de,
      },
      en: {
        claim: '{figure:documentationEffort} less documentation effort',
        base: 'Working hours a year spent on record-keeping duties: for fleets, licence checks, vehicle inspections and driver briefings; in distribution, the advice records the IDD requires; compared with the year before these processes were digitised.',
        unit: 'Relative change in per cent.',
        period: 'The first full year with the new processes.',
        basis:
          'Three projects from 2023 and 2024 (two fleets, one dealership), each observed by us over its first full year with the new processes, the latest in 2025.',
        source: upperEnd.en,
      },
    },
    values: { de: { '': 'bis zu 60 %' }, en: { '': 'up to 60%' } },
    detect: /\b60\s?%/g,
    forms: {
      de: [/bis zu 60 % weniger Dokumentationsaufwand/g],
      en: [/up to 60% less documentation effort/g],
    },
  },
  {
    id: 'bankRevenue',
    kind: 'typicalRange',
    text: {
      de: {
        claim: '{figure:bankRevenue} mehr Ertrag je Finanzierungsvertrag',
        base: 'Gesamtertrag eines Finanzierungsvertrags (Zinsmarge und Provisionen), nicht der Kreditbetrag; der Zuwachs kommt aus Produkten wie GAP-Deckung, Kfz-Versicherung und Garantie. Die Provision einer Restschuldversicherung ist in Deutschland seit Juli 2022 auf 2,5 % des Darlehensbetrags begrenzt (§ 50a VAG); die Spanne setzt keine höhere voraus.',
        unit: 'Relative Veränderung in Prozent des Vertragsertrags, keine Prozentpunkte.',
        period: 'Über die Laufzeit der im ersten Jahr nach dem Start abgeschlossenen Verträge.',
        basis:
          'Drei Projekte mit Autobanken seit 2023, bei uns ausgewertet an den im ersten Jahr nach dem Start abgeschlossenen Verträgen und deren vertraglich vereinbarten Erträgen, Stand 2025.',
        source: projects.de,
      },
      en: {
        claim: '{figure:bankRevenue} more revenue per finance agreement',
        base: 'The total revenue of a finance agreement (interest margin and commissions), not the loan amount; the increase comes from products such as GAP cover, motor insurance and warranties. In Germany, the commission on credit protection insurance has been capped at 2.5% of the loan amount since July 2022 (section 50a of the Insurance Supervision Act); the range assumes no more than that.',
        unit: 'Relative change in per cent of the agreement’s revenue, not percentage points.',
        period: 'Over the term of the agreements concluded in the first year after launch.',
        basis:
          'Three projects with captive banks since 2023, assessed by us on the agreements concluded in the first year after launch and the revenue agreed in them, as of 2025.',
        source: projects.en,
      },
    },
    values: { de: { '': '2–4 %' }, en: { '': '2–4%' } },
    detect: /\b2\s?[–-]\s?4\s?%/g,
    forms: {
      de: [/2–4 % mehr Ertrag je Finanzierungsvertrag/g],
      en: [/2–4% more revenue per finance agreement/g],
    },
  },
  {
    id: 'bankTakeUp',
    kind: 'upperEnd',
    text: {
      de: {
        claim: '{figure:bankTakeUp} höhere Versicherungsquote',
        base: 'Versicherungsquote: der Anteil der Finanzierungsverträge mit mindestens einem Versicherungsprodukt, nachdem die Versicherung in die digitale Finanzierungsstrecke eingebaut ist, verglichen mit vorher.',
        unit: 'Relative Veränderung in Prozent (zum Beispiel von 40 auf 50 von 100 Verträgen), keine Prozentpunkte.',
        period: 'Die ersten sechs Monate nach dem Start.',
        basis:
          'Drei Projekte mit Autobanken seit 2023, bei uns beobachtet jeweils in den ersten sechs Monaten nach dem Start, zuletzt 2025.',
        source: upperEnd.de,
      },
      en: {
        claim: '{figure:bankTakeUp} higher insurance take-up rate',
        base: 'The insurance take-up rate: the share of finance agreements with at least one insurance product once insurance is built into the digital finance journey, compared with before.',
        unit: 'Relative change in per cent (for example from 40 to 50 in 100 agreements), not percentage points.',
        period: 'The first six months after launch.',
        basis:
          'Three projects with captive banks since 2023, each observed by us over the first six months after launch, the latest in 2025.',
        source: upperEnd.en,
      },
    },
    values: { de: { '': 'bis zu 25 %' }, en: { '': 'up to 25%' } },
    detect: /(?<![–-]\s?)\b25\s?%/g,
    forms: {
      de: [/bis zu 25 % höhere Versicherungsquote/g],
      en: [
        /up to 25% higher insurance take-up rate/g,
        /insurance take-up rate is up to 25% higher/g,
      ],
    },
  },
  {
    id: 'fleetExample',
    kind: 'singleProject',
    text: {
      de: {
        claim:
          'Flotte mit {figure:fleetExample.vehicles} Fahrzeugen: {figure:fleetExample} niedrigere Schadenkosten in sechs Monaten',
        base: 'Schadenkosten (Reparatur- und Regulierungskosten aller Schadenfälle) einer Flotte mit {figure:fleetExample.vehicles} Fahrzeugen, deren Fahrzeuge bereits Telematik an Bord hatten; verglichen mit denselben sechs Monaten des Vorjahres.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Die ersten sechs Monate nach Start des Präventionsprogramms.',
        basis: 'Ein Kundenprojekt mit einer Flotte, bei uns beobachtet 2024.',
        source: singleProject.de,
      },
      en: {
        claim:
          'A fleet of {figure:fleetExample.vehicles} vehicles: {figure:fleetExample} lower claims costs in six months',
        base: 'Claims costs (repair and settlement costs of all claims) of a fleet of {figure:fleetExample.vehicles} vehicles that already had telematics on board, compared with the same six months of the previous year.',
        unit: 'Relative change in per cent.',
        period: 'The first six months after the prevention programme started.',
        basis: 'One client project with a fleet, observed by us in 2024.',
        source: singleProject.en,
      },
    },
    values: { de: { '': '28 %', vehicles: '220' }, en: { '': '28%', vehicles: '220' } },
    detect: /\b(220|28\s?%)/g,
    forms: {
      de: [/220 Fahrzeuge(n)?/g, /28 % niedrigere Schadenkosten/g],
      en: [/220 vehicles/g, /28% lower claims costs/g],
    },
  },
  {
    id: 'dealershipExample',
    kind: 'singleProject',
    text: {
      de: {
        claim:
          'Händlergruppe: F&I-Abschlussquote von {figure:dealershipExample.from} auf {figure:dealershipExample} in zwölf Monaten',
        base: 'F&I-Abschlussquote einer Händlergruppe mit sechs Standorten: der Anteil der Fahrzeugverkäufe mit mindestens einem Finanzierungs- oder Versicherungsprodukt, verglichen mit den zwölf Monaten vor dem Projekt.',
        unit: 'Quote in Prozent der Verkäufe, ein Niveau vorher und nachher.',
        period: 'Die ersten zwölf Monate nach Einführung des neuen Ablaufs.',
        basis: 'Ein Kundenprojekt mit einer Händlergruppe, bei uns beobachtet 2024–2025.',
        source: singleProject.de,
      },
      en: {
        claim:
          'A dealer group: F&I closing rate from {figure:dealershipExample.from} to {figure:dealershipExample} in twelve months',
        base: 'The F&I closing rate of a dealer group with six sites: the share of vehicle sales with at least one finance or insurance product, compared with the twelve months before the project.',
        unit: 'A rate in per cent of sales: a level before and after.',
        period: 'The first twelve months after the new process was introduced.',
        basis: 'One client project with a dealer group, observed by us in 2024–2025.',
        source: singleProject.en,
      },
    },
    values: { de: { '': '81 %', from: '58 %' }, en: { '': '81%', from: '58%' } },
    detect: /\b(58|81)\s?%/g,
    forms: { de: [/von 58 % auf 81 %/g], en: [/from 58% to 81%/g] },
  },
  {
    id: 'bankExample',
    kind: 'singleProject',
    text: {
      de: {
        claim:
          'Autobank: Versicherungsquote von {figure:bankExample.from} auf {figure:bankExample} in sechs Monaten',
        base: 'Versicherungsquote einer Autobank: der Anteil der Finanzierungsverträge mit mindestens einem Versicherungsprodukt, verglichen mit den sechs Monaten vor dem Start der neuen Finanzierungsstrecke.',
        unit: 'Quote in Prozent der Verträge, ein Niveau vorher und nachher (relativ rund 23 % mehr).',
        period: 'Die ersten sechs Monate nach dem Start.',
        basis: 'Ein Kundenprojekt mit einer Autobank, bei uns beobachtet 2024.',
        source: singleProject.de,
      },
      en: {
        claim:
          'A captive bank: insurance take-up rate from {figure:bankExample.from} to {figure:bankExample} in six months',
        base: 'The insurance take-up rate of a captive bank: the share of finance agreements with at least one insurance product, compared with the six months before the new finance journey started.',
        unit: 'A rate in per cent of agreements: a level before and after (about 23% more in relative terms).',
        period: 'The first six months after launch.',
        basis: 'One client project with a captive bank, observed by us in 2024.',
        source: singleProject.en,
      },
    },
    values: {
      de: { '': '38 %', from: '31 %', increase: 'rund 23 %' },
      en: { '': '38%', from: '31%', increase: 'about 23%' },
    },
    detect: /\b(31|38)\s?%|\b(rund|about) 23\s?%/g,
    forms: {
      de: [/von 31 % auf 38 %/g, /rund 23 % mehr/g],
      en: [/from 31% to 38%/g, /about 23% more/g],
    },
  },
  {
    id: 'mvp',
    kind: 'typicalRange',
    text: {
      de: {
        claim: 'erste einsatzfähige Version (MVP) {figure:mvp} nach Projektstart',
        base: 'Eine erste Version des Produkts, mit der eine Testgruppe echte Abschlüsse machen kann.',
        unit: 'Dauer in Wochen.',
        period: projectStart.de,
        basis:
          'Acht Projekte seit 2023 mit einer ersten einsatzfähigen Version, bei uns gemessen ab Projektstart, zuletzt 2025.',
        source: projects.de,
      },
      en: {
        claim: 'a first working version (MVP) {figure:mvp} after project start',
        base: 'A first version of the product with which a test group can make real sales.',
        unit: 'Duration in weeks.',
        period: projectStart.en,
        basis:
          'Eight projects since 2023 with a first working version, measured by us from project start, the latest in 2025.',
        source: projects.en,
      },
    },
    values: { de: { '': '2–4 Wochen' }, en: { '': '2–4 weeks' } },
    detect: /\b2\s?[–-]\s?4\s?(Wochen|weeks)/g,
    forms: { de: [/2–4 Wochen nach Projektstart/g], en: [/2–4 weeks (after|of) project start/g] },
  },
  {
    id: 'firstResults',
    kind: 'fact',
    text: {
      de: {
        claim: 'erste Ergebnisse {figure:firstResults} Tage nach Projektstart',
        base: 'Eine schriftliche Auswertung der Ausgangslage (etwa Schadenbild, Verträge, F&I-Abschlussquote oder Versicherungsquote) mit einer priorisierten Liste von Maßnahmen.',
        unit: 'Dauer in Tagen.',
        period: projectStart.de,
        basis: 'Alle zwölf Projekte seit 2023, bei uns gemessen ab Projektstart, zuletzt 2025.',
        source: projects.de,
      },
      en: {
        claim: 'first results {figure:firstResults} days after project start',
        base: 'A written analysis of the starting point (for example claims, contracts, the F&I closing rate or the insurance take-up rate) with a prioritised list of measures.',
        unit: 'Duration in days.',
        period: projectStart.en,
        basis:
          'All twelve projects since 2023, measured by us from project start, the latest in 2025.',
        source: projects.en,
      },
    },
    values: { de: { '': '14' }, en: { '': '14' } },
    detect: /\b14\s?(Tage|Tagen|days)/g,
    forms: {
      de: [/14 Tage(n)? nach Projektstart/g],
      en: [/14 days (after|of) project start/g],
    },
  },
  {
    id: 'roadmap',
    kind: 'fact',
    text: {
      de: {
        claim: '{figure:roadmap}-Tage-Fahrplan',
        base: 'Ein Plan in drei Phasen vom Konzept bis zum Pilotbetrieb.',
        unit: 'Dauer in Tagen.',
        period: projectStart.de,
        basis:
          'Der Standardplan unserer Beratungsprojekte, seit der Gründung 2023 in allen zwölf Projekten verwendet.',
        source: 'Unser Vorgehen; die Dauer hängt davon ab, wie schnell Partner entscheiden.',
      },
      en: {
        claim: '{figure:roadmap}-day roadmap',
        base: 'A three-phase plan from concept to pilot.',
        unit: 'Duration in days.',
        period: projectStart.en,
        basis:
          'Our standard engagement plan, used in all twelve projects since the firm was founded in 2023.',
        source: 'How we work; the duration depends on how quickly partners decide.',
      },
    },
    values: { de: { '': '90' }, en: { '': '90' } },
    detect: /\b90[- ](Tage|Tagen|day|days)\b/g,
    forms: { de: [/90-Tage-Fahrplan/g, /in 90 Tagen/g], en: [/90-day roadmap/g, /in 90 days/g] },
  },
  {
    id: 'failureRate',
    kind: 'ownObservation',
    text: {
      de: {
        claim:
          'von den Embedded-Insurance-Vorhaben, die wir begleitet oder im Markt beobachtet haben, erreichen {figure:failureRate} ihr Ziel nicht',
        base: 'Vorhaben, die wir seit unserer Gründung begleitet oder im Markt verfolgt haben. Als gescheitert zählt ein Vorhaben, das 18 Monate nach der Entscheidung nicht verkauft oder im ersten Verkaufsjahr weniger als die Hälfte der geplanten Abschlüsse erreicht.',
        unit: 'Anteil der Vorhaben in Prozent.',
        period: `Seit unserer Gründung ${company.foundingYear}.`,
        basis:
          'Rund 80 Vorhaben im deutschsprachigen Markt, seit 2023 von uns begleitet oder verfolgt und bis 2025 nach der Definition oben ausgewertet.',
        source: 'Eigene Beobachtung, keine repräsentative Marktstudie.',
      },
      en: {
        claim:
          'of the embedded insurance projects we have worked on or observed in the market, {figure:failureRate} miss their goal',
        base: 'Projects we have worked on or followed in the market since the firm was founded. A project counts as failed if it is not selling 18 months after the decision, or reaches less than half its planned sales in its first year of sales.',
        unit: 'Share of projects in per cent.',
        period: `Since the firm was founded in ${company.foundingYear}.`,
        basis:
          'Around 80 projects in German-speaking markets, worked on or followed by us since 2023 and assessed against the definition above as of 2025.',
        source: 'Our own observation, not a representative market study.',
      },
    },
    values: { de: { '': 'rund 95 %' }, en: { '': 'around 95%' } },
    detect: /\b95\s?%/g,
    forms: {
      de: [/die wir begleitet oder im Markt beobachtet haben, erreichen rund 95 %/gi],
      en: [/observed in the market, around 95%/gi],
    },
  },
  {
    id: 'experience',
    kind: 'fact',
    text: {
      de: {
        claim: '{figure:experience} Jahre Erfahrung',
        base: 'Berufsjahre des Gründers in Versicherung und Automobilfinanzierung.',
        unit: 'Jahre.',
        period: 'Stand 2025.',
        basis:
          'Die Berufsjahre des Gründers seit 1989, bis 2022 bei Versicherern, Herstellerbanken und Händlergruppen und seit 2023 in unserer Beratung, belegt im Lebenslauf.',
        source: 'Lebenslauf des Gründers.',
      },
      en: {
        claim: '{figure:experience} years of experience',
        base: 'The founder’s working years in insurance and automotive finance.',
        unit: 'Years.',
        period: 'As of 2025.',
        basis:
          'The founder’s working years since 1989, at insurers, captive banks and dealer groups until 2022 and at this firm since 2023, as set out in the founder’s CV.',
        source: 'The founder’s career.',
      },
    },
    values: { de: { '': 'mehr als 35' }, en: { '': 'more than 35' } },
    detect: /\b35\s?(\+|Jahre|years)/g,
    forms: { de: [/mehr als 35 Jahre/g], en: [/more than 35 years/g] },
  },
  {
    id: 'premium',
    kind: 'fact',
    text: {
      de: {
        claim: '{figure:premium} gebuchte Bruttobeiträge',
        base: 'Gebuchte Bruttobeiträge der Versicherungsprogramme, die der Gründer in früheren Funktionen verantwortet oder aufgebaut hat, über deren Laufzeit zusammengezählt. Ergebnisse früherer Arbeitgeber, nicht unserer Beratung.',
        unit: 'Euro, Summe.',
        period: 'Die Berufsjahre des Gründers bis 2025.',
        basis:
          'Elf Versicherungsprogramme, die der Gründer 1995–2022 bei früheren Arbeitgebern verantwortet oder aufgebaut hat, nach deren eigenen Zahlen, nicht in unserer Beratung.',
        source: 'Lebenslauf des Gründers.',
      },
      en: {
        claim: '{figure:premium} in gross written premium',
        base: 'Gross written premium of the insurance programmes the founder was responsible for or built in earlier roles, added up over their terms. Results of former employers, not of our advisory work.',
        unit: 'Euros, a total.',
        period: 'The founder’s working years up to 2025.',
        basis:
          'Eleven insurance programmes the founder was responsible for or built at former employers, 1995–2022, according to their own figures, not at this firm.',
        source: 'The founder’s career.',
      },
    },
    values: { de: { '': 'mehr als 300 Mio. €' }, en: { '': 'more than €300 million' } },
    detect: /300\s?(Mio|m\b|million)/g,
    forms: {
      de: [/300 Mio\. € gebuchte(n)? Bruttobeiträge/g],
      en: [/€300 million in gross written premium/g],
    },
  },
];

const labels: Localized<Record<Exclude<keyof FigureText, 'claim'> | 'kind', string>> = {
  de: {
    kind: 'Art der Angabe',
    base: 'Gemessen wird',
    unit: 'Einheit',
    period: 'Zeitraum',
    basis: 'Grundlage',
    source: 'Quelle',
  },
  en: {
    kind: 'Kind',
    base: 'What is measured',
    unit: 'Unit',
    period: 'Period',
    basis: 'Basis',
    source: 'Source',
  },
};

/** Each kind as the figures page names it; the site marks each value with its kind's marker. */
const kindNames: Localized<Record<FigureKind, string>> = {
  de: {
    typicalRange: 'typische Spanne aus unseren Projekten, gekennzeichnet mit „Spanne“',
    upperEnd: 'oberer Rand dessen, was wir gesehen haben, gekennzeichnet mit „Höchstwert“',
    singleProject: 'ein einzelnes Kundenprojekt, gekennzeichnet mit „Einzelprojekt“',
    ownObservation: 'unsere eigene Beobachtung, gekennzeichnet mit „Beobachtung“',
    priorRole:
      'beobachtet in früheren Funktionen des Gründers, nicht in unseren Projekten; der Zeitraum ist länger, als unsere Beratung besteht; gekennzeichnet mit „frühere Rolle“',
    projection: 'eine Erwartung, noch nicht beobachtet, gekennzeichnet mit „Prognose“',
    fact: 'eine Tatsache',
  },
  en: {
    typicalRange: 'a typical range from our projects, marked “range”',
    upperEnd: 'the upper end of what we have seen, marked “upper end”',
    singleProject: 'a single client project, marked “one project”',
    ownObservation: 'our own observation, marked “observation”',
    priorRole:
      'observed in the founder’s earlier roles, not in our projects; the period is longer than our firm has existed; marked “prior role”',
    projection: 'an expectation, not yet observed, marked “projection”',
    fact: 'a fact',
  },
};

/** The short marker a figure's value carries on the site, linking to its definition (none for a fact). */
export const kindMarkers: Localized<Record<Exclude<FigureKind, 'fact'>, string>> = {
  de: {
    typicalRange: 'Spanne',
    upperEnd: 'Höchstwert',
    singleProject: 'Einzelprojekt',
    ownObservation: 'Beobachtung',
    priorRole: 'frühere Rolle',
    projection: 'Prognose',
  },
  en: {
    typicalRange: 'range',
    upperEnd: 'upper end',
    singleProject: 'one project',
    ownObservation: 'observation',
    priorRole: 'prior role',
    projection: 'projection',
  },
};

const introduction: Localized<PageBody['sections'][number]> = {
  de: {
    title: 'Wie Sie diese Zahlen lesen',
    paragraphs: [
      'Auf dieser Website nennen wir einige Zahlen aus unserer Arbeit: Quoten, Kosten, Schadenfälle, Zeiträume. Jede hat hier genau eine Bedeutung, und überall auf der Website steht sie in derselben Form. Damit Sie sie prüfen können, steht bei jeder Zahl, was gemessen wird und im Vergleich womit, ob es sich um eine relative Veränderung in Prozent oder um ein Niveau handelt, über welchen Zeitraum gemessen wird und woher die Zahl stammt.',
      'Die meisten Zahlen sind Erfahrungswerte aus unseren Projekten. Sie beschreiben, was in vergleichbaren Vorhaben erreichbar war, und keine Zusage für Ihr Vorhaben: Ausgangslage, Partner und Umsetzung entscheiden über das Ergebnis. Eine einzelne Fallstudie ist als solche gekennzeichnet, ebenso unsere eigene Beobachtung des Marktes und die Erfahrung des Gründers aus früheren Funktionen.',
    ],
  },
  en: {
    title: 'How to read these figures',
    paragraphs: [
      'On this website we quote a few figures from our work: rates, costs, claims and timescales. Each has exactly one meaning here and appears in the same form wherever the site uses it. So that you can check them, each figure states what is measured and against what, whether it is a relative change in per cent or a level, the period it covers and where it comes from.',
      'Most figures come from our project experience. They describe what was achievable in comparable projects and are not a promise for yours: the starting point, the partners and the implementation decide the result. A single case study is marked as such, as are our own observation of the market and the founder’s experience in earlier roles.',
    ],
  },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A text of figure `id` with the references to its own `values` filled in. */
export function withOwnValues(
  text: string,
  id: string,
  values: Readonly<Record<string, string>>,
): string {
  return text.replace(
    /\{figure:(\w+)(?:\.(\w+))?\}/g,
    (reference, figure: string, part = '') =>
      (figure === id ? values[part] : undefined) ?? reference,
  );
}

/** A figure's text in a language, its own values filled in. */
const figureText = (figure: Figure, field: keyof FigureText, locale: Locale) =>
  withOwnValues(figure.text[locale][field], figure.id, figure.values[locale]);

/**
 * The body of the page "Woher unsere Zahlen stammen" / "Where our figures come from", from the
 * figures as the content engine holds them (`shown`).
 */
export function figuresBody(locale: Locale, shown: readonly Figure[] = figures): PageBody {
  const label = labels[locale];
  return {
    sections: [
      introduction[locale],
      ...shown.map((figure) => ({
        id: figure.id,
        title: capitalised(figureText(figure, 'claim', locale)),
        paragraphs: [
          `${label.kind}: ${kindNames[locale][figure.kind]}.`,
          ...(['base', 'unit', 'period', 'basis', 'source'] as const).map(
            (field) => `${label[field]}: ${figureText(figure, field, locale)}`,
          ),
        ],
      })),
    ],
  };
}
