/**
 * The names of the texts of the pages' structured sections (`src/lib/section-texts.ts`) in the
 * owner's words, for the editor: the place `values.2.text` reads “Abschnitt Werte, Eintrag 3 –
 * Text” / “Values section, item 3 – text”. The first segment of a place names its section or
 * standalone text, a later one a part of it, a number an entry of a list.
 */
import type { Locale, Localized } from '@/i18n/locales';

type Words = Localized<string>;

const ENTRY: Words = { de: 'Eintrag', en: 'item' };

/** Words for the first segment of a place: the section or standalone text. */
const sectionWords = {
  actions: { de: 'Aktionen zum Ergebnis', en: 'Result actions' },
  addressLabel: { de: 'Anschrift – Bezeichnung', en: 'Address – label' },
  aiCategories: { de: 'Abschnitt KI-Partner', en: 'AI partners section' },
  aiTitle: { de: 'Abschnitt KI-Partner – Überschrift', en: 'AI partners section – heading' },
  approach: { de: 'Abschnitt Vorgehen', en: 'Approach section' },
  approachIntro: { de: 'Abschnitt Vorgehen – Einleitung', en: 'Approach section – introduction' },
  approachTitle: { de: 'Abschnitt Vorgehen – Überschrift', en: 'Approach section – heading' },
  audiences: { de: 'Abschnitt Zielgruppen', en: 'Audiences section' },
  auditText: { de: 'Abschnitt Qualitätsprüfung – Text', en: 'Quality audit section – text' },
  auditTitle: {
    de: 'Abschnitt Qualitätsprüfung – Überschrift',
    en: 'Quality audit section – heading',
  },
  badge: { de: 'Hinweis über der Überschrift', en: 'Note above the heading' },
  benefits: { de: 'Namen der Hebel', en: 'Lever names' },
  blogTeaser: { de: 'Abschnitt Blog', en: 'Blog section' },
  booking: { de: 'Abschnitt Erstgespräch', en: 'First call section' },
  calculate: { de: 'Schaltfläche Berechnen', en: 'Calculate button' },
  calculators: { de: 'Rechner', en: 'Calculators' },
  capabilities: { de: 'Abschnitt Kompetenzfelder', en: 'Capabilities section' },
  capabilitiesTitle: {
    de: 'Abschnitt Kompetenzfelder – Überschrift',
    en: 'Capabilities section – heading',
  },
  channelsTitle: {
    de: 'Abschnitt Kontaktwege – Überschrift',
    en: 'Contact options section – heading',
  },
  chart: { de: 'Diagramm', en: 'Chart' },
  clients: { de: 'Abschnitt Kundengruppen', en: 'Client groups section' },
  clientsTitle: {
    de: 'Abschnitt Kundengruppen – Überschrift',
    en: 'Client groups section – heading',
  },
  contactButton: {
    de: 'Abschnitt Partneranfrage – Schaltfläche',
    en: 'Partner enquiry section – button',
  },
  contactText: { de: 'Abschnitt Partneranfrage – Text', en: 'Partner enquiry section – text' },
  contactTitle: {
    de: 'Abschnitt Partneranfrage – Überschrift',
    en: 'Partner enquiry section – heading',
  },
  cta: { de: 'Abschnitt Terminbuchung', en: 'Booking section' },
  emailLabel: { de: 'E-Mail – Bezeichnung', en: 'Email – label' },
  errors: { de: 'Fehlermeldungen', en: 'Error messages' },
  factors: { de: 'Rechenfaktoren', en: 'Calculation factors' },
  founder: { de: 'Abschnitt Gründer', en: 'Founder section' },
  independence: { de: 'Abschnitt Unabhängigkeit', en: 'Independence section' },
  industries: { de: 'Abschnitt Branchen', en: 'Industries section' },
  industriesTitle: { de: 'Abschnitt Branchen – Überschrift', en: 'Industries section – heading' },
  inputsTitle: { de: 'Abschnitt Angaben – Überschrift', en: 'Inputs section – heading' },
  invalidNotice: { de: 'Hinweis bei ungültigen Angaben', en: 'Invalid input notice' },
  mailBody: { de: 'Text der E-Mail', en: 'Email text' },
  mailSubject: { de: 'Betreff der E-Mail', en: 'Email subject' },
  method: { de: 'Abschnitt Rechenweg', en: 'Calculation method section' },
  mission: { de: 'Abschnitt Mission', en: 'Mission section' },
  note: { de: 'Anmerkung', en: 'Note' },
  phases: { de: 'Abschnitt Phasen', en: 'Phases section' },
  phasesTitle: { de: 'Abschnitt Phasen – Überschrift', en: 'Phases section – heading' },
  phoneLabel: { de: 'Telefon – Bezeichnung', en: 'Phone – label' },
  pilot: { de: 'Abschnitt Pilot', en: 'Pilot section' },
  points: { de: 'Aufzählung', en: 'Bullet list' },
  pricing: { de: 'Abschnitt Preise', en: 'Pricing section' },
  range: { de: 'Hinweis zulässiger Bereich', en: 'Allowed range note' },
  reasons: { de: 'Abschnitt Vorteile für Partner', en: 'Partner benefits section' },
  reasonsTitle: {
    de: 'Abschnitt Vorteile für Partner – Überschrift',
    en: 'Partner benefits section – heading',
  },
  responseNote: { de: 'Hinweis zur Antwortzeit', en: 'Response time note' },
  results: { de: 'Abschnitt Ergebnis', en: 'Results section' },
  resultsTitle: { de: 'Abschnitt Ergebnis – Überschrift', en: 'Results section – heading' },
  scenarios: { de: 'Szenarien', en: 'Scenarios' },
  sources: { de: 'Grundlage je Hebel', en: 'Basis per lever' },
  tablistLabel: {
    de: 'Reiterleiste – Name für Screenreader',
    en: 'Tab bar – name for screen readers',
  },
  tabs: { de: 'Reiter', en: 'Tabs' },
  techCategories: { de: 'Abschnitt Technologiepartner', en: 'Technology partners section' },
  techTitle: {
    de: 'Abschnitt Technologiepartner – Überschrift',
    en: 'Technology partners section – heading',
  },
  tickerLabel: { de: 'Laufband – Bezeichnung', en: 'News ticker – label' },
  title: { de: 'Überschrift', en: 'Heading' },
  units: { de: 'Einheiten', en: 'Units' },
  values: { de: 'Abschnitt Werte', en: 'Values section' },
  valuesTitle: { de: 'Abschnitt Werte – Überschrift', en: 'Values section – heading' },
  vision: { de: 'Abschnitt Vision', en: 'Vision section' },
  why: { de: 'Abschnitt Warum wir', en: 'Why us section' },
  whyIntro: { de: 'Abschnitt Warum wir – Einleitung', en: 'Why us section – introduction' },
  whyTitle: { de: 'Abschnitt Warum wir – Überschrift', en: 'Why us section – heading' },
} as const satisfies Record<string, Words>;

