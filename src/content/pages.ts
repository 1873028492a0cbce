import type { Locale } from '@/i18n/locales';
import { canonicalKey, type RouteKey } from '@/site/routes';
import { heroHeading } from './heroes';

export interface PageCopy {
  /** Browser/search title WITHOUT the brand; at most 46 characters. */
  readonly title: string;
  /** Meta description, 120–158 characters. */
  readonly description: string;
  /** The page's single <h1>. */
  readonly heading: string;
  /** Two or three sentences introducing the page, 35–70 words, specific to this page's audience and job. */
  readonly lead: string;
}

export const pages: Record<
  Exclude<RouteKey, 'homeOriginal' | 'homeRedesigned'>,
  Record<Locale, PageCopy>
> = {
  home: {
    de: {
      title: 'Unabhängige Embedded-Insurance-Beratung',
      description:
        'Strategische Versicherungslösungen für Flotten, Autohäuser und Banken im DACH-Raum, anbieterneutral und DSGVO-konform. Kostenloses Erstgespräch buchen.',
      heading: heroHeading('general', 'de'),
      lead: 'Wir beraten Flottenbetreiber, Leasinggesellschaften, Autohäuser, Banken und Versicherer dabei, Versicherungsschutz direkt in Fahrzeug, Finanzierung und Service einzubetten. Als unabhängige Beratung koordinieren wir Versicherer, Plattformen, Datenanbieter und Vertriebspartner, ohne eigene Produkte zu verkaufen. Ein erstes MVP steht typischerweise nach 2–4 Wochen.',
    },
    en: {
      title: 'Independent embedded insurance advisory',
      description:
        'Strategic insurance solutions for fleets, car dealerships and financiers across DACH – vendor-neutral and GDPR-compliant. Book your free 60-minute call.',
      heading: heroHeading('general', 'en'),
      lead: 'We advise fleet operators, leasing companies, car dealerships, banks and insurers on embedding cover directly into vehicles, financing and service. As an independent consultancy, we coordinate insurers, platforms, data providers and distribution partners without selling products of our own. A first MVP is typically ready within 2–4 weeks.',
    },
  },
  about: {
    de: {
      title: 'Über uns – Mission und Werte',
      description:
        'Keller Advisory ist eine unabhängige Beratung für Embedded Insurance aus München: 35+ Jahre Erfahrung, weder Makler noch Versicherer noch Plattform.',
      heading: 'Unabhängig zwischen allen Beteiligten',
      lead: 'Keller Advisory wurde von Thomas Keller gegründet, der auf mehr als 35 Jahre Erfahrung in Versicherung und Automobilfinanzierung zurückblickt. Wir sind weder Makler noch Versicherer noch Plattform. Unsere Aufgabe ist es, alle Beteiligten eines Embedded-Insurance-Modells an einen Tisch zu bringen – getragen von Unabhängigkeit, Transparenz, Versicherungskompetenz und Partnerschaft.',
    },
    en: {
      title: 'About us – mission and values',
      description:
        'Keller Advisory is an independent embedded insurance consultancy based in Munich: 35+ years of experience, and neither a broker, an insurer nor a platform.',
      heading: 'Independent, between all the parties',
      lead: 'Keller Advisory was founded by Thomas Keller, who brings more than 35 years of experience in insurance and automotive finance. We are not a broker, an insurer or a platform. Our job is to bring everyone involved in an embedded insurance model to the same table, guided by independence, transparency, insurance expertise and partnership.',
    },
  },
  services: {
    de: {
      title: 'Modulare Leistungen in vier Phasen',
      description:
        'Sparring, Strategie, Build und Activate: modulare Beratung für Flotten, Autohandel und Banken – vom Reality-Check bis zur Markteinführung, einzeln buchbar.',
      heading: 'Vier Phasen, die Sie einzeln oder zusammen nutzen',
      lead: 'Unsere Leistungen sind modular aufgebaut. Im Sparring klären wir in einer 1:1-Sitzung, wo Sie stehen und was der nächste Schritt ist. In der Strategie-Phase entstehen in 2–3 Vertiefungsterminen Positionierung und Roadmap, in Build und Activate folgen Prototypen, Pilotprojekte und eine tragfähige Struktur für den Marktstart.',
    },
    en: {
      title: 'Modular services in four phases',
      description:
        'Sparring, Strategy, Build and Activate: modular advisory for fleets, automotive retail and banking – from reality check to go-to-market, booked as needed.',
      heading: 'Four phases, used individually or together',
      lead: 'Our services are modular. In Sparring, a 1:1 session gives you a reality check and a clear next move. Strategy adds 2–3 deep dives on narrative, positioning and roadmap, while Build and Activate bring co-creation sprints, pilots and a launch structure backed by a go-to-market playbook.',
    },
  },
  expertise: {
    de: {
      title: 'Expertise in fünf Kompetenzfeldern',
      description:
        'Fünf Kompetenzfelder aus über 35 Jahren in Versicherung und Automobilfinanzierung – von der Produktgestaltung über Daten und Telematik bis zur Regulierung.',
      heading: 'Fünf Kompetenzfelder, ein durchgängiges Verständnis',
      lead: 'Embedded Insurance scheitert selten an einer einzelnen Disziplin, sondern an den Übergängen zwischen ihnen – deshalb verbindet unsere Expertise Versicherungsprodukt, Finanzierung, Daten und Telematik, Regulierung und Vertrieb. Aus über 35 Jahren Praxis und mehr als 300 Mio. € Bruttoprämie wissen wir, wo Vorhaben typischerweise ins Stocken geraten.',
    },
    en: {
      title: 'Expertise across five capability areas',
      description:
        'Five capability areas built over 35+ years in insurance and automotive finance – from product design and telematics data to regulation and distribution.',
      heading: 'Five capability areas, one joined-up view',
      lead: 'Embedded insurance rarely fails because of a single discipline; it fails at the handovers between them. Our expertise connects insurance product, financing, data and telematics, regulation and distribution. With more than 35 years in the field and more than €300m in gross written premium behind us, we know where projects typically stall.',
    },
  },
  contact: {
    de: {
      title: 'Kontakt – Telefon, E-Mail, Anfrage',
      description:
        'So erreichen Sie Keller Advisory in München: per Telefon, E-Mail oder Anfrageformular. Wir antworten persönlich, in der Regel innerhalb eines Werktags.',
      heading: 'So erreichen Sie uns',
      lead: 'Ob konkrete Projektidee, Frage zur Regulierung oder erste Orientierung: Schreiben Sie uns, rufen Sie an oder nutzen Sie das Anfrageformular. Ihre Nachricht landet direkt bei Thomas Keller und nicht in einem Callcenter. Wenn Sie lieber gleich einen Termin festlegen möchten, buchen Sie das kostenlose 60-minütige Erstgespräch.',
    },
    en: {
      title: 'Contact – phone, email, enquiry',
      description:
        'How to reach Keller Advisory in Munich: by phone, by email or via the enquiry form. Every message is answered personally, usually within one working day.',
      heading: 'How to reach us',
      lead: 'Whether you have a concrete project idea, a regulatory question or simply want to get your bearings, write to us, call or use the enquiry form. Your message goes straight to Thomas Keller, not to a call centre. If you would rather fix a date straight away, book the free 60-minute introductory call.',
    },
  },
  bookConsultation: {
    de: {
      title: 'Kostenloses Erstgespräch buchen',
      description:
        '60 Minuten, kostenlos und ohne Verkaufsgespräch: Wir prüfen Ihr Vorhaben, benennen Chancen und Risiken und zeigen Ihnen den sinnvollsten nächsten Schritt.',
      heading: 'Ihr kostenloses Erstgespräch: 60 Minuten, kein Pitch',
      lead: 'Im Erstgespräch geht es um Ihr Vorhaben, nicht um unser Angebot. In 60 Minuten ordnen wir Ausgangslage, Beteiligte und Ziele ein und sagen offen, was realistisch ist. Sie gehen mit einer klaren Einschätzung und einem konkreten nächsten Schritt aus dem Termin – unabhängig davon, ob wir danach zusammenarbeiten.',
    },
    en: {
      title: 'Book your free introductory call',
      description:
        'Sixty minutes, free of charge and without a sales pitch: we review your plans, name the opportunities and risks, and show you the most sensible next step.',
      heading: 'Your free introductory call: 60 minutes, no pitch',
      lead: 'The introductory call is about your plans, not our offering. In 60 minutes we look at your starting point, the parties involved and your goals, and say openly what is realistic. You leave with a clear assessment and a concrete next step, whether or not we work together afterwards.',
    },
  },
  blog: {
    de: {
      title: 'Blog – Fachbeiträge zu Embedded Insurance',
      description:
        'Fachbeiträge und LinkedIn-Beiträge zu Embedded Insurance, Flottenrisiken, F&I im Autohaus und Bankvertrieb – praxisnah für den DACH-Markt eingeordnet.',
      heading: 'Fachbeiträge und Einordnungen',
      lead: 'Hier veröffentlichen wir Beiträge zu Embedded Insurance, Flottenrisiken, F&I im Autohaus und Versicherungsvertrieb über Banken. Dazu kommen kürzere Einordnungen, die zuerst auf LinkedIn erschienen sind. Der Anspruch ist immer derselbe: nüchtern, praxisnah und mit Blick auf das, was im DACH-Markt tatsächlich umsetzbar ist.',
    },
    en: {
      title: 'Blog – articles on embedded insurance',
      description:
        'Articles and LinkedIn posts on embedded insurance, fleet risk, dealership F&I and distribution through banks – practical analysis for the DACH market.',
      heading: 'Articles and commentary',
      lead: 'Here we publish articles on embedded insurance, fleet risk, dealership F&I and insurance distribution through banks, alongside shorter pieces that first appeared on LinkedIn. The aim is always the same: sober, practical and focused on what can actually be implemented in the DACH market.',
    },
  },
  caseStudies: {
    de: {
      title: 'Fallstudien aus Flotte, Autohaus und Bank',
      description:
        'Wie Embedded Insurance in der Praxis wirkt: etwa bei einer Flotte mit 220 Fahrzeugen, die ihre Schadenkosten innerhalb von sechs Monaten um 28 % gesenkt hat.',
      heading: 'Ergebnisse aus der Praxis',
      lead: 'Fallstudien zeigen, was zwischen Konzept und Ergebnis tatsächlich passiert. Ein Beispiel: Eine Flotte mit 220 Fahrzeugen hat ihre Schadenkosten innerhalb von sechs Monaten um 28 % gesenkt. Wir beschreiben jeweils Ausgangslage, Vorgehen und Ergebnis – ohne Namen der Beteiligten, aber mit den Entscheidungen, die den Unterschied gemacht haben.',
    },
    en: {
      title: 'Case studies from fleets, dealers and banks',
      description:
        'How embedded insurance works in practice – for example, a fleet of 220 vehicles that cut its incident costs by 28% within six months.',
      heading: 'Results from real projects',
      lead: 'Case studies show what actually happens between concept and result. One example: a fleet of 220 vehicles reduced its incident costs by 28% within six months. For each case we describe the starting point, the approach and the outcome, without naming the parties involved, but with the decisions that made the difference.',
    },
  },
  insights: {
    de: {
      title: 'Marktanalysen zu Embedded Insurance in DACH',
      description:
        'Einordnungen zum Markt für Embedded Insurance in Deutschland, Österreich und der Schweiz: Akteure, Regulierung, Geschäftsmodelle und typische Fallstricke.',
      heading: 'Der DACH-Markt für Embedded Insurance',
      lead: 'Embedded Insurance wird im DACH-Raum viel diskutiert, doch 95 % der Projekte scheitern. Hier ordnen wir ein, welche Akteure den Markt prägen, was DSGVO, IDD und BaFin konkret verlangen und welche Geschäftsmodelle sich für Flotten, Autohäuser und Banken tatsächlich rechnen.',
    },
    en: {
      title: 'Market insights: embedded insurance in DACH',
      description:
        'Analysis of the embedded insurance market in Germany, Austria and Switzerland: key players, regulation, business models and the most common pitfalls.',
      heading: 'The DACH market for embedded insurance',
      lead: 'Embedded insurance is widely discussed across Germany, Austria and Switzerland, yet 95% of projects fail. Here we look at which players shape the market, what GDPR, IDD and BaFin actually require, and which business models genuinely pay off for fleets, dealerships and banks.',
    },
  },
  resources: {
    de: {
      title: 'Ressourcen: Checklisten und 90-Tage-Roadmap',
      description:
        'Werkzeuge für Ihr Embedded-Insurance-Vorhaben: Checklisten, Entscheidungshilfen und eine 90-Tage-Roadmap, die die ersten Schritte bis zum Pilot strukturiert.',
      heading: 'Werkzeuge für den Start',
      lead: 'Nicht jede Frage braucht sofort ein Beratungsmandat. Mit unseren Checklisten und Entscheidungshilfen prüfen Sie selbst, wie weit Ihr Vorhaben ist, welche Partner fehlen und wo regulatorische Hürden liegen. Die 90-Tage-Roadmap zeigt, wie Sie vom ersten Konzept zu belastbaren Ergebnissen kommen.',
    },
    en: {
      title: 'Resources: checklists and a 90-day roadmap',
      description:
        'Tools for your embedded insurance project: checklists, decision aids and a 90-day roadmap that structures the first steps from initial idea to pilot.',
      heading: 'Tools to get you started',
      lead: 'Not every question needs a consulting engagement straight away. With our checklists and decision aids you can assess how far your project has come, which partners are missing and where the regulatory hurdles lie. The 90-day roadmap shows how to move from a first concept to robust results.',
    },
  },
  sitemap: {
    de: {
      title: 'Sitemap – alle Seiten im Überblick',
      description:
        'Alle Seiten von Keller Advisory auf einen Blick: Leistungen, Lösungen nach Zielgruppe, Branchenmodule, Ökosystem, Fachwissen, Kontakt und rechtliche Hinweise.',
      heading: 'Alle Seiten im Überblick',
      lead: 'Diese Übersicht listet sämtliche Seiten der Website, geordnet nach Themen. Sie finden hier Leistungen und Lösungen für Flotten, Autohäuser und Banken, die Branchenmodule, das Partner-Ökosystem, Fachbeiträge und Werkzeuge sowie Kontakt und rechtliche Angaben. So gelangen Sie ohne Umweg über die Navigation direkt zur gesuchten Seite.',
    },
    en: {
      title: 'Sitemap – all pages at a glance',
      description:
        'Every page of the Keller Advisory website at a glance: services, solutions by audience, industry modules, ecosystem, knowledge, contact and legal information.',
      heading: 'All pages at a glance',
      lead: 'This overview lists every page on the website, grouped by topic. You will find services and solutions for fleets, dealerships and banks, the industry modules, the partner ecosystem, articles and tools, as well as contact details and legal information. It takes you straight to the page you need without going through the navigation.',
    },
  },
  roiCalculator: {
    de: {
      title: 'ROI-Rechner für Flotten, Autohäuser und Banken',
      description:
        'Schätzen Sie das Potenzial von Embedded Insurance für Ihr Unternehmen: Versicherungskosten, F&I-Abschlussquote oder Zusatzertrag je Finanzierung.',
      heading: 'Was Embedded Insurance Ihnen bringen kann',
      lead: 'Der ROI-Rechner liefert Ihnen eine erste Größenordnung – für Flotten bei den Versicherungskosten, für Autohäuser bei der F&I-Abschlussquote, für Banken beim Zusatzertrag je Finanzierung. Die Ergebnisse beruhen auf Ihren Eingaben und typischen Bandbreiten. Sie ersetzen keine individuelle Analyse, sind aber eine solide Grundlage für das Erstgespräch.',
    },
    en: {
      title: 'ROI calculator for fleets, dealers and banks',
      description:
        'Estimate what embedded insurance could deliver for your business: insurance costs, F&I closing rate or additional revenue per financing, in a few steps.',
      heading: 'What embedded insurance could deliver for you',
      lead: 'The ROI calculator gives you a first order of magnitude: insurance costs for fleets, F&I closing rates for dealerships and additional revenue per financing for banks. The results are based on your inputs and typical ranges. They do not replace an individual analysis, but they are a sound basis for the introductory call.',
    },
  },
  solutions: {
    de: {
      title: 'Lösungen nach Zielgruppe',
      description:
        'Embedded-Insurance-Lösungen für Flottenbetreiber und Leasinggesellschaften, Autohäuser sowie Banken, Finanzierer und Versicherer – mit messbaren Zielen.',
      heading: 'Lösungen für Ihre Rolle im Markt',
      lead: 'Ein Flottenbetreiber will Schäden und Prämien senken, ein Autohaus mehr F&I-Ertrag und Kundenbindung, eine Bank zusätzlichen Ertrag je Finanzierung. Entsprechend unterschiedlich sehen die Lösungen aus. Hier finden Sie für jede Zielgruppe die typischen Hebel – etwa 20–30 % geringere Kosten der Flottenversicherung oder 2–4 % mehr Bankertrag je Finanzierung.',
    },
    en: {
      title: 'Solutions by audience',
      description:
        'Embedded insurance solutions for fleet operators and leasing companies, car dealerships, and banks, financiers and insurers – each with measurable goals.',
      heading: 'Solutions for your role in the market',
      lead: 'A fleet operator wants lower claims and premiums, a dealership more F&I revenue and customer loyalty, a bank more revenue per financing. The solutions differ accordingly. Here you will find the typical levers for each audience, such as 20–30% lower fleet insurance costs or 2–4% additional bank revenue per financing.',
    },
  },
  cv: {
    de: {
      title: 'Lebenslauf von Thomas Keller',
      description:
        'Der berufliche Werdegang von Thomas Keller, Gründer von Keller Advisory: über 35 Jahre in Versicherung und Automobilfinanzierung, 300 Mio. €+ Bruttoprämie.',
      heading: 'Thomas Keller – beruflicher Werdegang',
      lead: 'Thomas Keller ist seit über 35 Jahren in der Versicherungswirtschaft und der Automobilfinanzierung tätig und hat dabei Geschäft mit mehr als 300 Mio. € Bruttoprämie begleitet. Der Lebenslauf zeigt die Stationen und Schwerpunkte, die seine Beratung heute prägen, und wie daraus Keller Advisory in München entstanden ist.',
    },
    en: {
      title: 'CV of Thomas Keller',
      description:
        'The professional background of Thomas Keller, founder of Keller Advisory: 35+ years in insurance and automotive finance, €300m+ gross written premium.',
      heading: 'Thomas Keller – professional background',
      lead: 'Thomas Keller has worked in insurance and automotive finance for more than 35 years, during which he has been involved in business totalling more than €300m in gross written premium. His CV sets out the roles and focus areas that shape his advice today, and how they led to founding Keller Advisory in Munich.',
    },
  },
  keynoteSpeaker: {
    de: {
      title: 'Keynote-Speaker für Embedded Insurance',
      description:
        'Thomas Keller spricht über Embedded Insurance, Mobilitätsrisiken und die Zukunft des Versicherungsvertriebs – fundiert, praxisnah und ohne Schlagworte.',
      heading: 'Keynotes zu Embedded Insurance und Mobilitätsrisiken',
      lead: 'Thomas Keller spricht auf Konferenzen, Branchentreffen und Unternehmensveranstaltungen darüber, wie Versicherung in Fahrzeug, Finanzierung und Service wandert. Seine Vorträge verbinden über 35 Jahre Praxis mit einem nüchternen Blick auf Daten, Regulierung und Geschäftsmodelle. Ihr Publikum erhält Einordnung statt Schlagworte und konkrete Anregungen für die eigene Organisation.',
    },
    en: {
      title: 'Keynote speaker on embedded insurance',
      description:
        'Thomas Keller speaks on embedded insurance, mobility risk and the future of insurance distribution – grounded in practice and free of buzzwords.',
      heading: 'Keynotes on embedded insurance and mobility risk',
      lead: 'Thomas Keller speaks at conferences, industry gatherings and corporate events about how insurance is moving into the vehicle, the financing and the service contract. His talks combine more than 35 years of practice with a sober view of data, regulation and business models. Your audience gets perspective rather than buzzwords, and concrete ideas for their own organisation.',
    },
  },
  riskAdvisory: {
    de: {
      title: 'Unabhängige Risikoberatung für Flotten',
      description:
        'Unabhängige Risikoberatung für Flotten und Mobilitätsanbieter: Schadenanalyse, Prävention, Versicherungsmodelle und Halterpflichten – ohne Produktinteresse.',
      heading: 'Risiken verstehen, bevor Sie sie versichern',
      lead: 'Wer seine Fahrzeugrisiken kennt, verhandelt anders mit Versicherern. Wir analysieren Schadenhistorie, Fahrzeugeinsatz und Organisation, bewerten Präventionsmaßnahmen und prüfen, welches Versicherungsmodell zu Ihrer Flotte passt. Da wir weder Makler noch Versicherer sind, bleibt unsere Empfehlung unabhängig von Produkten und Anbietern.',
    },
    en: {
      title: 'Independent risk advisory for fleets',
      description:
        'Independent risk advisory for fleets and mobility providers: claims analysis, prevention, insurance models and duty of care – with no product to sell.',
      heading: 'Understand your risks before you insure them',
      lead: 'If you know your vehicle risks, you negotiate differently with insurers. We analyse claims history, vehicle use and organisation, assess prevention measures and examine which insurance model suits your fleet. Because we are neither a broker nor an insurer, our recommendation stays independent of products and providers.',
    },
  },
  ecosystemCapabilities: {
    de: {
      title: 'Kompetenzrahmen für Ökosystem-Orchestrierung',
      description:
        'Welche Fähigkeiten ein Embedded-Insurance-Ökosystem braucht – von Produkt und Daten über Integration und Regulierung bis zur Steuerung aller Partner.',
      heading: 'Die Fähigkeiten hinter einem funktionierenden Ökosystem',
      lead: 'Ein Embedded-Insurance-Modell braucht mehr als einen Versicherer und eine Schnittstelle. Unser Kompetenzrahmen beschreibt, welche Fähigkeiten Strategie, Produkt, Technik, Daten, Regulierung und Vertrieb beisteuern müssen und wer sie im Ökosystem übernimmt. So wird sichtbar, wo Lücken bestehen, bevor sie ein Vorhaben aufhalten.',
    },
    en: {
      title: 'Capability framework for ecosystems',
      description:
        'The capabilities an embedded insurance ecosystem needs – from product and data to integration, regulation and the coordination of every partner involved.',
      heading: 'The capabilities behind an ecosystem that works',
      lead: 'An embedded insurance model needs more than an insurer and an interface. Our capability framework describes what strategy, product, technology, data, regulation and distribution each have to contribute, and who takes on which role in the ecosystem. This makes gaps visible before they hold a project up.',
    },
  },
  ecosystemPartners: {
    de: {
      title: 'Technologie- und KI-Partner',
      description:
        'Mit welchen Technologie-, Daten- und KI-Partnern wir arbeiten und warum jeder Partner vor einer Empfehlung eine Qualitätsprüfung durchlaufen muss.',
      heading: 'Technologie- und KI-Partner mit geprüfter Qualität',
      lead: 'Wir arbeiten anbieterneutral mit Plattformen sowie mit Spezialisten für Telematik, Datenanalyse und künstliche Intelligenz zusammen. Bevor wir einen Partner in ein Kundenprojekt einbringen, muss er eine Qualitätsprüfung bestehen – zu Datenschutz, Sicherheit, Integrationsfähigkeit und Verlässlichkeit. So empfehlen wir nur Lösungen, die wir selbst geprüft haben.',
    },
    en: {
      title: 'Technology and AI partners',
      description:
        'The technology, data and AI partners we work with, and why every partner has to pass a quality audit before we recommend them in a client project.',
      heading: 'Technology and AI partners, checked for quality',
      lead: 'We work vendor-neutrally with providers of platforms, telematics, data analytics and artificial intelligence. Before we bring a partner into a client project, it must pass a quality audit covering data protection, security, integration capability and reliability. That way we only recommend solutions we have examined ourselves.',
    },
  },
  ecosystemPartnerEcosystem: {
    de: {
      title: 'Das orchestrierte Partner-Ökosystem',
      description:
        'Versicherer, Plattformen, Telematik- und Datenanbieter, Händler, Flotten und Banken: wie wir die Beteiligten zu einem funktionierenden Ökosystem verbinden.',
      heading: 'Ein Ökosystem, in dem jeder seine Rolle kennt',
      lead: 'Embedded Insurance entsteht erst, wenn Versicherer, Plattformen, Datenanbieter, Händler, Flotten und Banken zusammenarbeiten. Wir übernehmen dabei die neutrale Koordination: Wir klären Zuständigkeiten, Schnittstellen und Erlösmodelle und halten alle Beteiligten auf ein gemeinsames Ziel ausgerichtet – ohne selbst Teil der Wertschöpfungskette zu sein.',
    },
    en: {
      title: 'The orchestrated partner ecosystem',
      description:
        'Insurers, platforms, telematics and data providers, dealers, fleets and banks: how we connect everyone involved into an ecosystem that actually works.',
      heading: 'An ecosystem in which everyone knows their role',
      lead: 'Embedded insurance only comes about when insurers, platforms, data providers, dealers, fleets and banks work together. We take on the neutral coordinating role: we clarify responsibilities, interfaces and revenue models, and keep everyone aligned on a shared goal, without being part of the value chain ourselves.',
    },
  },
  ecosystemCoCreation: {
    de: {
      title: 'Co-Creation-Programm mit Partnern',
      description:
        'Im Co-Creation-Programm entwickeln Versicherer, Technologieanbieter und Vertriebspartner gemeinsam Lösungen – in kurzen Sprints bis zum erprobten Pilot.',
      heading: 'Gemeinsam entwickeln statt nacheinander abstimmen',
      lead: 'Im Co-Creation-Programm arbeiten Versicherer, Technologieanbieter, Datenpartner und Vertriebspartner von Beginn an gemeinsam an einer Lösung. In kurzen Sprints entstehen Prototypen und Pilotprojekte, die alle Beteiligten mittragen. Das spart Abstimmungsschleifen und ist ein wesentlicher Hebel für eine um bis zu 40 % schnellere Markteinführung.',
    },
    en: {
      title: 'Co-creation programme with partners',
      description:
        'In our co-creation programme, insurers, technology providers and distribution partners develop solutions together – in short sprints through to a pilot.',
      heading: 'Developing together instead of aligning one by one',
      lead: 'In the co-creation programme, insurers, technology providers, data partners and distribution partners work on a solution together from day one. Short sprints produce prototypes and pilots that everyone involved supports. This removes rounds of alignment and is a key lever for up to 40% faster time-to-market.',
    },
  },
  joinCoCreation: {
    de: {
      title: 'Dem Co-Creation-Programm beitreten',
      description:
        'So werden Sie Teil des Co-Creation-Programms: Voraussetzungen, Qualitätsprüfung, Ablauf der Aufnahme und was Partner und Unternehmen gemeinsam leisten.',
      heading: 'So werden Sie Teil des Co-Creation-Programms',
      lead: 'Das Programm steht Versicherern, Technologie- und Datenanbietern sowie Unternehmen offen, die Embedded Insurance konkret umsetzen wollen. Der Weg beginnt mit einem Gespräch über Ihre Ziele und Ihren möglichen Beitrag. Anschließend folgen eine Qualitätsprüfung und die Abstimmung, in welchen Sprints Sie mitwirken.',
    },
    en: {
      title: 'Join the co-creation programme',
      description:
        'How to become part of the co-creation programme: requirements, quality audit, the admission process and what partners and companies contribute together.',
      heading: 'How to join the co-creation programme',
      lead: 'The programme is open to insurers, technology and data providers, and companies that want to put embedded insurance into practice. The path starts with a conversation about your goals and what you could contribute. This is followed by a quality audit and agreement on which sprints you will take part in.',
    },
  },
  embeddedInsuranceConsultant: {
    de: {
      title: 'Was ein Embedded-Insurance-Berater leistet',
      description:
        'Was eine unabhängige Embedded-Insurance-Beratung für Flotten, Autohäuser und Banken leistet – und warum sie weder Makler noch Versicherer noch Plattform ist.',
      heading: 'Was ein Embedded-Insurance-Berater für Sie tut',
      lead: 'Ein Embedded-Insurance-Berater verkauft weder Policen noch Software. Er bringt Versicherer, Plattformen, Datenanbieter und Vertriebspartner so zusammen, dass aus einer Idee ein tragfähiges Produkt wird. Für Sie bedeutet das einen Ansprechpartner, der alle Seiten versteht und Ihre Interessen vertritt – nicht die eines Anbieters.',
    },
    en: {
      title: 'What an embedded insurance consultant does',
      description:
        'What an independent embedded insurance consultancy does for fleets, dealerships and banks – and why it is neither a broker, an insurer nor a platform.',
      heading: 'What an embedded insurance consultant does for you',
      lead: 'An embedded insurance consultant sells neither policies nor software. The job is to bring insurers, platforms, data providers and distribution partners together so that an idea becomes a viable product. For you, that means a single point of contact who understands every side and represents your interests, not those of a provider.',
    },
  },
  embeddedInsuranceChallenges: {
    de: {
      title: 'Warum 95 % der Projekte scheitern',
      description:
        '95 % der Embedded-Insurance-Projekte scheitern. Typische Ursachen: unklare Rollen, fehlende Daten, regulatorische Hürden und Partner ohne gemeinsames Ziel.',
      heading: 'Die typischen Herausforderungen – und wie Sie sie vermeiden',
      lead: 'Die meisten Projekte scheitern nicht an der Idee, sondern an der Umsetzung: unklare Verantwortlichkeiten, Daten, die nicht fließen, zu spät bedachte Anforderungen aus DSGVO, IDD und BaFin-Aufsicht sowie Partner mit gegensätzlichen Anreizen. Wir zeigen, woran Sie diese Muster früh erkennen und wie Sie gegensteuern.',
    },
    en: {
      title: 'Why 95% of embedded insurance projects fail',
      description:
        '95% of embedded insurance projects fail. The usual causes: unclear roles, missing data, regulatory hurdles and partners who do not share a common goal.',
      heading: 'The typical challenges – and how to avoid them',
      lead: 'Most projects fail not because of the idea but because of the execution: unclear responsibilities, data that does not flow, GDPR, IDD and BaFin requirements considered too late, and partners with conflicting incentives. We show how to recognise these patterns early and how to correct course.',
    },
  },
  embeddedInsuranceStrategy: {
    de: {
      title: 'Eine Embedded-Insurance-Strategie entwickeln',
      description:
        'So entwickeln Sie eine Embedded-Insurance-Strategie: Zielbild, Positionierung, Partnerauswahl, Erlösmodell und eine Roadmap, die Ihr Team umsetzen kann.',
      heading: 'Von der Idee zur belastbaren Strategie',
      lead: 'Eine tragfähige Strategie beantwortet drei Fragen: Welches Kundenproblem lösen Sie, welche Partner brauchen Sie dafür, und wie verdienen alle Beteiligten daran? Wir erarbeiten mit Ihnen Zielbild, Positionierung und Erlösmodell und übersetzen sie in eine 90-Tage-Roadmap mit klaren Verantwortlichkeiten und messbaren Zwischenzielen.',
    },
    en: {
      title: 'Developing an embedded insurance strategy',
      description:
        'How to develop an embedded insurance strategy: target picture, positioning, partner selection, revenue model and a roadmap your team can implement.',
      heading: 'From idea to a robust strategy',
      lead: 'A viable strategy answers three questions: which customer problem are you solving, which partners do you need to solve it, and how does everyone involved earn from it? Together we work out your target picture, positioning and revenue model, and translate them into a 90-day roadmap with clear responsibilities and measurable milestones.',
    },
  },
  embeddedInsuranceImplementationGuide: {
    de: {
      title: 'Embedded Insurance umsetzen: Leitfaden',
      description:
        'Schritt für Schritt zur Embedded-Insurance-Lösung: Bestandsaufnahme, Ökosystem-Mapping, Umsetzung und Optimierung – mit ersten Ergebnissen nach 14 Tagen.',
      heading: 'Embedded Insurance in vier Schritten umsetzen',
      lead: 'Der Leitfaden folgt unserem bewährten Vorgehen: strategische Bestandsaufnahme, Abbildung des Ökosystems, Begleitung der Umsetzung und kontinuierliche Optimierung. Zu jedem Schritt beschreiben wir Ziele, typische Stolpersteine und die Entscheidungen, die Sie treffen müssen. Erste Ergebnisse sind typischerweise nach 14 Tagen sichtbar, ein MVP steht in der Regel nach 2–4 Wochen.',
    },
    en: {
      title: 'Embedded insurance implementation guide',
      description:
        'Step by step to an embedded insurance solution: assessment, ecosystem mapping, implementation and optimisation – with first results within 14 days.',
      heading: 'Implementing embedded insurance in four steps',
      lead: 'The guide follows our four-step approach: strategic assessment, ecosystem mapping, implementation support and continuous optimisation. For each step we describe the objectives, the typical stumbling blocks and the decisions you will need to make. First results are typically visible within 14 days, and an MVP is usually in place after 2–4 weeks.',
    },
  },
  fleetServices: {
    de: {
      title: 'Leistungen für Flottenbetreiber und Leasing',
      description:
        'Weniger Schäden, niedrigere Prämien, erfüllte Halterpflichten: Beratung für Flottenbetreiber und Leasinggesellschaften mit 20–30 % Einsparpotenzial.',
      heading: heroHeading('fleet', 'de'),
      lead: 'Schadenkosten, Prämienentwicklung, Telematikdaten und Halterpflichten hängen enger zusammen, als es die meisten Verträge abbilden. Wir verbinden diese Themen zu einem Gesamtansatz, der die Kosten der Flottenversicherung um 20–30 % senken und die Schadenprävention um bis zu 40 % verbessern kann. Erste Ergebnisse sehen Sie in der Regel nach 14 Tagen.',
    },
    en: {
      title: 'Services for fleets and leasing companies',
      description:
        'Fewer claims, lower premiums and duty of care under control: advice for fleet operators and leasing companies, with 20–30% potential savings on insurance.',
      heading: heroHeading('fleet', 'en'),
      lead: 'Claims costs, premium development, telematics data and duty of care are more closely linked than most contracts reflect. We bring these topics together into one approach that can cut fleet insurance costs by 20–30% and improve claims prevention by up to 40%. First results are typically available within 14 days.',
    },
  },
  automotiveServices: {
    de: {
      title: 'Leistungen für Autohäuser',
      description:
        'Mehr F&I-Ertrag und stärkere Kundenbindung: wie Autohäuser die Abschlussquote von 60 % auf über 85 % und den Serviceumsatz um 15–25 % steigern können.',
      heading: heroHeading('dealership', 'de'),
      lead: 'Beim Fahrzeugverkauf entscheidet sich, ob der Kunde auch für Versicherung, Garantie und Service im Autohaus bleibt. Wir unterstützen Inhaber und Geschäftsführer dabei, Versicherungsangebote fest in Verkauf und Finanzierung einzubinden – mit dem Ziel, die F&I-Abschlussquote von 60 % auf über 85 % zu heben und die Kundenbindung um bis zu 30 % zu stärken.',
    },
    en: {
      title: 'Services for car dealerships',
      description:
        'More F&I revenue and stronger loyalty: how dealerships can raise their closing rate from 60% to over 85% and grow service revenue by 15–25%.',
      heading: heroHeading('dealership', 'en'),
      lead: 'The vehicle sale decides whether a customer stays with the dealership for insurance, warranty and service. We help owners and managers build insurance offers firmly into sales and financing, with the aim of raising the F&I closing rate from 60% to over 85% and increasing customer retention by up to 30%.',
    },
  },
  bankingServices: {
    de: {
      title: 'Leistungen für Banken und Versicherer',
      description:
        'Für Banken, Finanzierer und Versicherer: bis zu 40 % schnellere Markteinführung, bis zu 60 % weniger Compliance-Aufwand, 2–4 % mehr Ertrag je Finanzierung.',
      heading: heroHeading('bank', 'de'),
      lead: 'Banken und Finanzierer sind beim Kaufabschluss dabei, Versicherer haben das Produkt – doch der gemeinsame Vertrieb scheitert oft an Integration und Compliance. Wir strukturieren eingebettete Vertriebsmodelle, die Anforderungen aus DSGVO, IDD und BaFin-Aufsicht von Anfang an berücksichtigen. Das Ziel: bis zu 40 % schnellere Markteinführung und 2–4 % mehr Ertrag je Finanzierung.',
    },
    en: {
      title: 'Services for banks, financiers and insurers',
      description:
        'Embedded distribution for banks, financiers and insurers: up to 40% faster time-to-market, up to 60% less compliance effort, 2–4% more revenue per financing.',
      heading: heroHeading('bank', 'en'),
      lead: 'Banks and financiers own the point of sale, insurers own the product, yet joint distribution often stalls on integration and compliance. We structure embedded distribution models that address GDPR, IDD and BaFin requirements from the outset. The aim: up to 40% faster time-to-market and 2–4% more revenue per financing.',
    },
  },
  industryModules: {
    de: {
      title: 'Branchenmodule für Flotten und Mobilität',
      description:
        'Beratungsmodule nach Branche: Leasing, Mitarbeiterflotten, Transport und Spedition, KEP-Dienste, Bau- und Schwerlastflotten sowie kommunale Betriebe.',
      heading: 'Branchenmodule: zugeschnitten auf Ihren Fuhrpark',
      lead: 'Eine Spedition hat andere Risiken als ein kommunaler Versorger, ein KEP-Dienst andere als eine Leasinggesellschaft. Unsere Branchenmodule bündeln das Wissen über typische Schadenbilder, Vertragsmodelle und Datenquellen je Branche. So beginnen wir nicht bei null, sondern bei den Fragen, die in Ihrem Umfeld tatsächlich zählen.',
    },
    en: {
      title: 'Industry modules for fleets and mobility',
      description:
        'Advisory modules by sector: leasing, employee fleets, transport and haulage, courier and parcel services, construction fleets, and municipal operators.',
      heading: 'Industry modules tailored to your fleet',
      lead: 'A haulier faces different risks from a municipal utility, and a parcel service different ones from a leasing company. Our industry modules bring together what we know about typical claims patterns, contract models and data sources in each sector. That way we do not start from scratch, but from the questions that really matter in your field.',
    },
  },
  privacy: {
    de: {
      title: 'Datenschutzerklärung',
      description:
        'Informationen nach DSGVO: welche personenbezogenen Daten Keller Advisory beim Besuch dieser Website und bei Anfragen verarbeitet und welche Rechte Sie haben.',
      heading: 'Datenschutzerklärung',
      lead: 'Diese Erklärung informiert Sie nach Art. 13 DSGVO darüber, welche personenbezogenen Daten die Keller Embedded Insurance Advisory GmbH beim Besuch dieser Website, bei Kontaktanfragen und bei Terminbuchungen verarbeitet. Sie erfahren außerdem, auf welcher Rechtsgrundlage dies geschieht, wie lange Daten gespeichert werden und welche Rechte Ihnen zustehen.',
    },
    en: {
      title: 'Privacy notice',
      description:
        'Information under the GDPR: which personal data Keller Advisory processes when you visit this website or send an enquiry, and which rights you have.',
      heading: 'Privacy notice',
      lead: 'This notice explains, in accordance with Article 13 GDPR, which personal data Keller Embedded Insurance Advisory GmbH processes when you visit this website, send an enquiry or book an appointment. It also sets out the legal basis for processing, how long data is stored and which rights you have.',
    },
  },
  terms: {
    de: {
      title: 'Nutzungsbedingungen der Website',
      description:
        'Die Bedingungen für die Nutzung dieser Website: Inhalte und ihre Verbindlichkeit, Urheberrecht, externe Verlinkungen, Haftung und anwendbares Recht.',
      heading: 'Nutzungsbedingungen',
      lead: 'Diese Bedingungen regeln die Nutzung der Website von Keller Advisory. Sie beschreiben, wie die veröffentlichten Inhalte zu verstehen sind, in welchem Umfang Sie sie verwenden dürfen und wofür wir haften. Für eine Beratung im Einzelfall gilt stets die jeweils gesondert geschlossene Vereinbarung.',
    },
    en: {
      title: 'Website terms of use',
      description:
        'The conditions for using this website: the status of its content, copyright, links to external sites, liability and the law that applies.',
      heading: 'Terms of use',
      lead: 'These terms govern the use of the Keller Advisory website. They explain how the published content should be understood, to what extent you may use it and what we are liable for. Any advisory engagement is always governed by the separate agreement concluded for that engagement.',
    },
  },
  disclaimer: {
    de: {
      title: 'Haftungsausschluss zum ROI-Rechner',
      description:
        'Der ROI-Rechner liefert unverbindliche Schätzwerte auf Basis Ihrer Eingaben. Hier erfahren Sie, wie die Ergebnisse zu verstehen sind und wo die Haftung endet.',
      heading: 'Haftungsausschluss',
      lead: 'Die Ergebnisse des ROI-Rechners sind modellhafte Schätzungen. Sie beruhen auf Ihren Eingaben und auf Bandbreiten aus der Praxis, nicht auf einer Prüfung Ihres Unternehmens. Sie stellen weder eine Versicherungs- noch eine Anlage-, Rechts- oder Steuerberatung dar und begründen keinen Anspruch auf ein bestimmtes Ergebnis.',
    },
    en: {
      title: 'ROI calculator disclaimer',
      description:
        'The ROI calculator provides non-binding estimates based on your inputs. Here you can read how to interpret the results and where our liability ends.',
      heading: 'Disclaimer',
      lead: 'The results of the ROI calculator are model estimates. They are based on your inputs and on ranges observed in practice, not on a review of your business. They do not constitute insurance, investment, legal or tax advice, and they do not give rise to any entitlement to a particular outcome.',
    },
  },
  imprint: {
    de: {
      title: 'Impressum',
      description:
        'Impressum nach § 5 DDG: Anbieterkennzeichnung der Keller Embedded Insurance Advisory GmbH, München – mit Anschrift, Kontakt, Registereintrag und Vertretung.',
      heading: 'Impressum',
      lead: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) für die Website von Keller Advisory. Verantwortlicher Anbieter ist die Keller Embedded Insurance Advisory GmbH mit Sitz in München, vertreten durch den Geschäftsführer Thomas Keller. Nachfolgend finden Sie Anschrift, Kontaktdaten, Registereintrag und Umsatzsteuer-Identifikationsnummer.',
    },
    en: {
      title: 'Legal notice',
      description:
        'Legal notice under section 5 of the German Digital Services Act (DDG): provider details of Keller Embedded Insurance Advisory GmbH, Munich.',
      heading: 'Legal notice',
      lead: 'Information pursuant to section 5 of the German Digital Services Act (DDG) for the Keller Advisory website. The provider responsible is Keller Embedded Insurance Advisory GmbH, based in Munich and represented by its Managing Director, Thomas Keller. Below you will find the address, contact details, commercial register entry and VAT identification number.',
    },
  },
  commercialFleets: {
    de: {
      title: 'Versicherung für gewerbliche Flotten',
      description:
        'Versicherung und Risikosteuerung für gewerbliche Flotten: passende Deckungsmodelle, weniger Schäden und typischerweise 20–30 % geringere Versicherungskosten.',
      heading: 'Versicherung und Risiko für gewerbliche Flotten',
      lead: 'Für gewerbliche Flotten ist Versicherung einer der größten Kostenblöcke nach Fahrzeug und Kraftstoff – und zugleich einer der am wenigsten gesteuerten. Wir betrachten Deckung, Schadenverlauf und Prävention gemeinsam und schaffen so die Grundlage, um die Kosten der Flottenversicherung um 20–30 % zu senken.',
    },
    en: {
      title: 'Insurance and risk for commercial fleets',
      description:
        'Insurance and risk management for commercial fleets: suitable cover models, fewer claims and fleet insurance costs that are typically 20–30% lower.',
      heading: 'Insurance and risk for commercial fleets',
      lead: 'For commercial fleets, insurance is one of the largest cost items after vehicles and fuel, and at the same time one of the least actively managed. We look at cover, claims history and prevention together, laying the groundwork for cutting fleet insurance costs by 20–30%.',
    },
  },
  fleetInsuranceOptimisation: {
    de: {
      title: 'Flottenversicherung optimieren',
      description:
        'Flottenversicherung gezielt optimieren: Schadenquote analysieren, Selbstbehalte neu justieren, Prävention belegen, typischerweise 20–30 % der Kosten sparen.',
      heading: 'Flottenversicherung optimieren – mit belastbaren Zahlen',
      lead: 'Wer bei der Verlängerung nur über den Preis verhandelt, verschenkt Potenzial. Wir analysieren Schadenquote, Selbstbehalte, Deckungsumfang und Präventionsmaßnahmen und bereiten Ihre Flotte so auf, dass Versicherer das Risiko besser einschätzen können. Das Ziel sind 20–30 % niedrigere Kosten der Flottenversicherung, erste Ergebnisse gibt es in der Regel nach 14 Tagen.',
    },
    en: {
      title: 'Optimising your fleet insurance',
      description:
        'Optimise fleet insurance in a targeted way: analyse the loss ratio, readjust deductibles, document prevention and typically cut insurance costs by 20–30%.',
      heading: 'Optimising fleet insurance with robust figures',
      lead: 'If you negotiate only on price at renewal, you leave potential on the table. We analyse loss ratio, deductibles, scope of cover and prevention measures, and prepare your fleet so that insurers can assess the risk more accurately. The aim is fleet insurance costs 20–30% lower, with first results typically within 14 days.',
    },
  },
  fleetInsuranceComparison: {
    de: {
      title: 'Flottenversicherung im Vergleich',
      description:
        'Stückprämie, schadenverlaufsabhängiger Tarif oder Telematik-Modell? Die gängigen Modelle der Flottenversicherung im Vergleich – mit Vor- und Nachteilen.',
      heading: 'Modelle der Flottenversicherung im Vergleich',
      lead: 'Pauschale Stückprämie, individuell kalkulierter Flottentarif nach Schadenverlauf oder telematikbasiertes Modell: Jede Variante hat Stärken, Schwächen und Voraussetzungen. Wir stellen die Modelle nebeneinander und zeigen, welches zu Größe, Einsatzprofil und Datenlage Ihres Fuhrparks passt – anbieterneutral und ohne Produktinteresse.',
    },
    en: {
      title: 'Fleet insurance models compared',
      description:
        'Flat rate per vehicle, individually rated or telematics-based? The common fleet insurance models compared side by side, with their pros and cons.',
      heading: 'Fleet insurance models compared',
      lead: 'A flat rate per vehicle, an individually rated fleet policy based on claims history or a telematics-based model: each option has strengths, weaknesses and prerequisites. We set the models side by side and show which one suits the size, usage profile and data situation of your fleet, vendor-neutrally and with no product to sell.',
    },
  },
  telematicsInsurance: {
    de: {
      title: 'Telematikbasierte Flottenversicherung',
      description:
        'Wie Telematikdaten Prämien, Prävention und Schadenbearbeitung in der Flotte verbessern – DSGVO-konform umgesetzt, mit bis zu 40 % mehr Schadenprävention.',
      heading: 'Telematik-Versicherung für Flotten',
      lead: 'Telematikdaten zeigen, wie, wann und wo Ihre Fahrzeuge unterwegs sind. Richtig genutzt, werden daraus gezielte Fahrerschulungen, schnellere Schadenmeldungen und ein Risikoprofil, das Versicherer honorieren. Wir klären Datenquellen, Mitbestimmung und DSGVO-Anforderungen und verbinden Telematikanbieter und Versicherer zu einem funktionierenden Modell.',
    },
    en: {
      title: 'Telematics-based fleet insurance',
      description:
        'How telematics data improves premiums, prevention and claims handling across a fleet – GDPR-compliant and with up to 40% better claims prevention.',
      heading: 'Telematics insurance for fleets',
      lead: 'Telematics data shows how, when and where your vehicles are on the road. Used properly, it leads to targeted driver training, faster claims notification and a risk profile that insurers reward. We clarify data sources, works council involvement and GDPR requirements, and connect telematics providers and insurers into a model that works.',
    },
  },
  fleetRiskManagement: {
    de: {
      title: 'Fuhrpark-Risikomanagement und Halterhaftung',
      description:
        'Halterhaftung, UVV-Prüfungen, Führerscheinkontrolle und Fahrerunterweisung: Risikomanagement für den Fuhrpark, das Schäden senkt und Haftung begrenzt.',
      heading: 'Risikomanagement für Ihren Fuhrpark',
      lead: 'Als Halter tragen Sie Verantwortung für Fahrzeuge und Fahrer – von der Führerscheinkontrolle bis zur Unterweisung nach den Unfallverhütungsvorschriften. Wir bauen mit Ihnen ein Risikomanagement auf, das diese Pflichten nachweisbar erfüllt und zugleich Schäden senkt. Schadenprävention lässt sich so um bis zu 40 % verbessern.',
    },
    en: {
      title: 'Fleet risk management and duty of care',
      description:
        'Vehicle keeper liability, safety inspections, licence checks and driver briefings: fleet risk management that reduces claims and limits liability.',
      heading: 'Risk management for your fleet',
      lead: 'As a vehicle keeper, you are responsible for vehicles and drivers, from licence checks to statutory accident-prevention briefings. We work with you to build risk management that fulfils these duties in a verifiable way while reducing claims. This can improve claims prevention by up to 40%.',
    },
  },
  seoMonitoring: {
    de: {
      title: 'SEO-Monitoring (intern)',
      description:
        'Interne Übersicht zur Sichtbarkeit dieser Website in Suchmaschinen: indexierbare Seiten, Sitemap-Einträge, Sprachversionen und Metadaten im Überblick.',
      heading: 'Sichtbarkeit in Suchmaschinen',
      lead: 'Diese interne Seite fasst zusammen, wie die Website für Suchmaschinen aufbereitet ist: welche Seiten indexierbar sind, welche in der Sitemap stehen und ob Titel, Beschreibungen und Sprachverweise vollständig sind. Sie ist nicht für Besucher bestimmt und wird nicht indexiert.',
    },
    en: {
      title: 'SEO monitoring (internal)',
      description:
        'Internal overview of this website’s search visibility: indexable pages, sitemap entries, language versions and metadata, all in one place.',
      heading: 'Search visibility',
      lead: 'This internal page summarises how the website is prepared for search engines: which pages can be indexed, which appear in the sitemap, and whether titles, descriptions and language references are complete. It is not intended for visitors and is excluded from indexing.',
    },
  },
  industryLeasing: {
    de: {
      title: 'Embedded Insurance für Leasinggesellschaften',
      description:
        'Embedded Insurance für Leasinggesellschaften: Versicherung in den Leasingvertrag integrieren, Restwerte schützen und den Ertrag je Vertrag steigern.',
      heading: 'Für Leasinggesellschaften',
      lead: 'Leasinggesellschaften verantworten Fahrzeuge über die gesamte Vertragslaufzeit und tragen damit ein Schaden- und Restwertrisiko. Wir helfen Ihnen, Versicherungsschutz direkt in den Leasingvertrag einzubetten, mit Versicherern und Datenanbietern faire Modelle zu verhandeln und dabei die Kundenbindung um bis zu 30 % zu stärken.',
    },
    en: {
      title: 'Embedded insurance for leasing companies',
      description:
        'Embedded insurance for leasing companies: build cover into the lease, protect residual values and increase the revenue generated by each contract.',
      heading: 'For leasing companies',
      lead: 'Leasing companies are responsible for vehicles throughout the contract term and therefore carry both claims and residual value risk. We help you embed cover directly into the lease, negotiate fair models with insurers and data providers, and strengthen customer retention by up to 30% along the way.',
    },
  },
  industryEmployeeFleets: {
    de: {
      title: 'Versicherung für Mitarbeiterflotten',
      description:
        'Dienstwagen und Mitarbeiterflotten richtig versichern: Halterpflichten, private Nutzung, Schadensteuerung und faire Regeln für Fahrerinnen und Fahrer.',
      heading: 'Für Dienstwagen- und Mitarbeiterflotten',
      lead: 'Bei Dienstwagen verschwimmen betriebliche und private Nutzung – und damit auch Verantwortung und Risiko. Wir ordnen Halterpflichten, Versicherungsschutz und Schadenregeln so, dass sie für Unternehmen und Mitarbeitende nachvollziehbar sind. Das senkt Schäden, klärt Haftungsfragen und entlastet das Fuhrparkmanagement im Alltag.',
    },
    en: {
      title: 'Insurance for employee and company-car fleets',
      description:
        'Insuring company cars and employee fleets properly: duty of care, private use, claims management and fair rules that drivers understand and accept.',
      heading: 'For company-car and employee fleets',
      lead: 'With company cars, business and private use overlap, and so do responsibility and risk. We structure duty of care, cover and claims rules so that both the company and its employees understand them. This reduces claims, clarifies liability and takes day-to-day pressure off fleet management.',
    },
  },
  industryTransport: {
    de: {
      title: 'Versicherung für Transport und Spedition',
      description:
        'Versicherung und Risikomanagement für Transport und Spedition: Fahrzeug-, Ladungs- und Haftungsrisiken im Zusammenhang steuern und Schadenkosten senken.',
      heading: 'Für Transport- und Speditionsunternehmen',
      lead: 'Im Transport treffen hohe Fahrleistungen, Termindruck und wertvolle Ladung aufeinander. Wir betrachten Fahrzeugversicherung, Verkehrshaftung und Prävention gemeinsam, nutzen vorhandene Telematikdaten und schaffen so ein Risikoprofil, mit dem Sie Versicherern auf Augenhöhe begegnen. Das Ziel: 20–30 % niedrigere Kosten der Flottenversicherung.',
    },
    en: {
      title: 'Insurance for transport and haulage',
      description:
        'Insurance and risk management for transport and haulage: managing vehicle, cargo and liability risks together to bring incident costs down.',
      heading: 'For transport and haulage companies',
      lead: 'Transport combines high mileage, tight schedules and valuable cargo. We look at motor insurance, carrier’s liability and prevention together, make use of existing telematics data and build a risk profile that lets you negotiate with insurers on an equal footing. The aim: fleet insurance costs 20–30% lower.',
    },
  },
  industryParcel: {
    de: {
      title: 'Versicherung für KEP-Dienste',
      description:
        'Versicherung und Risikosteuerung für Kurier-, Express- und Paketdienste: viele Stopps, hohe Schadenfrequenz, Subunternehmer und enge Zeitfenster.',
      heading: 'Für Kurier-, Express- und Paketdienste',
      lead: 'Viele Stopps, enge Zeitfenster und häufig wechselnde Fahrerinnen und Fahrer führen in KEP-Flotten zu einer hohen Zahl kleiner Schäden. Wir setzen bei Prävention, schneller Schadenmeldung und klaren Regeln für Subunternehmer an. So lässt sich die Schadenprävention um bis zu 40 % verbessern und die Prämienentwicklung stabilisieren.',
    },
    en: {
      title: 'Insurance for courier and parcel services',
      description:
        'Insurance and risk management for courier, express and parcel services: many stops, frequent claims, subcontractors and tight delivery windows.',
      heading: 'For courier, express and parcel services',
      lead: 'Many stops, tight delivery windows and frequently changing drivers lead to a high number of minor claims in parcel fleets. We focus on prevention, fast claims notification and clear rules for subcontractors. This can improve claims prevention by up to 40% and stabilise premium development.',
    },
  },
  industryConstruction: {
    de: {
      title: 'Versicherung für Bau- und Schwerlastflotten',
      description:
        'Versicherung für Bau- und Schwerlastflotten: Baumaschinen, Lkw und Sonderfahrzeuge richtig absichern, Stillstand vermeiden und Schadenkosten senken.',
      heading: 'Für Bau- und Schwerlastflotten',
      lead: 'Auf Baustellen und im Schwerlastverkehr sind Fahrzeuge teuer, Einsätze wechselhaft und Ausfälle kostspielig. Wir prüfen, ob Deckungen für Lkw, Baumaschinen und Sonderfahrzeuge zusammenpassen, wo Lücken oder Doppelversicherungen bestehen und wie Prävention Stillstandszeiten verringert. So werden Versicherungskosten planbarer.',
    },
    en: {
      title: 'Insurance for construction and heavy fleets',
      description:
        'Insurance for construction and heavy-duty fleets: protecting lorries, plant and special vehicles properly, avoiding downtime and reducing claims costs.',
      heading: 'For construction and heavy-duty fleets',
      lead: 'On construction sites and in heavy haulage, vehicles are expensive, deployments vary and downtime is costly. We check whether the cover for lorries, plant and special vehicles fits together, where gaps or double insurance exist and how prevention can reduce downtime. This makes insurance costs easier to plan.',
    },
  },
  industryMunicipal: {
    de: {
      title: 'Versicherung für kommunale Flotten',
      description:
        'Für kommunale Betriebe und Versorger: Fahrzeugflotten wirtschaftlich versichern, Vergaberecht beachten, Schäden senken und Fürsorgepflichten erfüllen.',
      heading: 'Für kommunale Betriebe und Versorger',
      lead: 'Stadtwerke, Entsorger und kommunale Betriebe betreiben vielfältige Flotten – vom Kleinwagen bis zum Spezialfahrzeug – unter den Regeln des öffentlichen Vergaberechts. Wir helfen Ihnen, Ausschreibungen für Flottenversicherung sauber vorzubereiten, Schadenverläufe auszuwerten und Präventionsmaßnahmen zu verankern, die Budget und Fahrpersonal gleichermaßen entlasten.',
    },
    en: {
      title: 'Insurance for municipal and utility fleets',
      description:
        'For municipal operators and utilities: insuring vehicle fleets cost-effectively, observing procurement rules, reducing claims and meeting duty of care.',
      heading: 'For municipal operators and utilities',
      lead: 'Municipal utilities, waste services and public operators run diverse fleets, from small cars to special vehicles, under public procurement rules. We help you prepare fleet insurance tenders properly, evaluate claims histories and put prevention measures in place that relieve both the budget and the drivers.',
    },
  },
};

/** The copy of a page (aliases read the page they stand for). */
export function copyFor(key: RouteKey, locale: Locale): PageCopy {
  const target = canonicalKey(key);
  if (target === 'homeOriginal' || target === 'homeRedesigned') return pages.home[locale];
  return pages[target][locale];
}
