import type { BlogCategory } from '@/lib/blog';
import { company } from '@/site/company';

/** A LinkedIn post by the founder, listed on the blog and linking to the original. */
export interface ExternalPost {
  readonly id: string;
  readonly title: string;
  /** What the post argues, in one or two sentences. */
  readonly excerpt: string;
  readonly externalUrl: string;
  readonly author: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  /** Reading time in minutes. */
  readonly readTime: number;
  readonly category: BlogCategory;
  readonly language: 'de' | 'en';
  readonly featured: boolean;
  readonly platform: 'LinkedIn';
}

/** A post on the company's LinkedIn page, by the part of its address after the page's name. */
function linkedInPost(slug: string): string {
  const page = company.social.linkedin.split('/').filter(Boolean).at(-1) ?? '';
  return `https://www.linkedin.com/posts/${page}_${slug}`;
}

export const externalPosts: readonly ExternalPost[] = [
  {
    id: 'li-01',
    title: 'F&I beginnt nicht bei der Übergabe, sondern bei der Probefahrt',
    excerpt:
      'Wer Garantie, GAP oder Wartungsvertrag erst beim Übergabetermin anspricht, verkauft gegen die Uhr. F&I-Abschlussquoten steigen, wenn Absicherung vom ersten Gespräch an Teil der Fahrzeugberatung ist.',
    externalUrl: linkedInPost(
      'f-i-beginnt-nicht-bei-der-uebergabe-sondern-bei-der-probefahrt-718204',
    ),
    author: company.founder.name,
    date: '2025-01-21',
    readTime: 3,
    category: 'dealerships',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-02',
    title: 'Why so many embedded insurance projects fail – and what tech providers can change',
    excerpt:
      'The technology is rarely the problem. Projects stall because nobody owns the customer relationship, the claims process or the commercial model. Tech providers who raise these questions early win more mandates.',
    externalUrl: linkedInPost(
      'why-95-of-embedded-insurance-projects-fail-and-what-tech-providers-can-change-734519',
    ),
    author: company.founder.name,
    date: '2025-02-04',
    readTime: 4,
    category: 'techProviders',
    language: 'en',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-03',
    title: 'Telematik in der Flotte: Ohne Betriebsrat kein belastbares Modell',
    excerpt:
      'In Deutschland scheitern Telematikprojekte selten an der Technik, sondern an Mitbestimmung und Einwilligung. Wer Betriebsrat und Datenschutz früh einbindet, bekommt Daten, mit denen Versicherer tatsächlich arbeiten können.',
    externalUrl: linkedInPost(
      'telematik-in-der-flotte-ohne-betriebsrat-kein-belastbares-modell-741862',
    ),
    author: company.founder.name,
    date: '2025-02-18',
    readTime: 4,
    category: 'fleets',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-04',
    title: 'Versicherung in der Finanzierungsstrecke: nicht als letzter Klick',
    excerpt:
      'Ein Schutzprodukt am Ende der Antragsstrecke wirkt wie ein Zusatzverkauf. Eingebettet in die Finanzierungsentscheidung wird es Teil des Angebots – und bringt mehr Ertrag je Finanzierungsvertrag.',
    externalUrl: linkedInPost(
      'versicherung-in-der-finanzierungsstrecke-nicht-als-letzter-klick-756023',
    ),
    author: company.founder.name,
    date: '2025-03-04',
    readTime: 5,
    category: 'banks',
    language: 'de',
    featured: true,
    platform: 'LinkedIn',
  },
  {
    id: 'li-05',
    title: 'F&I closing rates: the conversation matters more than the menu',
    excerpt:
      'Menus and tablets help, but F&I closing rates move when sales staff can explain GAP and warranty products with confidence. The rate rises once training and process are in place; a software purchase alone will not do it.',
    externalUrl: linkedInPost(
      'f-i-closing-rates-the-conversation-matters-more-than-the-menu-762948',
    ),
    author: company.founder.name,
    date: '2025-03-18',
    readTime: 4,
    category: 'dealerships',
    language: 'en',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-06',
    title: 'Gebrauchtwagengarantie: Wer Risiko verkauft, muss den Schadenfall kennen',
    excerpt:
      'Eine Gebrauchtwagengarantie ist schnell verkauft. Ob sie Kundinnen und Kunden bindet, entscheidet der Schadenfall: Wer zahlt, wer repariert, wie schnell? Handelsbetriebe sollten den Schadenprozess prüfen, bevor sie das Produkt wählen.',
    externalUrl: linkedInPost(
      'gebrauchtwagengarantie-wer-risiko-verkauft-muss-den-schadenfall-kennen-779315',
    ),
    author: company.founder.name,
    date: '2025-04-01',
    readTime: 3,
    category: 'vehicleTrading',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-07',
    title: 'Lease rates with insurance built in: where lessors often go wrong',
    excerpt:
      'Bundling comprehensive cover or GAP into the lease payment adds income per contract, but only if pricing, cancellation rules and claims handling are designed together. Otherwise the margin disappears in back-office work.',
    externalUrl: linkedInPost(
      'lease-rates-with-insurance-built-in-where-lessors-often-go-wrong-783460',
    ),
    author: company.founder.name,
    date: '2025-04-15',
    readTime: 5,
    category: 'fleets',
    language: 'en',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-08',
    title: 'Anschlussgarantie und Wartungsvertrag: der unterschätzte Hebel für die Werkstatt',
    excerpt:
      'Wer mit Garantie und Wartungsvertrag vom Hof fährt, kommt zur Inspektion wieder. Richtig aufgesetzt binden diese Produkte Kundinnen und Kunden über Jahre an die eigene Werkstatt – vorausgesetzt, Verkauf und Service arbeiten zusammen.',
    externalUrl: linkedInPost(
      'anschlussgarantie-und-wartungsvertrag-der-unterschaetzte-hebel-fuer-die-werkstatt-795127',
    ),
    author: company.founder.name,
    date: '2025-04-29',
    readTime: 4,
    category: 'dealerships',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-09',
    title: 'Schadenkosten senken: Was in der Flotte wirklich zählt',
    excerpt:
      'Niedrigere Schadenkosten kommen selten über einen neuen Tarif. Wirksamer ist es, die Schadenfälle auszuwerten, vorhandene Telematikdaten mit einem Präventionsprogramm für die Fahrerinnen und Fahrer und Strecken mit den meisten Schäden zu verbinden und die Datennutzung mit Versicherer und Betriebsrat abzustimmen.',
    externalUrl: linkedInPost(
      'schadenkosten-senken-was-eine-flotte-mit-220-fahrzeugen-gezeigt-hat-801736',
    ),
    author: company.founder.name,
    date: '2025-05-13',
    readTime: 6,
    category: 'fleets',
    language: 'de',
    featured: true,
    platform: 'LinkedIn',
  },
  {
    id: 'li-10',
    title: 'Embedded insurance at banks: time to market is decided in legal, not IT',
    excerpt:
      'Integration is rarely what slows banks down; product governance, IDD duties and partner contracts are. Banks that settle them alongside the build, rather than after it, reach the market noticeably sooner.',
    externalUrl: linkedInPost(
      'embedded-insurance-at-banks-time-to-market-is-decided-in-legal-not-it-814592',
    ),
    author: company.founder.name,
    date: '2025-05-27',
    readTime: 5,
    category: 'banks',
    language: 'en',
    featured: true,
    platform: 'LinkedIn',
  },
  {
    id: 'li-11',
    title: 'Anbieterauswahl: Die Demo ist der unwichtigste Teil des Verfahrens',
    excerpt:
      'Wer eine Embedded-Insurance-Plattform auswählt, sollte weniger auf die Oberfläche achten als auf Datenflüsse, Schadenanbindung, Datenschutz nach DSGVO und Ausstiegsregeln. Anbieter, die das offen beantworten, haben einen echten Vorteil.',
    externalUrl: linkedInPost(
      'anbieterauswahl-die-demo-ist-der-unwichtigste-teil-des-verfahrens-826043',
    ),
    author: company.founder.name,
    date: '2025-06-10',
    readTime: 4,
    category: 'techProviders',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-12',
    title: 'IDD und Produktfreigabe: Banken sollten die Produktüberwachung zuerst klären',
    excerpt:
      'Wer Versicherungen in die Finanzierung einbettet, übernimmt Pflichten aus IDD und Produktüberwachung. Banken, die Zielmarkt, Beratung und Vergütung früh festlegen, ersparen sich spätere Nachbesserungen.',
    externalUrl: linkedInPost(
      'idd-und-produktfreigabe-banken-sollten-die-governance-zuerst-klaeren-837918',
    ),
    author: company.founder.name,
    date: '2025-06-24',
    readTime: 5,
    category: 'banks',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-13',
    title: 'Selling to insurers: what their vendor selection really tests',
    excerpt:
      'Insurers rarely choose a platform for its features. They look at data protection, audit trails, claims integration and who carries the operational risk. Tech providers who document these answers upfront shorten the sales cycle.',
    externalUrl: linkedInPost(
      'selling-to-insurers-what-their-vendor-selection-really-tests-842675',
    ),
    author: company.founder.name,
    date: '2025-07-08',
    readTime: 4,
    category: 'techProviders',
    language: 'en',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-14',
    title: 'Gebrauchtwagen online verkaufen: Die Absicherung gehört in den Bestellprozess',
    excerpt:
      'Im Onlinehandel fehlt das Verkaufsgespräch, in dem Garantie und GAP sonst erklärt werden. Die Absicherung muss deshalb verständlich Teil der Kaufstrecke sein, mit den Anforderungen der IDD schon in der Planung berücksichtigt – nicht ein Link in der Bestätigungsmail.',
    externalUrl: linkedInPost(
      'gebrauchtwagen-online-verkaufen-die-absicherung-gehoert-in-den-checkout-859301',
    ),
    author: company.founder.name,
    date: '2025-07-22',
    readTime: 3,
    category: 'vehicleTrading',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-15',
    title: 'Telematics data that insurers can actually use for pricing',
    excerpt:
      'Most fleets collect more telematics data than any insurer needs, and too little of what matters. Braking and speeding patterns and incident context are worth sharing; much of the rest mainly creates GDPR questions.',
    externalUrl: linkedInPost('telematics-data-that-insurers-can-actually-use-for-pricing-863187'),
    author: company.founder.name,
    date: '2025-08-05',
    readTime: 3,
    category: 'fleets',
    language: 'en',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-16',
    title: 'Halterhaftung bleibt beim Unternehmen – auch wenn der Fuhrpark ausgelagert ist',
    excerpt:
      'Dienstleister können Führerscheinkontrolle und UVV-Prüfungen organisieren, die Verantwortung als Halter bleibt in Deutschland bei Ihrem Unternehmen. Entscheidend sind eine schriftliche Pflichtenübertragung und lückenlose Nachweise.',
    externalUrl: linkedInPost(
      'halterhaftung-bleibt-beim-unternehmen-auch-wenn-der-fuhrpark-ausgelagert-ist-871540',
    ),
    author: company.founder.name,
    date: '2025-08-19',
    readTime: 4,
    category: 'fleets',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-17',
    title: 'Workshop utilisation is an insurance question as well',
    excerpt:
      'When insurers steer accident repairs, they decide which workshop gets the job. Dealers who work with insurers on claims steering keep repair work and customers in their own service bays instead of losing both.',
    externalUrl: linkedInPost('workshop-utilisation-is-an-insurance-question-as-well-886209'),
    author: company.founder.name,
    date: '2025-09-02',
    readTime: 3,
    category: 'dealerships',
    language: 'en',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-18',
    title: 'Plattformanbieter: Ohne Vertriebspartner bleibt die beste API ungenutzt',
    excerpt:
      'Eine gute Schnittstelle verkauft keine einzige Police. Technologieanbieter brauchen einen Versicherer, einen Vertriebspartner mit Kundenzugang und ein gemeinsames Geschäftsmodell – bevor die Entwicklung beginnt.',
    externalUrl: linkedInPost(
      'plattformanbieter-ohne-vertriebspartner-bleibt-die-beste-api-ungenutzt-892764',
    ),
    author: company.founder.name,
    date: '2025-09-16',
    readTime: 3,
    category: 'techProviders',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-19',
    title: 'Partner onboarding: banks should test the claims journey first',
    excerpt:
      'When a claim goes wrong, customers blame the bank, not the insurer. Before signing a partner, banks should walk through the claims journey end to end, including hand-offs, response times and complaint handling.',
    externalUrl: linkedInPost(
      'partner-onboarding-banks-should-test-the-claims-journey-first-904371',
    ),
    author: company.founder.name,
    date: '2025-09-30',
    readTime: 4,
    category: 'banks',
    language: 'en',
    featured: false,
    platform: 'LinkedIn',
  },
  {
    id: 'li-20',
    title: 'GAP im Autohaus: Das Verkaufsteam muss das Produkt erklären können',
    excerpt:
      'GAP-Schutz schließt die Lücke zwischen Wiederbeschaffungswert und offener Restschuld. Er wird nur verkauft, wenn Verkäuferinnen und Verkäufer ihn verständlich erklären und die Anforderungen aus IDD und § 34d GewO geklärt sind.',
    externalUrl: linkedInPost(
      'gap-im-autohaus-verkaeufer-muessen-das-produkt-erklaeren-koennen-917658',
    ),
    author: company.founder.name,
    date: '2025-11-04',
    readTime: 4,
    category: 'dealerships',
    language: 'de',
    featured: false,
    platform: 'LinkedIn',
  },
];
