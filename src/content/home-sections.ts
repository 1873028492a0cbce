import type { Localized } from './types';

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
  readonly closing: { readonly title: string; readonly text: string; readonly button: string };
  readonly tickerLabel: string;
}

export const homeSections: Localized<HomeSections> = {
  de: {
    whyTitle: 'Warum Keller Advisory',
    whyIntro:
      'Embedded Insurance klingt einfach: Versicherung dort anbieten, wo Kunden ohnehin eine Entscheidung treffen. In der Praxis scheitern die meisten Vorhaben an der Abstimmung zwischen den Beteiligten. Genau dort setzen wir an.',
    why: [
      {
        title: 'Das Problem',
        description:
          '95 % der Embedded-Insurance-Projekte scheitern – selten an der Idee, meist an der Umsetzung. Versicherer, Plattformen, Händler und Banken verfolgen eigene Ziele, Verantwortlichkeiten bleiben unklar, und regulatorische Fragen tauchen erst auf, wenn das Produkt eigentlich schon live gehen sollte.',
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
          'Wir kennen beide Seiten: 35+ Jahre in Versicherung und Automobilfinanzierung, Erfahrung aus 300 Mio. €+ Bruttoprämie. Wir wissen, wie Versicherer kalkulieren, wie Händler verkaufen und wie Banken Risiken prüfen – und übersetzen zwischen diesen Welten, bevor Missverständnisse Zeit und Geld kosten.',
        icon: 'users',
      },
      {
        title: 'Unser Wertversprechen',
        description:
          'Wir machen Service, F&I und Embedded Insurance zu messbaren Ertragshebeln. Sie erhalten eine 90-Tage-Roadmap, erste Ergebnisse typischerweise in 14 Tagen und ein MVP in 2–4 Wochen – mit Zielgrößen, die Ihr Controlling nachvollziehen kann, statt Versprechen auf Folien.',
        icon: 'bar-chart-3',
      },
      {
        title: 'Was uns unterscheidet',
        description:
          'Anbieterneutral: Wir empfehlen Partner nach Eignung für Ihr Vorhaben, nicht nach Vertriebsinteressen. Co-Creation: Wir entwickeln Lösungen gemeinsam mit Ihrem Team, damit das Wissen im Haus bleibt. KPI-getrieben: Jede Maßnahme hat eine Kennzahl, an der wir uns messen lassen.',
        icon: 'scale',
      },
      {
        title: 'Das orchestrierte Ökosystem',
        description:
          'Versicherer, MGAs, Plattformen, Telematik- und Datenanbieter, Händler, Flotten, Banken und Leasinggesellschaften: Wir bringen die passenden Beteiligten an einen Tisch, klären Rollen, Schnittstellen und Verantwortlichkeiten und sorgen dafür, dass aus Einzelinteressen ein tragfähiges Gesamtangebot wird.',
        icon: 'network',
      },
    ],
    approachTitle: 'Unser Vorgehen in vier Schritten',
    approachIntro:
      'Jedes Vorhaben beginnt mit einer ehrlichen Bestandsaufnahme und endet nicht mit dem Launch. Die vier Schritte bauen aufeinander auf und lassen sich modular beauftragen – vom einzelnen Sparring bis zur Begleitung über den Go-Live hinaus.',
    approach: [
      {
        title: 'Strategische Bestandsaufnahme',
        description:
          'Wir prüfen Ausgangslage, Ziele und Kennzahlen: Wo entsteht heute Ertrag, wo geht er verloren, welche Produkte und Partner sind bereits im Spiel? Ergebnis ist ein klarer Realitätscheck mit priorisierten Hebeln und einer ersten Einschätzung des Potenzials.',
        icon: 'search',
      },
      {
        title: 'Ökosystem-Mapping',
        description:
          'Wir erfassen alle relevanten Beteiligten – Versicherer, MGAs, Plattformen, Datenanbieter, Vertriebspartner – mit ihren Rollen, Interessen und Schnittstellen. So wird sichtbar, welche Partner fehlen, wo Reibung entsteht und wie ein tragfähiges Ökosystem für Ihr Angebot aussieht.',
        icon: 'map',
      },
      {
        title: 'Umsetzungsbegleitung',
        description:
          'In Co-Creation-Sprints entwickeln wir mit Ihrem Team Prototypen und Piloten, steuern die Partner und behalten DSGVO-, IDD- und BaFin-Anforderungen im Blick. Ein MVP steht typischerweise nach 2–4 Wochen, der Pilot folgt auf Basis belastbarer Zahlen.',
        icon: 'wrench',
      },
      {
        title: 'Kontinuierliche Optimierung',
        description:
          'Nach dem Launch messen wir Abschlussquoten, Schadenverläufe und Erträge an den vereinbarten Zielgrößen, passen Produkte und Prozesse an und übergeben ein Playbook, mit dem Ihr Team eigenständig weiterarbeiten kann.',
        icon: 'refresh-cw',
      },
    ],
    founder: {
      title: 'Der Gründer',
      name: 'Thomas Keller',
      role: 'Gründer und Geschäftsführer, strategischer Berater',
      paragraphs: [
        'Thomas Keller arbeitet seit 35+ Jahren an der Schnittstelle von Versicherung und Automobilfinanzierung. Seine Erfahrung umfasst Versicherungsgeschäft mit 300 Mio. €+ Bruttoprämie. Er kennt die Perspektive der Versicherer ebenso wie die der Händler, Flotten und Finanzierer, die Versicherung zu ihren Kunden bringen. Deshalb weiß er, wo Vorhaben typischerweise ins Stocken geraten: bei unklaren Rollen, fehlenden Daten, zu spät geklärten regulatorischen Fragen oder Produkten, die am Verkaufsprozess vorbei entwickelt wurden.',
        'Er arbeitet direkt mit Geschäftsführung, Produktverantwortlichen und Fachbereichen – ohne Umweg über große Projektteams. Unbequeme Fragen stellt er früh, Zielgrößen legt er gemeinsam mit Ihnen fest und misst den Fortschritt daran. Als Berater ohne eigenes Produkt empfiehlt er Partner allein nach Eignung und bleibt so lange an Bord, bis Ihr Team die Lösung selbst trägt.',
      ],
      quote:
        'Unabhängigkeit heißt für mich, nur das zu empfehlen, was für Ihr Geschäft funktioniert – nicht das, was einem Anbieter nützt.',
    },
    closing: {
      title: 'Lassen Sie uns über Ihr Vorhaben sprechen',
      text: 'In einem kostenlosen, 60-minütigen Erstgespräch klären wir Ihre Ausgangslage, die größten Hebel und den sinnvollsten nächsten Schritt. Ohne Verkaufspräsentation, ohne Verpflichtung – dafür mit einer ehrlichen Einschätzung, ob und wie wir Ihnen helfen können.',
      button: 'Kostenloses Erstgespräch vereinbaren',
    },
    tickerLabel: 'Aktuell',
  },
  en: {
    whyTitle: 'Why Keller Advisory',
    whyIntro:
      'Embedded insurance sounds simple: offer cover where customers are already making a decision. In practice, most initiatives fail on the coordination between the parties involved. That is exactly where we come in.',
    why: [
      {
        title: 'The problem',
        description:
          '95% of embedded insurance projects fail – rarely because of the idea, mostly because of the execution. Insurers, platforms, dealers and banks pursue their own goals, responsibilities remain vague, and regulatory questions surface just when the product was meant to go live.',
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
          'We know both sides: 35+ years in insurance and automotive finance, experience behind €300m+ gross written premium. We understand how insurers price, how dealers sell and how banks assess risk – and we translate between these worlds before misunderstandings cost time and money.',
        icon: 'users',
      },
      {
        title: 'Our value proposition',
        description:
          'We turn service, F&I and embedded insurance into measurable profit levers. You get a 90-day roadmap, first results typically within 14 days and an MVP in 2–4 weeks – with targets your finance team can verify, rather than promises on slides.',
        icon: 'bar-chart-3',
      },
      {
        title: 'What sets us apart',
        description:
          'Vendor-neutral: we recommend partners on their fit for your initiative, not on commercial interest. Co-creation: we develop solutions together with your team, so the know-how stays in your organisation. KPI-driven: every measure has a metric against which we are judged.',
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
          'In co-creation sprints we build prototypes and pilots with your team, steer the partners and keep GDPR, IDD and BaFin requirements in view. An MVP is typically in place within 2–4 weeks, and the pilot follows on the basis of reliable figures.',
        icon: 'wrench',
      },
      {
        title: 'Continuous optimisation',
        description:
          'After launch we measure closing rates, claims experience and revenue against the agreed targets, adjust products and processes, and hand over a playbook that lets your team carry the work forward independently.',
        icon: 'refresh-cw',
      },
    ],
    founder: {
      title: 'The founder',
      name: 'Thomas Keller',
      role: 'Founder and Managing Director, strategic adviser',
      paragraphs: [
        'Thomas Keller has worked at the interface between insurance and automotive finance for 35+ years. His experience covers insurance business with €300m+ gross written premium. He understands the perspective of insurers as well as that of the dealers, fleets and financiers who bring cover to their customers. He therefore knows where initiatives typically stall: unclear roles, missing data, regulatory questions settled too late, or products developed in isolation from the sales process.',
        'He works directly with management, product owners and specialist teams – without layers of project staff in between. He asks the uncomfortable questions early, agrees targets with you and measures progress against them. As an adviser with no product of his own to sell, he recommends partners purely on fit and stays involved until your team can run the solution on its own.',
      ],
      quote:
        'For me, independence means recommending only what works for your business – not what suits a particular provider.',
    },
    closing: {
      title: 'Let’s talk about your plans',
      text: 'In a free 60-minute introductory call we clarify your starting point, the biggest levers and the most sensible next step. No sales pitch, no obligation – just an honest view of whether and how we can help.',
      button: 'Book your free introductory call',
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

/** A short insight headline from Keller Advisory, linking to the page of this site that explains it. */
export interface NewsItem {
  readonly id: number;
  readonly date: string;
  readonly title: string;
  readonly language: 'en';
  readonly category: NewsCategory;
  readonly source: 'Keller Advisory';
  readonly link: string;
}

/** Ids 1–15: broad topics. Ids 16–25: titles built around a clear search phrase. */
export const newsItems: readonly NewsItem[] = [
  {
    id: 1,
    date: '2025-06-03',
    title: 'Why 95% of embedded insurance projects fail – and the five causes we see most',
    language: 'en',
    category: 'Embedded Insurance',
    source: 'Keller Advisory',
    link: '/en/embedded-insurance-challenges',
  },
  {
    id: 2,
    date: '2025-06-12',
    title: 'F&I as a profit lever: how dealerships move closing rates from 60% to 85%+',
    language: 'en',
    category: 'Automotive Retail',
    source: 'Keller Advisory',
    link: '/en/automotive/services',
  },
  {
    id: 3,
    date: '2025-06-24',
    title: 'Fleet insurance costs: where savings of 20–30% typically come from in our projects',
    language: 'en',
    category: 'Fleet',
    source: 'Keller Advisory',
    link: '/en/flottenversicherung-optimieren',
  },
  {
    id: 4,
    date: '2025-07-02',
    title: 'Insurance in the financing journey: how banks typically add 2–4% revenue per financing',
    language: 'en',
    category: 'Banking',
    source: 'Keller Advisory',
    link: '/en/banking/services',
  },
  {
    id: 5,
    date: '2025-07-15',
    title: 'IDD, GDPR and BaFin: building compliance into embedded insurance from the outset',
    language: 'en',
    category: 'Regulation',
    source: 'Keller Advisory',
    link: '/en/embedded-insurance-implementation-guide',
  },
  {
    id: 6,
    date: '2025-07-29',
    title: 'Telematics consent under GDPR: what fleet operators need to settle before rollout',
    language: 'en',
    category: 'Telematics',
    source: 'Keller Advisory',
    link: '/en/telematik-versicherung',
  },
  {
    id: 7,
    date: '2025-08-07',
    title: 'Insurer, MGA, platform, dealer: who does what in an orchestrated insurance ecosystem',
    language: 'en',
    category: 'Ecosystem',
    source: 'Keller Advisory',
    link: '/en/ecosystem/partner-ecosystem',
  },
  {
    id: 8,
    date: '2025-08-19',
    title:
      'Duty of care in the fleet: licence checks, driver briefings and UVV in a single process',
    language: 'en',
    category: 'Fleet',
    source: 'Keller Advisory',
    link: '/en/fuhrpark-risikomanagement',
  },
  {
    id: 9,
    date: '2025-08-28',
    title: 'Service retention through insurance: how dealers keep customers in their own workshop',
    language: 'en',
    category: 'Automotive Retail',
    source: 'Keller Advisory',
    link: '/en/solutions',
  },
  {
    id: 10,
    date: '2025-09-09',
    title:
      'Fleet example: 220 vehicles, 28% lower incident costs over six months – what made the difference',
    language: 'en',
    category: 'Fleet',
    source: 'Keller Advisory',
    link: '/en/gewerbliche-flotten',
  },
  {
    id: 11,
    date: '2025-09-18',
    title: 'Co-creation instead of slide decks: from the first workshop to an MVP in 2–4 weeks',
    language: 'en',
    category: 'Ecosystem',
    source: 'Keller Advisory',
    link: '/en/ecosystem/co-creation',
  },
  {
    id: 12,
    date: '2025-09-30',
    title: 'Partner onboarding for banks and insurers: up to 40% faster time-to-market in practice',
    language: 'en',
    category: 'Banking',
    source: 'Keller Advisory',
    link: '/en/ecosystem/partners',
  },
  {
    id: 13,
    date: '2025-10-08',
    title:
      'Product governance in embedded insurance: what the IDD expects of distribution partners',
    language: 'en',
    category: 'Regulation',
    source: 'Keller Advisory',
    link: '/en/expertise',
  },
  {
    id: 14,
    date: '2025-10-21',
    title: 'The 90-day roadmap: how an embedded insurance initiative gets from idea to pilot',
    language: 'en',
    category: 'Embedded Insurance',
    source: 'Keller Advisory',
    link: '/en/services',
  },
  {
    id: 15,
    date: '2025-11-04',
    title:
      'Vendor-neutral by design: why the coordinator of an insurance ecosystem should sell nothing',
    language: 'en',
    category: 'Ecosystem',
    source: 'Keller Advisory',
    link: '/en/about',
  },
  {
    id: 16,
    date: '2025-06-17',
    title: 'Fleet insurance comparison: the criteria that matter beyond the annual premium',
    language: 'en',
    category: 'Fleet',
    source: 'Keller Advisory',
    link: '/en/flottenversicherung-vergleich',
  },
  {
    id: 17,
    date: '2025-07-08',
    title: 'Telematics insurance for fleets: up to +40% claims prevention with the right data',
    language: 'en',
    category: 'Telematics',
    source: 'Keller Advisory',
    link: '/en/telematik-versicherung',
  },
  {
    id: 18,
    date: '2025-07-22',
    title:
      'Embedded insurance strategy: the questions to answer before choosing an insurance partner',
    language: 'en',
    category: 'Embedded Insurance',
    source: 'Keller Advisory',
    link: '/en/embedded-insurance-strategy',
  },
  {
    id: 19,
    date: '2025-08-12',
    title: 'F&I products for car dealers: which warranty and GAP offers fit your sales process',
    language: 'en',
    category: 'Automotive Retail',
    source: 'Keller Advisory',
    link: '/en/automotive/services',
  },
  {
    id: 20,
    date: '2025-08-26',
    title:
      'GAP insurance in leasing: covering the gap between vehicle value and the outstanding lease balance',
    language: 'en',
    category: 'Banking',
    source: 'Keller Advisory',
    link: '/en/branchen/leasinggesellschaften',
  },
  {
    id: 21,
    date: '2025-09-23',
    title: 'Embedded insurance consultant: what independent advice covers – and what it does not',
    language: 'en',
    category: 'Embedded Insurance',
    source: 'Keller Advisory',
    link: '/en/embedded-insurance-consultant',
  },
  {
    id: 22,
    date: '2025-10-14',
    title:
      'Fleet risk management in transport and logistics: fewer claims, less downtime, lower premiums',
    language: 'en',
    category: 'Fleet',
    source: 'Keller Advisory',
    link: '/en/branchen/transport-spedition',
  },
  {
    id: 23,
    date: '2025-10-28',
    title:
      'Courier and parcel fleet insurance: managing high claims frequency in last-mile delivery',
    language: 'en',
    category: 'Fleet',
    source: 'Keller Advisory',
    link: '/en/branchen/kep-dienste',
  },
  {
    id: 24,
    date: '2025-11-11',
    title:
      'Embedded insurance implementation guide: from ecosystem mapping to go-live, step by step',
    language: 'en',
    category: 'Embedded Insurance',
    source: 'Keller Advisory',
    link: '/en/embedded-insurance-implementation-guide',
  },
  {
    id: 25,
    date: '2025-11-25',
    title: 'Commercial fleet insurance ROI: calculating what prevention and better cover are worth',
    language: 'en',
    category: 'Fleet',
    source: 'Keller Advisory',
    link: '/en/roi-calculator',
  },
];
