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
  readonly source: string;
}

/**
 * What kind of statement a figure is. Every sentence that quotes a figure says so in its kind's
 * wording (`qualifiers`) and in no other kind's (`hedges`), so one figure never reads as a typical
 * range in one place and as a target or a single project in another.
 */
export type FigureKind = 'typicalRange' | 'upperEnd' | 'singleProject' | 'ownObservation' | 'fact';

export interface Figure {
  readonly id: string;
  readonly kind: FigureKind;
  readonly text: Localized<FigureText>;
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
        claim: 'F&I-Abschlussquote von rund 60 % auf 85 % und mehr',
        base: 'Anteil der Fahrzeugverkäufe eines Autohauses, bei denen mindestens ein Finanzierungs- oder Versicherungsprodukt abgeschlossen wird.',
        unit: 'Quote in Prozent der Verkäufe, also ein Niveau vorher und nachher, keine relative Veränderung.',
        period: 'Gemessen über die ersten zwölf Monate nach Einführung des neuen Ablaufs.',
        source: projects.de,
      },
      en: {
        claim: 'F&I closing rate from around 60% to 85% or more',
        base: 'The share of a dealership’s vehicle sales with at least one finance or insurance product.',
        unit: 'A rate in per cent of sales: a level before and after, not a relative change.',
        period: 'Measured over the first twelve months after the new process is introduced.',
        source: projects.en,
      },
    },
    detect: /\b(60|85)\s?%/g,
    forms: {
      de: [/rund 60 % auf 85 % und mehr/g, /85 % und mehr/g],
      en: [/around 60% to 85% or more/g, /85% or more/g],
    },
  },
  {
    id: 'serviceRevenue',
    kind: 'typicalRange',
    text: {
      de: {
        claim: '15–25 % mehr Serviceumsatz',
        base: 'Werkstattumsatz je Kundin oder Kunde mit Reparaturkosten-, Garantie- oder Wartungsprodukt, verglichen mit Kundinnen und Kunden ohne ein solches Produkt.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Die ersten drei Jahre nach dem Fahrzeugkauf.',
        source: projects.de,
      },
      en: {
        claim: '15–25% more service revenue',
        base: 'Workshop revenue per customer with a repair-cost, warranty or maintenance product, compared with customers without one.',
        unit: 'Relative change in per cent.',
        period: 'The first three years after the vehicle is bought.',
        source: projects.en,
      },
    },
    detect: /\b15\s?[–-]\s?25\s?%/g,
    forms: { de: [/15–25 % mehr Serviceumsatz/g], en: [/15–25% more service revenue/g] },
  },
  {
    id: 'retention',
    kind: 'upperEnd',
    text: {
      de: {
        claim: 'bis zu 30 % höhere Kundenbindung',
        base: 'Anteil der Kundinnen und Kunden, die ihr Fahrzeug im zweiten bis vierten Jahr nach dem Kauf in die Werkstatt des Autohauses bringen, mit Produkt verglichen mit ohne.',
        unit: 'Relative Veränderung in Prozent (zum Beispiel von 50 auf 65 von 100 Kundinnen und Kunden), keine Prozentpunkte.',
        period: 'Das zweite bis vierte Jahr nach dem Fahrzeugkauf.',
        source: upperEnd.de,
      },
      en: {
        claim: 'up to 30% higher customer retention',
        base: 'The share of customers who bring their vehicle to the dealership’s own workshop in the second to fourth year after buying it, with a product compared with without.',
        unit: 'Relative change in per cent (for example from 50 to 65 in 100 customers), not percentage points.',
        period: 'The second to fourth year after the vehicle is bought.',
        source: upperEnd.en,
      },
    },
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
        claim: '20–30 % niedrigere Kosten der Flottenversicherung',
        base: 'Prämien der Flottenversicherung plus die Schadenkosten, die die Flotte selbst trägt (Selbstbehalte), je Fahrzeug und Jahr, verglichen mit dem Jahr vor dem Projekt.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Ab der ersten Vertragsverlängerung nach dem Projekt, für ein Versicherungsjahr.',
        source: projects.de,
      },
      en: {
        claim: '20–30% lower fleet insurance costs',
        base: 'Fleet insurance premiums plus the claims costs the fleet bears itself (excesses), per vehicle and year, compared with the year before the project.',
        unit: 'Relative change in per cent.',
        period: 'From the first renewal after the project, for one policy year.',
        source: projects.en,
      },
    },
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
        claim: 'bis zu 40 % weniger Schadenfälle',
        base: 'Zahl der Schadenfälle je 100 Fahrzeuge und Jahr, verglichen mit dem Jahr vor dem Präventionsprogramm.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Das zweite Jahr eines Präventionsprogramms.',
        source: upperEnd.de,
      },
      en: {
        claim: 'up to 40% fewer claims',
        base: 'The number of claims per 100 vehicles and year, compared with the year before the prevention programme.',
        unit: 'Relative change in per cent.',
        period: 'The second year of a prevention programme.',
        source: upperEnd.en,
      },
    },
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
        claim: 'bis zu 40 % kürzere Zeit bis zur Markteinführung',
        base: 'Monate von der Entscheidung für ein eingebettetes Versicherungsprodukt bis zum Verkaufsstart, verglichen mit ähnlichen Vorhaben, in denen die Partner nicht von Anfang an gemeinsam geplant haben.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Von der Entscheidung bis zum Verkaufsstart.',
        source:
          'Erfahrungswerte aus unseren und uns bekannten Vorhaben, keine Marktstudie; der obere Rand dessen, was wir gesehen haben, keine Zusage.',
      },
      en: {
        claim: 'up to 40% less time to market',
        base: 'Months from the decision for an embedded insurance product to the start of sales, compared with similar projects in which the partners did not plan together from the start.',
        unit: 'Relative change in per cent.',
        period: 'From the decision to the start of sales.',
        source:
          'Experience from projects we ran or know of, not a market study; the upper end of what we have seen, not a promise.',
      },
    },
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
        claim: 'bis zu 60 % weniger Dokumentationsaufwand',
        base: 'Arbeitsstunden im Jahr für Nachweispflichten: bei Flotten Führerscheinkontrollen, UVV-Prüfungen und Unterweisungen, im Vertrieb die Beratungsdokumentation nach IDD; verglichen mit dem Jahr vor der Digitalisierung dieser Abläufe.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Das erste volle Jahr mit den neuen Abläufen.',
        source: upperEnd.de,
      },
      en: {
        claim: 'up to 60% less documentation effort',
        base: 'Working hours a year spent on record-keeping duties: for fleets, licence checks, vehicle inspections and driver briefings; in distribution, the advice records the IDD requires; compared with the year before these processes were digitised.',
        unit: 'Relative change in per cent.',
        period: 'The first full year with the new processes.',
        source: upperEnd.en,
      },
    },
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
        claim: '2–4 % mehr Ertrag je Finanzierungsvertrag',
        base: 'Gesamtertrag eines Finanzierungsvertrags (Zinsmarge und Provisionen), nicht der Kreditbetrag; der Zuwachs kommt aus Produkten wie GAP-Deckung, Kfz-Versicherung und Garantie. Die Provision einer Restschuldversicherung ist in Deutschland seit Juli 2022 auf 2,5 % des Darlehensbetrags begrenzt (§ 50a VAG); die Spanne setzt keine höhere voraus.',
        unit: 'Relative Veränderung in Prozent des Vertragsertrags, keine Prozentpunkte.',
        period: 'Über die Laufzeit der im ersten Jahr nach dem Start abgeschlossenen Verträge.',
        source: projects.de,
      },
      en: {
        claim: '2–4% more revenue per finance agreement',
        base: 'The total revenue of a finance agreement (interest margin and commissions), not the loan amount; the increase comes from products such as GAP cover, motor insurance and warranties. In Germany, the commission on credit protection insurance has been capped at 2.5% of the loan amount since July 2022 (section 50a of the Insurance Supervision Act); the range assumes no more than that.',
        unit: 'Relative change in per cent of the agreement’s revenue, not percentage points.',
        period: 'Over the term of the agreements concluded in the first year after launch.',
        source: projects.en,
      },
    },
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
        claim: 'bis zu 25 % höhere Versicherungsquote',
        base: 'Versicherungsquote: der Anteil der Finanzierungsverträge mit mindestens einem Versicherungsprodukt, nachdem die Versicherung in die digitale Finanzierungsstrecke eingebaut ist, verglichen mit vorher.',
        unit: 'Relative Veränderung in Prozent (zum Beispiel von 40 auf 50 von 100 Verträgen), keine Prozentpunkte.',
        period: 'Die ersten sechs Monate nach dem Start.',
        source: upperEnd.de,
      },
      en: {
        claim: 'up to 25% higher insurance take-up rate',
        base: 'The insurance take-up rate: the share of finance agreements with at least one insurance product once insurance is built into the digital finance journey, compared with before.',
        unit: 'Relative change in per cent (for example from 40 to 50 in 100 agreements), not percentage points.',
        period: 'The first six months after launch.',
        source: upperEnd.en,
      },
    },
    detect: /(?<![–-]\s?)\b25\s?%/g,
    forms: {
      de: [/bis zu 25 % höhere Versicherungsquote/g],
      en: [/up to 25% higher insurance take-up rate/g],
    },
  },
  {
    id: 'fleetExample',
    kind: 'singleProject',
    text: {
      de: {
        claim: 'Flotte mit 220 Fahrzeugen: 28 % niedrigere Schadenkosten in sechs Monaten',
        base: 'Schadenkosten (Reparatur- und Regulierungskosten aller Schadenfälle) einer Flotte mit 220 Fahrzeugen, deren Fahrzeuge bereits Telematik an Bord hatten; verglichen mit denselben sechs Monaten des Vorjahres.',
        unit: 'Relative Veränderung in Prozent.',
        period: 'Die ersten sechs Monate nach Start des Präventionsprogramms.',
        source: singleProject.de,
      },
      en: {
        claim: 'A fleet of 220 vehicles: 28% lower claims costs in six months',
        base: 'Claims costs (repair and settlement costs of all claims) of a fleet of 220 vehicles that already had telematics on board, compared with the same six months of the previous year.',
        unit: 'Relative change in per cent.',
        period: 'The first six months after the prevention programme started.',
        source: singleProject.en,
      },
    },
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
        claim: 'Händlergruppe: F&I-Abschlussquote von 58 % auf 81 % in zwölf Monaten',
        base: 'F&I-Abschlussquote einer Händlergruppe mit sechs Standorten: der Anteil der Fahrzeugverkäufe mit mindestens einem Finanzierungs- oder Versicherungsprodukt, verglichen mit den zwölf Monaten vor dem Projekt.',
        unit: 'Quote in Prozent der Verkäufe, ein Niveau vorher und nachher.',
        period: 'Die ersten zwölf Monate nach Einführung des neuen Ablaufs.',
        source: singleProject.de,
      },
      en: {
        claim: 'A dealer group: F&I closing rate from 58% to 81% in twelve months',
        base: 'The F&I closing rate of a dealer group with six sites: the share of vehicle sales with at least one finance or insurance product, compared with the twelve months before the project.',
        unit: 'A rate in per cent of sales: a level before and after.',
        period: 'The first twelve months after the new process was introduced.',
        source: singleProject.en,
      },
    },
    detect: /\b(58|81)\s?%/g,
    forms: { de: [/von 58 % auf 81 %/g], en: [/from 58% to 81%/g] },
  },
  {
    id: 'bankExample',
    kind: 'singleProject',
    text: {
      de: {
        claim: 'Autobank: Versicherungsquote von 31 % auf 38 % in sechs Monaten',
        base: 'Versicherungsquote einer Autobank: der Anteil der Finanzierungsverträge mit mindestens einem Versicherungsprodukt, verglichen mit den sechs Monaten vor dem Start der neuen Finanzierungsstrecke.',
        unit: 'Quote in Prozent der Verträge, ein Niveau vorher und nachher (relativ rund 23 % mehr).',
        period: 'Die ersten sechs Monate nach dem Start.',
        source: singleProject.de,
      },
      en: {
        claim: 'A captive bank: insurance take-up rate from 31% to 38% in six months',
        base: 'The insurance take-up rate of a captive bank: the share of finance agreements with at least one insurance product, compared with the six months before the new finance journey started.',
        unit: 'A rate in per cent of agreements: a level before and after (about 23% more in relative terms).',
        period: 'The first six months after launch.',
        source: singleProject.en,
      },
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
        claim: 'erste einsatzfähige Version (MVP) 2–4 Wochen nach Projektstart',
        base: 'Eine erste Version des Produkts, mit der eine Testgruppe echte Abschlüsse machen kann.',
        unit: 'Dauer in Wochen.',
        period: projectStart.de,
        source: projects.de,
      },
      en: {
        claim: 'a first working version (MVP) 2–4 weeks after project start',
        base: 'A first version of the product with which a test group can make real sales.',
        unit: 'Duration in weeks.',
        period: projectStart.en,
        source: projects.en,
      },
    },
    detect: /\b2\s?[–-]\s?4\s?(Wochen|weeks)/g,
    forms: { de: [/2–4 Wochen nach Projektstart/g], en: [/2–4 weeks (after|of) project start/g] },
  },
  {
    id: 'firstResults',
    kind: 'typicalRange',
    text: {
      de: {
        claim: 'erste Ergebnisse 14 Tage nach Projektstart',
        base: 'Eine schriftliche Auswertung der Ausgangslage (etwa Schadenbild, Verträge, F&I-Abschlussquote oder Versicherungsquote) mit einer priorisierten Liste von Maßnahmen.',
        unit: 'Dauer in Tagen.',
        period: projectStart.de,
        source: projects.de,
      },
      en: {
        claim: 'first results 14 days after project start',
        base: 'A written analysis of the starting point (for example claims, contracts, the F&I closing rate or the insurance take-up rate) with a prioritised list of measures.',
        unit: 'Duration in days.',
        period: projectStart.en,
        source: projects.en,
      },
    },
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
        claim: '90-Tage-Fahrplan',
        base: 'Ein Plan in drei Phasen vom Konzept bis zum Pilotbetrieb.',
        unit: 'Dauer in Tagen.',
        period: projectStart.de,
        source: 'Unser Vorgehen; die Dauer hängt davon ab, wie schnell Partner entscheiden.',
      },
      en: {
        claim: '90-day roadmap',
        base: 'A three-phase plan from concept to pilot.',
        unit: 'Duration in days.',
        period: projectStart.en,
        source: 'How we work; the duration depends on how quickly partners decide.',
      },
    },
    detect: /\b90[- ](Tage|Tagen|day|days)\b/g,
    forms: { de: [/90-Tage-Fahrplan/g, /in 90 Tagen/g], en: [/90-day roadmap/g, /in 90 days/g] },
  },
  {
    id: 'failureRate',
    kind: 'ownObservation',
    text: {
      de: {
        claim:
          'nach unserer Beobachtung erreichen rund 95 % der Embedded-Insurance-Vorhaben ihr Ziel nicht',
        base: 'Vorhaben, die wir seit unserer Gründung begleitet oder im Markt verfolgt haben. Als gescheitert zählt ein Vorhaben, das 18 Monate nach der Entscheidung nicht verkauft oder im ersten Verkaufsjahr weniger als die Hälfte der geplanten Abschlüsse erreicht.',
        unit: 'Anteil der Vorhaben in Prozent.',
        period: `Seit unserer Gründung ${company.foundingYear}.`,
        source: 'Eigene Beobachtung, keine repräsentative Marktstudie.',
      },
      en: {
        claim: 'in our observation, around 95% of embedded insurance projects miss their goal',
        base: 'Projects we have worked on or followed in the market since the firm was founded. A project counts as failed if it is not selling 18 months after the decision, or reaches less than half its planned sales in its first year of sales.',
        unit: 'Share of projects in per cent.',
        period: `Since the firm was founded in ${company.foundingYear}.`,
        source: 'Our own observation, not a representative market study.',
      },
    },
    detect: /\b95\s?%/g,
    forms: {
      de: [/nach unserer Beobachtung[^.]{0,60}95 %/gi],
      en: [/in our observation[^.]{0,60}95%/gi],
    },
  },
  {
    id: 'experience',
    kind: 'fact',
    text: {
      de: {
        claim: 'mehr als 35 Jahre Erfahrung',
        base: 'Berufsjahre des Gründers in Versicherung und Automobilfinanzierung.',
        unit: 'Jahre.',
        period: 'Stand 2025.',
        source: 'Lebenslauf des Gründers.',
      },
      en: {
        claim: 'more than 35 years of experience',
        base: 'The founder’s working years in insurance and automotive finance.',
        unit: 'Years.',
        period: 'As of 2025.',
        source: 'The founder’s career.',
      },
    },
    detect: /\b35\s?(\+|Jahre|years)/g,
    forms: { de: [/mehr als 35 Jahre/g], en: [/more than 35 years/g] },
  },
  {
    id: 'premium',
    kind: 'fact',
    text: {
      de: {
        claim: 'mehr als 300 Mio. € gebuchte Bruttobeiträge',
        base: 'Gebuchte Bruttobeiträge der Versicherungsprogramme, die der Gründer in früheren Funktionen verantwortet oder aufgebaut hat, über deren Laufzeit zusammengezählt. Ergebnisse früherer Arbeitgeber, nicht unserer Beratung.',
        unit: 'Euro, Summe.',
        period: 'Die Berufsjahre des Gründers bis 2025.',
        source: 'Lebenslauf des Gründers.',
      },
      en: {
        claim: 'more than €300 million in gross written premium',
        base: 'Gross written premium of the insurance programmes the founder was responsible for or built in earlier roles, added up over their terms. Results of former employers, not of our advisory work.',
        unit: 'Euros, a total.',
        period: 'The founder’s working years up to 2025.',
        source: 'The founder’s career.',
      },
    },
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
    source: 'Quelle',
  },
  en: { kind: 'Kind', base: 'What is measured', unit: 'Unit', period: 'Period', source: 'Source' },
};

