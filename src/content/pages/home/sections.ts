import type { Locale } from '@/i18n/locales';
import type { Localized } from '@/content/types';
import type { RouteKey } from '@/site/routes';

/**
 * The home page's sections: phases, audience cards, why us, approach, founder and the news
 * ticker; its closing call is the `home` one in `calls-to-action.ts`. Heading, lead and metadata
 * are in this folder's de.md and en.md.
 */

export interface ServicePhase {
  readonly phase: string;
  readonly format: string;
  readonly outcome: string;
}

export interface AudienceCard {
  readonly route: RouteKey;
  readonly title: string;
  readonly text: string;
}

export interface HomeCopy {
  readonly phases: readonly ServicePhase[];
  readonly audiences: readonly AudienceCard[];
}

export const home: Record<Locale, HomeCopy> = {
  de: {
    phases: [
      {
        phase: 'Sparring',
        format: '1:1-Sitzung',
        outcome: 'Realitätscheck, Klarheit, nächster Schritt',
      },
      {
        phase: 'Strategie',
        format: '2–3 Vertiefungstermine',
        outcome: 'Narrativ, Positionierung, Fahrplan',
      },
      {
        phase: 'Aufbau',
        format: 'Co-Creation-Sprints mit Ihrem Team',
        outcome: 'Prototypen, Pilotprojekte, Bauplan für das Ökosystem',
      },
      {
        phase: 'Markteinführung',
        format: 'Nachbetreuung und Leitfaden',
        outcome: 'Struktur für den Marktstart, Vertriebsplan',
      },
    ],
    audiences: [
      {
        route: 'fleetServices',
        title: 'Flottenbetreiber & Leasinggesellschaften',
        text: 'Die Hebel liegen an vier Stellen: Schadenkosten senken, belastbare Zahlen für die nächste Vertragsverlängerung aufbereiten, vorhandene Telematik für Prävention nutzen und die Halterpflichten verlässlich organisieren.',
      },
      {
        route: 'automotiveServices',
        title: 'Autohäuser',
        text: 'Mit einem geordneten Verkaufsablauf steigt die F&I-Abschlussquote in den ersten zwölf Monaten von {figure:fiClosingRate.from} auf {figure:fiClosingRate}. Versicherung hilft außerdem, Kundinnen und Kunden dauerhaft an die eigene Werkstatt zu binden.',
      },
      {
        route: 'bankingServices',
        title: 'Banken, Finanzierer & Versicherer',
        text: 'Versicherung in die Finanzierungsstrecke einbetten und regulatorische Anforderungen (IDD, DSGVO, Aufsicht) schon im Produktentwurf berücksichtigen. Wo der Schutz Teil der Finanzierungsstrecke ist, ergibt sich in den ersten sechs Monaten eine {figure:bankTakeUp} höhere Versicherungsquote als vorher.',
      },
    ],
  },
  en: {
    phases: [
      { phase: 'Sparring', format: '1:1 session', outcome: 'Reality check, clarity, next move' },
      { phase: 'Strategy', format: '2–3 deep dives', outcome: 'Narrative, positioning, roadmap' },
      {
        phase: 'Build',
        format: 'Co-creation sprints with your team',
        outcome: 'Prototypes, pilots, ecosystem blueprint',
      },
      {
        phase: 'Activate',
        format: 'Follow-up plus playbook',
        outcome: 'Launch structure, go-to-market',
      },
    ],
    audiences: [
      {
        route: 'fleetServices',
        title: 'Fleet operators & leasing companies',
        text: 'The levers lie in four places: lowering claims costs, giving your broker solid figures for the renewal, putting existing telematics to use for prevention and organising your duty of care reliably.',
      },
      {
        route: 'automotiveServices',
        title: 'Car dealerships',
        text: 'With an orderly sales process, the F&I closing rate rises from {figure:fiClosingRate.from} to {figure:fiClosingRate} in the first twelve months, and insurance helps to keep customers coming back to your own workshop.',
      },
      {
        route: 'bankingServices',
        title: 'Banks, financiers & insurers',
        text: 'Embed insurance in the finance journey and settle the regulatory requirements (IDD, GDPR, supervision) in the product design. Where cover is part of the finance journey, the insurance take-up rate is {figure:bankTakeUp} higher in the first six months than before.',
      },
    ],
  },
};