/** Words for a later segment of a place: a part of a section. */
const partWords = {
  adminHours: { de: 'Stunden für Nachweise', en: 'record-keeping hours' },
  ambitious: { de: 'Ambitioniert', en: 'ambitious' },
  annualBenefit: { de: 'Jahresnutzen', en: 'annual benefit' },
  automotive_retail: { de: 'Autohäuser', en: 'car dealerships' },
  bank: { de: 'Bank', en: 'bank' },
  banking: { de: 'Banken', en: 'banks' },
  benefitsTitle: { de: 'Überschrift Nutzen', en: 'benefits heading' },
  beyondTenYears: { de: 'Amortisation über 10 Jahre', en: 'payback beyond 10 years' },
  breakEven: { de: 'Gewinnschwelle', en: 'break-even point' },
  button: { de: 'Schaltfläche', en: 'button' },
  claimsPerVehicle: { de: 'Schadenkosten je Fahrzeug', en: 'claims costs per vehicle' },
  commissionPerInsured: { de: 'Provision je Vertrag', en: 'commission per agreement' },
  common: { de: 'Formeln', en: 'formulas' },
  commonTitle: { de: 'Überschrift Formeln', en: 'formulas heading' },
  conservative: { de: 'Konservativ', en: 'conservative' },
  costPerVehicle: { de: 'Kosten je Fahrzeug', en: 'cost per vehicle' },
  counts: { de: 'Hinweis Startmonat', en: 'start month note' },
  ctaButton: { de: 'Schaltfläche', en: 'button' },
  customers: { de: 'Hinweis Kundenzuwachs', en: 'customer growth note' },
  dealership: { de: 'Autohaus', en: 'dealership' },
  description: { de: 'Beschreibung', en: 'description' },
  disclaimer: { de: 'Haftungsausschluss', en: 'disclaimer' },
  disclaimerLink: { de: 'Link zum Haftungsausschluss', en: 'disclaimer link' },
  discuss: { de: 'Schaltfläche Besprechen', en: 'discuss button' },
  discussNote: { de: 'Hinweis zum Besprechen', en: 'discuss note' },
  documentation: { de: 'Weniger Nachweisaufwand', en: 'less record-keeping' },
  euro: { de: 'Euro', en: 'euro' },
  example: { de: 'Beispiel', en: 'example' },
  exampleTitle: { de: 'Überschrift Beispiel', en: 'example heading' },
  excluded: { de: 'Nicht berücksichtigt', en: 'not included' },
  expected: { de: 'Erwartet', en: 'expected' },
  fiClosingRate: { de: 'Höhere F&I-Abschlussquote', en: 'higher F&I closing rate' },
  fiPenetration: { de: 'F&I-Abschlussquote heute', en: 'F&I closing rate today' },
  fiRise: { de: 'Anstieg der F&I-Abschlussquote', en: 'rise in F&I closing rate' },
  fields: { de: 'Eingabefelder', en: 'input fields' },
  financings: { de: 'Finanzierungsverträge', en: 'finance agreements' },
  fleet: { de: 'Flotte', en: 'fleet' },
  fleetCost: { de: 'Niedrigere Flottenkosten', en: 'lower fleet costs' },
  fleetSize: { de: 'Flottengröße', en: 'fleet size' },
  fleets: { de: 'Flotten', en: 'fleets' },
  format: { de: 'Format', en: 'format' },
  formula: { de: 'Formel', en: 'formula' },
  hint: { de: 'Hinweis', en: 'hint' },
  hourlyCost: { de: 'Kosten je Stunde', en: 'cost per hour' },
  hours: { de: 'Stunden', en: 'hours' },
  intro: { de: 'Einleitung', en: 'introduction' },
  investment: { de: 'Projektinvestition', en: 'project investment' },
  items: { de: 'Aufzählung', en: 'bullet list' },
  label: { de: 'Bezeichnung', en: 'label' },
  marginPerSale: { de: 'Deckungsbeitrag je Verkauf', en: 'contribution per sale' },
  millions: { de: 'Einheit Millionen', en: 'millions unit' },
  month: { de: 'Beschriftung Monat', en: 'month label' },
  months: { de: 'Amortisation im Monat', en: 'payback in month' },
  name: { de: 'Name', en: 'name' },
  netBenefit: { de: 'Nettonutzen', en: 'net benefit' },
  never: { de: 'Keine Amortisation', en: 'no payback' },
  newProductCustomers: {
    de: 'Neukundschaft mit Serviceprodukt',
    en: 'new service product customers',
  },
  notANumber: { de: 'Keine Zahl', en: 'not a number' },
  notLevers: { de: 'Nicht im Rechner', en: 'not in the calculator' },
  notWhole: { de: 'Keine ganze Zahl', en: 'not a whole number' },
  note: { de: 'Anmerkung', en: 'note' },
  outcome: { de: 'Ergebnis', en: 'outcome' },
  paragraphs: { de: 'Absätze', en: 'paragraphs' },
  payback: { de: 'Amortisation', en: 'payback' },
  percent: { de: 'Prozent', en: 'percent' },
  phase: { de: 'Name der Phase', en: 'phase name' },
  points: { de: 'Aufzählung', en: 'bullet list' },
  premiumPerVehicle: { de: 'Prämie je Fahrzeug', en: 'premium per vehicle' },
  quote: { de: 'Zitat', en: 'quote' },
  renewalMonth: { de: 'Monat der Verlängerung', en: 'renewal month' },
  required: { de: 'Feld leer', en: 'field empty' },
  roi: { de: 'ROI', en: 'ROI' },
  role: { de: 'Funktion', en: 'role' },
  scenarioValues: { de: 'Werte je Szenario', en: 'values per scenario' },
  serviceMargin: { de: 'Rohertragsmarge im Service', en: 'service gross margin' },
  serviceRevenue: { de: 'Mehr Werkstattumsatz', en: 'more workshop revenue' },
  serviceRevenuePerCustomer: {
    de: 'Werkstattumsatz je Kundin/Kunde',
    en: 'workshop revenue per customer',
  },
  services: { de: 'Leistungen', en: 'services' },
  share: { de: 'Link zum Teilen', en: 'share link' },
  source: { de: 'Bezeichnung Grundlage', en: 'basis label' },
  status: { de: 'Stand', en: 'status' },
  summary: { de: 'Zusammenfassung', en: 'summary' },
  tableCaption: { de: 'Tabellentitel', en: 'table caption' },
  tableToggle: { de: 'Schaltfläche Tabelle', en: 'table button' },
  takeUp: { de: 'Höhere Versicherungsquote', en: 'higher take-up rate' },
  takeUpRate: { de: 'Versicherungsquote heute', en: 'take-up rate today' },
  term: { de: 'Begriff', en: 'term' },
  text: { de: 'Text', en: 'text' },
  thousands: { de: 'Einheit Tausend', en: 'thousands unit' },
  title: { de: 'Überschrift', en: 'heading' },
  tooLarge: { de: 'Wert zu groß', en: 'value too large' },
  tooSmall: { de: 'Wert zu klein', en: 'value too small' },
  totalBenefit: { de: 'Gesamtnutzen', en: 'total benefit' },
  vehiclesSold: { de: 'Verkaufte Fahrzeuge', en: 'vehicles sold' },
  year: { de: 'Beschriftung Jahr', en: 'year label' },
} as const satisfies Record<string, Words>;

/** The words for `key` in `table`, if it has its own (never an inherited `constructor`). */
function wordsFor(table: Readonly<Record<string, Words>>, key: string): Words | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A place's name in a language, or `undefined` if a segment of it has no words here. */
export function placeLabel(place: string, locale: Locale): string | undefined {
  const [first = '', ...rest] = place.split('.');
  const section = wordsFor(sectionWords, first);
  if (!section) return undefined;
  let label = section[locale];
  for (const segment of rest) {
    if (/^\d+$/.test(segment)) {
      label += `, ${ENTRY[locale]} ${String(Number(segment) + 1)}`;
      continue;
    }
    const part = wordsFor(partWords, segment);
    if (!part) return undefined;
    label += ` – ${part[locale]}`;
  }
  return label;
}