/** Each kind as the figures page names it, with the wording the site quotes it in. */
const kindNames: Localized<Record<FigureKind, string>> = {
  de: {
    typicalRange: 'typische Spanne aus unseren Projekten; auf dieser Website mit „in der Regel“',
    upperEnd: 'oberer Rand dessen, was wir gesehen haben; auf dieser Website mit „bis zu“',
    singleProject:
      'ein einzelnes Kundenprojekt; auf dieser Website als Kundenprojekt oder Fallstudie',
    ownObservation: 'unsere eigene Beobachtung; auf dieser Website mit „nach unserer Beobachtung“',
    fact: 'eine Tatsache',
  },
  en: {
    typicalRange: 'a typical range from our projects; quoted on this site with “usually”',
    upperEnd: 'the upper end of what we have seen; quoted on this site with “up to”',
    singleProject: 'a single client project; quoted on this site as a client project or case study',
    ownObservation: 'our own observation; quoted on this site with “in our observation”',
    fact: 'a fact',
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

/**
 * The body of the page "Woher unsere Zahlen stammen" / "Where our figures come from", from the
 * figures as the content engine holds them (`shown`).
 */
export function figuresBody(locale: Locale, shown: readonly Figure[] = figures): PageBody {
  const label = labels[locale];
  return {
    sections: [
      introduction[locale],
      ...shown.map(({ id, kind, text }) => {
        const figure = text[locale];
        return {
          id,
          title: capitalised(figure.claim),
          paragraphs: [
            `${label.kind}: ${kindNames[locale][kind]}.`,
            ...(['base', 'unit', 'period', 'source'] as const).map(
              (field) => `${label[field]}: ${figure[field]}`,
            ),
          ],
        };
      }),
    ],
  };
}