/** Icon names available to the page (lucide icons). */
export type IconName =
  | 'target'
  | 'compass'
  | 'shield-check'
  | 'users'
  | 'bar-chart-3'
  | 'network'
  | 'search'
  | 'map'
  | 'wrench'
  | 'refresh-cw'
  | 'handshake'
  | 'scale'
  | 'lightbulb'
  | 'layers';

export interface WhyPoint {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

export interface ApproachStep {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

export interface HomeSections {
  readonly whyTitle: string;
  readonly whyIntro: string;
  /** Problem, market gap, why us, value proposition, what sets us apart, orchestrated ecosystem. */
  readonly why: readonly WhyPoint[];
  readonly approachTitle: string;
  readonly approachIntro: string;
  /** Strategic assessment, ecosystem mapping, implementation support, continuous optimisation. */
  readonly approach: readonly ApproachStep[];
  readonly founder: {
    readonly title: string;
    readonly name: string;
    readonly role: string;
    readonly paragraphs: readonly string[];
    readonly quote: string;
  };
  readonly tickerLabel: string;
}

export const homeSections: Localized<HomeSections> = {
  de: {
    whyTitle: 'Warum {brand}',
    whyIntro:
      'Embedded Insurance klingt einfach: Versicherung dort anbieten, wo Kundinnen und Kunden ohnehin eine Entscheidung treffen. In der Praxis liegt die Schwierigkeit in der Abstimmung zwischen den Beteiligten. Genau dort setzen wir an.',
    why: [
      {
        title: 'Das Problem',
        description:
          'Von den Embedded-Insurance-Vorhaben, die wir begleitet oder im Markt beobachtet haben, erreichen {figure:failureRate} ihr Ziel nicht – selten wegen der Idee, fast immer wegen der Umsetzung. Versicherer, Plattformen, Autohäuser und Banken verfolgen eigene Ziele, Verantwortlichkeiten bleiben unklar, und regulatorische Fragen tauchen erst auf, wenn das Produkt eigentlich schon an den Start gehen sollte.',
        icon: 'target',
      },
      {
        title: 'Die Marktlücke',
        description:
          'Es gibt Makler, die vermitteln, Versicherer, die Risiken tragen, und Plattformen, die Technik liefern. Was fehlt, ist eine unabhängige Instanz, die das Gesamtbild im Blick behält und die Beteiligten zu einem funktionierenden Angebot zusammenführt – ohne selbst ein Produkt verkaufen zu wollen.',
        icon: 'compass',
      },
      {
        title: 'Warum wir',
        description:
          'Wir kennen beide Seiten: Unser Gründer hat auf Seiten der Versicherer wie der Automobilfinanzierung gearbeitet und dort Versicherungsprogramme verantwortet. Wir wissen, wie Versicherer kalkulieren, wie Autohäuser verkaufen und wie Banken Risiken prüfen – und übersetzen zwischen diesen Welten, bevor Missverständnisse Zeit und Geld kosten.',
        icon: 'users',
      },
      {
        title: 'Unser Wertversprechen',
        description:
          'Wir machen Service, F&I und Embedded Insurance zu messbaren Ertragshebeln. Jede Phase endet mit etwas, das Sie verwenden können – einer schriftlichen Auswertung, einem Fahrplan, einer ersten einsatzfähigen Version –, und mit Kennzahlen, die Ihr Controlling nachvollziehen kann, statt Versprechen auf Folien.',
        icon: 'bar-chart-3',
      },
      {
        title: 'Was uns unterscheidet',
        description:
          'Anbieterneutral: Wir empfehlen Partner nach Eignung für Ihr Vorhaben und erhalten weder von Versicherern noch von Partnern Provisionen; bezahlt werden wir allein von unseren Kundinnen und Kunden. Gemeinsam entwickelt: Wir erarbeiten Lösungen zusammen mit Ihrem Team, damit das Wissen im Haus bleibt. Kennzahlengetrieben: Jede Maßnahme hat eine Kennzahl, an der wir uns messen lassen.',
        icon: 'scale',
      },
      {
        title: 'Das orchestrierte Ökosystem',
        description:
          'Versicherer, Assekuradeure, Plattformen, Telematik- und Datenanbieter, Autohäuser, Flotten, Banken und Leasinggesellschaften: Wir bringen die passenden Beteiligten an einen Tisch, klären Rollen, Schnittstellen und Verantwortlichkeiten und sorgen dafür, dass aus Einzelinteressen ein tragfähiges Gesamtangebot wird.',
        icon: 'network',
      },
    ],
    approachTitle: 'Unser Vorgehen in vier Schritten',
    approachIntro:
      'Jedes Vorhaben beginnt mit einer ehrlichen Bestandsaufnahme und endet nicht mit der Markteinführung. Die vier Schritte bauen aufeinander auf und lassen sich einzeln beauftragen – vom einzelnen Sparring-Termin bis zur Begleitung über den Start hinaus.',
    approach: [
      {
        title: 'Strategische Bestandsaufnahme',
        description:
          'Wir prüfen Ausgangslage, Ziele und Kennzahlen: Wo entsteht heute Ertrag, wo geht er verloren, welche Produkte und Partner sind bereits im Spiel? Ergebnis ist ein klarer Realitätscheck mit priorisierten Hebeln und einer ersten Einschätzung des Potenzials.',
        icon: 'search',
      },
      {
        title: 'Das Ökosystem abbilden',
        description:
          'Wir erfassen alle relevanten Beteiligten – Versicherer, Assekuradeure, Plattformen, Datenanbieter, Vertriebspartner – mit ihren Rollen, Interessen und Schnittstellen. So wird sichtbar, welche Partner fehlen, wo Reibung entsteht und wie ein tragfähiges Ökosystem für Ihr Angebot aussieht.',
        icon: 'map',
      },
      {
        title: 'Umsetzungsbegleitung',
        description:
          'In Co-Creation-Sprints entwickeln wir mit Ihrem Team Prototypen und Pilotprojekte, steuern die Partner und berücksichtigen regulatorische Anforderungen (IDD, DSGVO, Aufsicht) ab dem ersten Sprint – gemeinsam mit Ihrer Rechtsabteilung und Ihrem Compliance-Team, denn Rechtsberatung leisten wir nicht. Eine erste einsatzfähige Version erproben wir früh mit echten Kundinnen und Kunden; das Pilotprojekt folgt auf Basis belastbarer Zahlen.',
        icon: 'wrench',
      },
      {
        title: 'Kontinuierliche Optimierung',
        description:
          'Nach dem Marktstart messen wir F&I-Abschlussquoten, Versicherungsquoten, Schadenverläufe und Erträge an den vereinbarten Zielgrößen, passen Produkte und Prozesse an und übergeben einen Leitfaden, mit dem Ihr Team eigenständig weiterarbeiten kann.',
        icon: 'refresh-cw',
      },
    ],
    founder: {
      title: 'Der Gründer',
      name: '{founder}',
      role: '{founderRole}, strategischer Berater',
      paragraphs: [
        '{founder} arbeitet seit {figure:experience} Jahren an der Schnittstelle von Versicherung und Automobilfinanzierung. In früheren Funktionen hat er Versicherungsprogramme aufgebaut und verantwortet. Er kennt die Perspektive der Versicherer ebenso wie die der Autohäuser, Flotten und Finanzierer, die Versicherung zu ihren Kundinnen und Kunden bringen. Deshalb weiß er, wo Vorhaben häufig ins Stocken geraten: bei unklaren Rollen, fehlenden Daten, zu spät geklärten regulatorischen Fragen oder Produkten, die am Verkaufsprozess vorbei entwickelt wurden.',
        'Er arbeitet direkt mit Geschäftsführung, Produktverantwortlichen und Fachbereichen – ohne Umweg über große Projektteams. Unbequeme Fragen stellt er früh, Zielgrößen legt er gemeinsam mit Ihnen fest und misst den Fortschritt daran. Als Berater ohne eigenes Produkt empfiehlt er Partner allein nach Eignung und bleibt so lange an Bord, bis Ihr Team die Lösung selbst trägt.',
      ],
      quote:
        'Unabhängigkeit heißt für mich, nur das zu empfehlen, was für Ihr Geschäft funktioniert – nicht das, was einem Anbieter nützt.',
    },
    tickerLabel: 'Aktuell',
  },
  en: {
    whyTitle: 'Why {brand}',
    whyIntro:
      'Embedded insurance sounds simple: offer cover where customers are already making a decision. In practice, the difficulty lies in the coordination between the parties involved. That is exactly where we come in.',
    why: [
      {
        title: 'The problem',
        description:
          'Of the embedded insurance projects we have worked on or observed in the market, {figure:failureRate} miss their goal – rarely because of the idea, almost always because of the execution. Insurers, platforms, dealers and banks pursue their own goals, responsibilities remain vague, and regulatory questions surface just when the product was meant to launch.',
        icon: 'target',
      },
      {
        title: 'The market gap',
        description:
          'There are brokers who distribute, insurers who carry risk and platforms that supply technology. What is missing is an independent party that keeps the whole picture in view and brings the players together into an offer that works – without a product of its own to sell.',
        icon: 'compass',
      },
      {
        title: 'Why us',
        description:
          'We know both sides: our founder has worked on the insurer side as well as in automotive finance, and was responsible for insurance programmes there. We understand how insurers price, how dealers sell and how banks assess risk – and we translate between these worlds before misunderstandings cost time and money.',
        icon: 'users',
      },
      {
        title: 'Our value proposition',
        description:
          'We turn service, F&I and embedded insurance into measurable profit levers. Every phase ends with something you can use – a written analysis, a roadmap, a first working version – and with metrics your finance team can verify, rather than promises on slides.',
        icon: 'bar-chart-3',
      },
      {
        title: 'What sets us apart',
        description:
          'Vendor-neutral: we recommend partners on their fit for your initiative and take no commissions from insurers or partners; only our clients pay us. Co-creation: we develop solutions together with your team, so the know-how stays in your organisation. KPI-driven: every measure has a metric against which we are judged.',
        icon: 'scale',
      },
      {
        title: 'The orchestrated ecosystem',
        description:
          'Insurers, MGAs, platforms, telematics and data providers, dealers, fleets, banks and leasing companies: we bring the right players to the table, clarify roles, interfaces and responsibilities, and make sure individual interests add up to an offer that holds together.',
        icon: 'network',
      },
    ],
    approachTitle: 'Our approach in four steps',
    approachIntro:
      'Every initiative starts with an honest assessment and does not end at launch. The four steps build on each other and can be commissioned as modules – from a single sparring session to support well beyond go-live.',
    approach: [
      {
        title: 'Strategic assessment',
        description:
          'We examine your starting point, goals and metrics: where revenue is generated today, where it leaks away, and which products and partners are already involved. The result is a clear reality check with prioritised levers and an initial view of the potential.',
        icon: 'search',
      },
      {
        title: 'Ecosystem mapping',
        description:
          'We map every relevant player – insurers, MGAs, platforms, data providers, distribution partners – with their roles, interests and interfaces. This shows which partners are missing, where friction arises and what a workable ecosystem for your offer looks like.',
        icon: 'map',
      },
      {
        title: 'Implementation support',
        description:
          'In co-creation sprints we build prototypes and pilots with your team, steer the partners and work the regulatory requirements (IDD, GDPR, supervision) into the design – together with your lawyers and compliance team, as we do not give legal advice. We test a first working version with real customers early on, and the pilot follows on the basis of reliable figures.',
        icon: 'wrench',
      },
      {
        title: 'Continuous optimisation',
        description:
          'After launch we measure sales, take-up, claims experience and revenue against the agreed targets, adjust products and processes, and hand over a playbook that lets your team carry the work forward independently.',
        icon: 'refresh-cw',
      },
    ],
    founder: {
      title: 'The founder',
      name: '{founder}',
      role: '{founderRole}, strategic adviser',
      paragraphs: [
        '{founder} has worked at the interface between insurance and automotive finance for {figure:experience} years. In earlier roles he built and ran insurance programmes. He understands the perspective of insurers as well as that of the dealers, fleets and financiers who bring cover to their customers. He therefore knows where initiatives tend to stall: unclear roles, missing data, regulatory questions settled too late, or products developed in isolation from the sales process.',
        'He works directly with management, product owners and specialist teams – without layers of project staff in between. He asks the uncomfortable questions early, agrees targets with you and measures progress against them. As an adviser with no product of his own to sell, he recommends partners purely on fit and stays involved until your team can run the solution on its own.',
      ],
      quote:
        'For me, independence means recommending only what works for your business – not what suits a particular provider.',
    },
    tickerLabel: 'Latest',
  },
};

export type NewsCategory =
  | 'Embedded Insurance'
  | 'Fleet'
  | 'Automotive Retail'
  | 'Banking'
  | 'Regulation'
  | 'Telematics'
  | 'Ecosystem';

/** A short insight headline from the firm, linking to the page of this site that explains it. */
export interface NewsItem {
  readonly id: number;
  readonly date: string;
  readonly title: string;
  readonly language: 'en';
  readonly category: NewsCategory;
  readonly link: string;
}

/** Ids 1–15: broad topics. Ids 16–25: titles built around a clear search phrase. */
export const newsItems: readonly NewsItem[] = [
  {
    id: 1,
    date: '2025-06-03',
    title: 'Why most embedded insurance projects miss their goal – and the five causes we see most',
    language: 'en',
    category: 'Embedded Insurance',
    link: '/en/embedded-insurance-challenges',
  },
  {
    id: 2,
    date: '2025-06-12',
    title:
      'F&I as a profit lever: how dealerships lift their F&I closing rate with a better sales process',
    language: 'en',
    category: 'Automotive Retail',
    link: '/en/automotive/services',
  },
  {
    id: 3,
    date: '2025-06-24',
    title: 'Fleet insurance costs: where the savings in our projects come from',
    language: 'en',
    category: 'Fleet',
    link: '/en/flottenversicherung-optimieren',
  },
  {
    id: 4,
    date: '2025-07-02',
    title: 'Insurance in the finance journey: how banks earn more revenue per finance agreement',
    language: 'en',
    category: 'Banking',
    link: '/en/banking/services',
  },
  {
    id: 5,
    date: '2025-07-15',
    title:
      'IDD, GDPR and supervision: designing embedded insurance around the regulatory requirements',
    language: 'en',
    category: 'Regulation',
    link: '/en/embedded-insurance-implementation-guide',
  },
  {
    id: 6,
    date: '2025-07-29',
    title: 'Telematics consent under GDPR: what fleet operators need to settle before rollout',
    language: 'en',
    category: 'Telematics',
    link: '/en/telematik-versicherung',
  },
  {
    id: 7,
    date: '2025-08-07',
    title: 'Insurer, MGA, platform, dealer: who does what in an orchestrated insurance ecosystem',
    language: 'en',
    category: 'Ecosystem',
    link: '/en/ecosystem/partner-ecosystem',
  },
  {
    id: 8,
    date: '2025-08-19',
    title:
      'Duty of care for fleets in Germany: licence checks, driver briefings and UVV inspections in one process',
    language: 'en',
    category: 'Fleet',
    link: '/en/fuhrpark-risikomanagement',
  },
  {
    id: 9,
    date: '2025-08-28',
    title: 'Service retention through insurance: how dealers keep customers in their own workshop',
    language: 'en',
    category: 'Automotive Retail',
    link: '/en/solutions',
  },
  {
    id: 10,
    date: '2025-09-09',
    title:
      'Fleet example: how telematics already on board and a prevention programme brought claims costs down',
    language: 'en',
    category: 'Fleet',
    link: '/en/gewerbliche-flotten',
  },
  {
    id: 11,
    date: '2025-09-18',
    title: 'Co-creation instead of slide decks: from the first workshop to a first working version',
    language: 'en',
    category: 'Ecosystem',
    link: '/en/ecosystem/co-creation',
  },
  {
    id: 12,
    date: '2025-09-30',
    title:
      'Partner onboarding for banks and insurers: where the time saved before launch comes from',
    language: 'en',
    category: 'Banking',
    link: '/en/ecosystem/partners',
  },
  {
    id: 13,
    date: '2025-10-08',
    title:
      'Product governance in embedded insurance: what the IDD expects of distribution partners',
    language: 'en',
    category: 'Regulation',
    link: '/en/expertise',
  },
  {
    id: 14,
    date: '2025-10-21',
    title: 'From idea to pilot: how an embedded insurance roadmap is structured',
    language: 'en',
    category: 'Embedded Insurance',
    link: '/en/services',
  },
  {
    id: 15,
    date: '2025-11-04',
    title:
      'Vendor-neutral by design: why the coordinator of an insurance ecosystem should sell nothing',
    language: 'en',
    category: 'Ecosystem',
    link: '/en/about',
  },
  {
    id: 16,
    date: '2025-06-17',
    title: 'Fleet insurance comparison: the criteria that matter beyond the annual premium',
    language: 'en',
    category: 'Fleet',
    link: '/en/flottenversicherung-vergleich',
  },
  {
    id: 17,
    date: '2025-07-08',
    title:
      'Telematics insurance for fleets: how prevention reduces claims in a programme’s second year',
    language: 'en',
    category: 'Telematics',
    link: '/en/telematik-versicherung',
  },
  {
    id: 18,
    date: '2025-07-22',
    title:
      'Embedded insurance strategy: the questions to answer before choosing an insurance partner',
    language: 'en',
    category: 'Embedded Insurance',
    link: '/en/embedded-insurance-strategy',
  },
  {
    id: 19,
    date: '2025-08-12',
    title: 'F&I products for car dealers: which warranty and GAP offers fit your sales process',
    language: 'en',
    category: 'Automotive Retail',
    link: '/en/automotive/services',
  },
  {
    id: 20,
    date: '2025-08-26',
    title:
      'GAP insurance in leasing: covering the gap between vehicle value and the outstanding lease balance',
    language: 'en',
    category: 'Banking',
    link: '/en/branchen/leasinggesellschaften',
  },
  {
    id: 21,
    date: '2025-09-23',
    title: 'Embedded insurance consultant: what independent advice covers – and what it does not',
    language: 'en',
    category: 'Embedded Insurance',
    link: '/en/embedded-insurance-consultant',
  },
  {
    id: 22,
    date: '2025-10-14',
    title:
      'Fleet risk management in transport and logistics: how to reduce claims, downtime and premiums',
    language: 'en',
    category: 'Fleet',
    link: '/en/branchen/transport-spedition',
  },
  {
    id: 23,
    date: '2025-10-28',
    title:
      'Courier and parcel fleet insurance: managing high claims frequency in last-mile delivery',
    language: 'en',
    category: 'Fleet',
    link: '/en/branchen/kep-dienste',
  },
  {
    id: 24,
    date: '2025-11-11',
    title:
      'Embedded insurance implementation guide: from ecosystem mapping to go-live, step by step',
    language: 'en',
    category: 'Embedded Insurance',
    link: '/en/embedded-insurance-implementation-guide',
  },
  {
    id: 25,
    date: '2025-11-25',
    title: 'Commercial fleet insurance ROI: calculating what prevention and better cover are worth',
    language: 'en',
    category: 'Fleet',
    link: '/en/roi-calculator',
  },
];
