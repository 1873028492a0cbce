import type { RouteKey } from '@/site/routes';
import type { Localized, PageBody } from '../types';

export const industryBodies = {
  industryModules: {
    de: {
      sections: [
        {
          title: 'Sechs Module, sechs Risikoprofile',
          paragraphs: [
            'Jedes Modul steht für eine Branche, deren Risiken, Vertragsmodelle und Datenlage sich deutlich von anderen unterscheiden. Ein Modul ersetzt nicht die Analyse Ihres Unternehmens, gibt ihr aber eine Struktur: Welche Schäden sind branchentypisch, welche Vertragsmodelle üblich, welche Daten liegen meist schon vor? Derzeit gibt es sechs Module:',
          ],
          points: [
            'Leasinggesellschaften: Versicherung im Leasingvertrag, Restwert- und Rückgaberisiken',
            'Mitarbeiter- und Dienstwagenflotten: Halterpflichten, private Nutzung, Car Policy',
            'Transport und Spedition: Kfz- und Verkehrshaftung, Telematik, Lenk- und Ruhezeiten',
            'Kurier-, Express- und Paketdienste: Kleinschäden, Subunternehmer, Transporter',
            'Bau- und Schwerlastflotten: Baumaschinen, Sonderfahrzeuge, Stillstand',
            'Kommunale Betriebe und Versorger: Vergaberecht, Spezialfahrzeuge, Haushaltszyklen',
          ],
        },
        {
          title: 'Was in einem Modul steckt',
          paragraphs: [
            'Ein Modul ist kein Foliensatz, sondern ein Arbeitsgerüst, das wir im ersten Termin gemeinsam mit Ihnen auf Ihr Unternehmen übertragen. Es besteht aus fünf Bausteinen, die in jeder Branche vorkommen, aber jeweils anders gefüllt sind – je nachdem, wie Fahrzeuge eingesetzt, finanziert und versichert werden:',
          ],
          points: [
            'Risikoprofil: welche Gefahren die Branche prägen, von der Fahrleistung bis zum Einsatzumfeld',
            'Typische Schadentreiber: wo Schadenhäufigkeit und Schadenhöhe tatsächlich entstehen',
            'Versicherungs- und Präventionsbausteine: Deckungen, Selbstbehalte, Fahrertrainings, Telematik',
            'Kennzahlen: die KPIs, an denen sich der Fortschritt messen lässt',
            'Partnertypen: welche Versicherer, MGAs, Plattformen und Datenanbieter infrage kommen',
          ],
        },
        {
          title: 'Kennzahlen vor dem Start festlegen',
          paragraphs: [
            'Die Kennzahlen vereinbaren wir vor Projektbeginn, nicht im Nachhinein. Typisch sind Schadenquote, Schadenhäufigkeit je Fahrzeug, Kosten je Schadenfall, Ausfalltage und – bei eingebetteten Produkten – die Abschlussquote im Vertrieb. Nur was vorher gemessen wurde, lässt sich später als Ergebnis belegen, gegenüber der Geschäftsführung ebenso wie gegenüber dem Versicherer.',
          ],
        },
        {
          title: 'Warum Module Projekte beschleunigen',
          paragraphs: [
            'Die meisten Verzögerungen entstehen nicht in der Umsetzung, sondern in den ersten Wochen: Begriffe werden geklärt, Daten zusammengesucht, und es wird diskutiert, welche Partner überhaupt passen. Ein Branchenmodul nimmt diese Vorarbeit weitgehend vorweg. In Projekten dieser Art bedeutet das typischerweise bis zu 40 % schnellere Time-to-Market, erste belastbare Ergebnisse oft nach 14 Tagen und ein MVP in 2–4 Wochen.',
            'Ebenso wichtig ist, was ein Modul verhindert. Branchenerfahrung zeigt, welche Ansätze in einem Umfeld regelmäßig scheitern – etwa ein Telematikprogramm ohne frühe Einbindung des Betriebsrats oder ein eingebettetes Produkt, das am Vertriebsprozess des Partners vorbeigeplant wurde. Solche Fehler früh auszuschließen, spart mehr Zeit als jede spätere Beschleunigung.',
          ],
        },
        {
          title: 'Module kombinieren statt Schablonen anwenden',
          paragraphs: [
            'Viele Unternehmen passen in kein einzelnes Raster. Ein Versorger betreibt neben Spezialfahrzeugen auch eine Dienstwagenflotte, eine Leasinggesellschaft finanziert Transporter für KEP-Dienste, ein Bauunternehmen führt Lkw und Pkw unter einem Dach. Dann kombinieren wir Module und gewichten sie nach Ihrem tatsächlichen Fahrzeugbestand und Schadenverlauf. Das Ergebnis ist eine Ausgangsbasis, die Ihre Struktur abbildet, keine Branchenschablone.',
          ],
        },
        {
          title: 'Vom Modul zur 90-Tage-Roadmap',
          paragraphs: [
            'Im kostenlosen 60-minütigen Erstgespräch klären wir, welches Modul oder welche Kombination zu Ihrem Fuhrpark passt und welche Daten bereits vorhanden sind. Sie erhalten eine ehrliche Einschätzung, ob sich ein Projekt lohnt und wo es ansetzen sollte – ohne Verkaufsgespräch. Entscheiden Sie sich für eine Zusammenarbeit, wird aus dem Modul eine 90-Tage-Roadmap mit klaren Zuständigkeiten und Kennzahlen.',
          ],
        },
      ],
      faq: [
        {
          question: 'Brauchen wir für ein Branchenmodul vollständige Daten?',
          answer:
            'Nein. Die meisten Unternehmen beginnen mit dem, was vorliegt: Schadenlisten des Versicherers, Fahrzeugbestand, Vertragsunterlagen und, falls vorhanden, Telematikdaten. Das Modul zeigt, welche Daten in Ihrer Branche wirklich aussagekräftig sind und welche fehlenden Angaben sich mit vertretbarem Aufwand nachholen lassen. Lücken sind normal und kein Grund, ein Projekt aufzuschieben.',
        },
        {
          question: 'Sind die Module an bestimmte Versicherer oder Anbieter gebunden?',
          answer:
            'Nein. Wir arbeiten anbieterneutral und verkaufen keine eigenen Versicherungsprodukte. Die Partnertypen im Modul beschreiben, welche Art von Versicherer, MGA, Plattform oder Datenanbieter zu Ihrer Aufgabe passt. Welche konkreten Partner Sie ansprechen, entscheiden Sie auf Grundlage einer transparenten Gegenüberstellung, die wir gemeinsam mit Ihnen erarbeiten.',
        },
        {
          question: 'Wie unterscheidet sich das von einer Ausschreibung über unseren Makler?',
          answer:
            'Ein Makler vermittelt Versicherungsverträge. Wir vermitteln keine Verträge, sondern bereiten die Entscheidung vor: Risikoprofil, Präventionsansatz, Kennzahlen und Partnerauswahl. Ihr bestehender Makler kann dabei durchgehend eingebunden bleiben. Diese Arbeitsteilung hat einen klaren Vorteil: Die Analyse bleibt unabhängig davon, wie und bei wem das Risiko später platziert wird.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Six modules, six risk profiles',
          paragraphs: [
            'Each module covers a sector whose risks, contract models and data situation differ markedly from the others. A module does not replace the analysis of your organisation, but it gives that analysis a structure: which claims are typical for the sector, which contract models are common, and which data usually exists already? There are currently six modules:',
          ],
          points: [
            'Leasing companies: cover within the lease, residual value and return risks',
            'Employee and company-car fleets: duty of care, private use, car policy',
            'Transport and haulage: motor and carrier’s liability, telematics, driving hours',
            'Courier, express and parcel services: minor damage, subcontractors, vans',
            'Construction and heavy fleets: plant, special vehicles, downtime',
            'Municipal operators and utilities: procurement law, special vehicles, budget cycles',
          ],
        },
        {
          title: 'What a module contains',
          paragraphs: [
            'A module is not a slide deck but a working framework that we apply to your organisation together with you in the first session. It consists of five building blocks that appear in every sector but are filled differently each time, depending on how vehicles are used, financed and insured:',
          ],
          points: [
            'Risk profile: the hazards that shape the sector, from mileage to operating environment',
            'Typical loss drivers: where claims frequency and severity actually arise',
            'Insurance and prevention building blocks: cover, deductibles, driver training, telematics',
            'KPIs: the indicators against which progress can be measured',
            'Partner types: which insurers, MGAs, platforms and data providers are worth considering',
          ],
        },
        {
          title: 'KPIs agreed before the start',
          paragraphs: [
            'We agree the KPIs before the project starts, not afterwards. Typical ones are the loss ratio, claims frequency per vehicle, cost per claim, days off the road and, for embedded products, the closing rate in sales. Only what has been measured beforehand can later be shown as a result, to your board as well as to your insurer.',
          ],
        },
        {
          title: 'Why modules speed projects up',
          paragraphs: [
            'Most delays happen not during implementation but in the first few weeks: terms are defined, data is gathered and there is debate about which partners fit at all. An industry module takes much of this groundwork off the table. In projects of this kind, that typically means up to 40% faster time-to-market, first reliable results often within 14 days and an MVP in 2–4 weeks.',
            'Just as important is what a module prevents. Sector experience shows which approaches regularly fail in a given setting, such as a telematics programme introduced without involving the works council early, or an embedded product designed around the partner’s sales process rather than into it. Ruling out such mistakes early saves more time than any later acceleration.',
          ],
        },
        {
          title: 'Combining modules, not applying templates',
          paragraphs: [
            'Many organisations do not fit a single pattern. A utility runs a company-car fleet alongside its special vehicles, a leasing company finances vans for parcel services, a construction firm operates lorries and cars under one roof. In such cases we combine modules and weight them according to your actual vehicle mix and claims history. The result is a starting point that reflects your structure, not a sector template.',
          ],
        },
        {
          title: 'From module to 90-day roadmap',
          paragraphs: [
            'In the free 60-minute introductory call, we clarify which module or combination suits your fleet and which data you already have. You receive an honest assessment of whether a project is worthwhile and where it should start, with no sales pitch. If you decide to work with us, the module becomes a 90-day roadmap with clear responsibilities and KPIs.',
          ],
        },
      ],
      faq: [
        {
          question: 'Do we need complete data to use an industry module?',
          answer:
            'No. Most organisations start with what is available: claims lists from the insurer, the vehicle register, contract documents and, where it exists, telematics data. The module shows which data is genuinely meaningful in your sector and which missing information can be gathered with reasonable effort. Gaps are normal and no reason to postpone a project.',
        },
        {
          question: 'Are the modules tied to particular insurers or providers?',
          answer:
            'No. We work vendor-neutrally and do not sell insurance products of our own. The partner types in each module describe which kind of insurer, MGA, platform or data provider suits your task. Which specific partners you approach is your decision, based on a transparent comparison that we prepare together with you.',
        },
        {
          question: 'How does this differ from a tender run by our broker?',
          answer:
            'A broker arranges insurance contracts. We do not arrange contracts; we prepare the decision: risk profile, prevention approach, KPIs and choice of partners. Your existing broker can remain involved throughout. This division of labour has one clear advantage: the analysis stays independent of how and with whom the risk is eventually placed.',
        },
      ],
    },
  },

  industryLeasing: {
    de: {
      sections: [
        {
          title: 'Versicherung als Teil der Leasingrate',
          paragraphs: [
            'Für Leasingnehmer zählen am Ende die monatliche Rate und die Frage, was bei Schaden, Diebstahl oder Rückgabe passiert. Wird der Versicherungsschutz mit dem Vertrag geliefert, entfällt die separate Suche nach einer Police – und die Leasinggesellschaft behält den Zustand ihres eigenen Vermögenswerts im Blick.',
            'Entscheidend ist, dass die einzelnen Deckungen ineinandergreifen. Eine Abnutzungsdeckung ohne abgestimmte Rücknahmekriterien führt bei Vertragsende zu Streit statt zu Kundenbindung. Wir gestalten Produkt, Rückgabestandards und Schadenprozess deshalb als Einheit, damit Kundinnen und Kunden von Anfang an wissen, was abgedeckt ist und wie das Fahrzeug bei der Rückgabe bewertet wird. Typische Bausteine eines eingebetteten Pakets:',
          ],
          points: [
            'GAP-Deckung für die Differenz zwischen Wiederbeschaffungswert und offener Leasingforderung bei Totalschaden oder Diebstahl',
            'Kfz-Versicherung mit Haftpflicht und Vollkasko, abgestimmt auf Laufzeit und Fahrzeugklasse',
            'Schutz gegen Schäden und übermäßige Abnutzung, der die Kosten bei Vertragsende begrenzt',
            'Wartungs- und Verschleißpakete, die Werkstattkosten in die monatliche Rate verlagern',
          ],
        },
        {
          title: 'Restwert und Rückgabeschäden',
          paragraphs: [
            'Restwertrisiko entsteht nicht nur am Gebrauchtwagenmarkt, sondern auch im Fahrzeugzustand. Unreparierte Kleinschäden, fehlende Wartungsnachweise und verspätet gemeldete Unfälle drücken den Verwertungserlös. Ein eingebettetes Modell setzt früher an: Schäden werden während der Laufzeit gemeldet und in Partnerwerkstätten behoben, statt erst im Rückgabegutachten aufzutauchen.',
            'Für Ihre Kundinnen und Kunden sinkt damit die Unsicherheit bei der Rückgabe, die oft darüber entscheidet, ob ein Folgevertrag zustande kommt. Für Sie verringert sich der Aufwand für Nachverhandlungen, Rückgabeprotokolle und Forderungsmanagement, und Ihre Remarketing-Abteilung erhält Fahrzeuge in einem besser vorhersehbaren Zustand.',
          ],
        },
        {
          title: 'Schadenquoten im Portfolio steuern',
          paragraphs: [
            'Eine Leasinggesellschaft sieht, was einzelne Versicherer nicht sehen: das gesamte Portfolio über Kundengruppen, Fahrzeugklassen und Laufzeiten hinweg. Diese Sicht ist die Grundlage für faire Konditionen. Wir werten Schadenquoten je Segment aus, trennen Frequenz- von Großschäden und zeigen, wo Prävention oder angepasste Selbstbehalte mehr bewirken als ein Versichererwechsel.',
            'Telematik- oder Fahrzeugdaten können diese Auswertung ergänzen, sofern Einwilligungen nach DSGVO und die Vorgaben des TDDDG sauber geregelt sind. Wir klären mit Ihnen, welche Daten Sie für Tarifierung und Schadensteuerung tatsächlich brauchen – und auf welche Sie bewusst verzichten sollten, weil sie keinem klaren Zweck dienen.',
          ],
        },
        {
          title: 'Partnerversicherer auswählen und anbinden',
          paragraphs: [
            'Nicht jeder Versicherer ist bereit oder technisch in der Lage, Produkte in eine Leasingstrecke einzubetten. Gefragt sind Schnittstellen zum Vertragssystem, ein sauberer Produktfreigabeprozess nach IDD und eine Schadenabwicklung, die zu Ihren Servicezusagen passt. Wir erstellen eine Anforderungsliste, sprechen geeignete Versicherer und MGAs anbieterneutral an und strukturieren die Verhandlung so, dass Verantwortung und Ertrag nachvollziehbar verteilt sind.',
          ],
        },
        {
          title: 'Die Kundenreise vom Angebot bis zur Rückgabe',
          paragraphs: [
            'Der Versicherungsbaustein muss dort erscheinen, wo Kundinnen und Kunden entscheiden: im Angebot, im Konfigurator oder im Gespräch beim Händler. Wir gestalten den Ablauf so, dass die Informationspflichten nach IDD erfüllt werden, ohne den Abschluss zu bremsen. Während der Laufzeit folgen Schadenmeldung, Werkstattsteuerung und Verlängerungsangebot einer Logik. Genau diese durchgängige Betreuung bringt Kunden bei der nächsten Fahrzeugentscheidung zurück.',
          ],
        },
        {
          title: 'Ihr nächster Schritt',
          paragraphs: [
            'Erfahrungsgemäß scheitern 95 % der Embedded-Insurance-Projekte – oft nicht am Produkt, sondern an unklaren Zuständigkeiten zwischen Leasinggeber, Versicherer und Vertrieb. Im kostenlosen 60-minütigen Erstgespräch prüfen wir, wo Ihr Vorhaben steht, welche Partner fehlen und welche Risiken Sie früh angehen sollten. Sie gehen mit einer klaren Einschätzung und einem möglichen nächsten Schritt aus dem Termin, ohne Verkaufsdruck.',
          ],
        },
      ],
      faq: [
        {
          question: 'Müssen Leasingnehmer das Versicherungspaket verpflichtend abnehmen?',
          answer:
            'Das ist eine geschäftspolitische und rechtliche Entscheidung, die Sie gemeinsam mit Ihrer Rechtsabteilung treffen; wir bereiten sie mit Ihnen vor. In der Praxis bewähren sich oft Modelle, in denen das Paket als Standard angeboten wird, aber abwählbar ist. Wichtig sind in jedem Fall transparente Preisangaben, eine IDD-konforme Beratungsdokumentation und, wo erforderlich, eine klare Trennung von Leasingrate und Versicherungsprämie.',
        },
        {
          question: 'Wie passt eine GAP-Deckung zu einer bestehenden Vollkasko?',
          answer:
            'Die Vollkasko ersetzt bei Totalschaden oder Diebstahl in der Regel den Wiederbeschaffungswert. Liegt die offene Leasingforderung darüber, bleibt eine Lücke, die der Leasingnehmer selbst tragen müsste. Die GAP-Deckung schließt genau diese Differenz. Wir prüfen, ob Bedingungen, Laufzeiten und Entschädigungsgrenzen beider Bausteine aufeinander abgestimmt sind, damit weder eine Doppelversicherung noch eine neue Lücke entsteht.',
        },
        {
          question: 'Können wir mit unserem bisherigen Versicherer starten?',
          answer:
            'Ja, und oft ist das der schnellste Weg. Wir prüfen, ob Ihr bisheriger Partner die Anforderungen an Schnittstellen, Produktfreigabe und Schadenprozess erfüllt. Wo Lücken bestehen, ergänzen wir gezielt, etwa durch einen MGA oder einen spezialisierten Anbieter für Abnutzungs- oder GAP-Deckungen. Ein Wechsel ist nur dann sinnvoll, wenn er für Ihr Portfolio messbar besser ist.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Cover as part of the lease',
          paragraphs: [
            'For lessees, what matters in the end is the monthly payment and what happens in the event of damage, theft or return. If cover comes with the contract, there is no separate search for a policy, and the leasing company keeps track of the condition of its own asset.',
            'What matters is that the individual covers interlock. Wear-and-tear cover without aligned return criteria leads to disputes at the end of the lease instead of loyalty. We therefore design the product, the return standards and the claims process as one unit, so that customers know from the outset what is covered and how the vehicle will be assessed on return. Typical building blocks of an embedded package:',
          ],
          points: [
            'GAP cover for the difference between replacement value and the outstanding lease balance after a total loss or theft',
            'Motor insurance with third-party liability and comprehensive cover, matched to term and vehicle class',
            'Damage and wear-and-tear cover that limits costs at the end of the contract',
            'Maintenance and servicing packages that move workshop costs into the monthly rate',
          ],
        },
        {
          title: 'Residual value and return damage',
          paragraphs: [
            'Residual value risk does not only arise in the used-car market; it also lies in the condition of the vehicle. Unrepaired minor damage, missing service records and late-reported accidents all reduce remarketing proceeds. An embedded model intervenes earlier: damage is reported during the term and repaired in partner workshops rather than surfacing for the first time in the return inspection report.',
            'For your customers, this removes much of the uncertainty at return, the moment that often decides whether a follow-on contract is signed. For you, it reduces the effort spent on renegotiation, return reports and receivables management, and your remarketing team receives vehicles in a more predictable condition.',
          ],
        },
        {
          title: 'Managing portfolio loss ratios',
          paragraphs: [
            'A leasing company sees what individual insurers do not: the entire portfolio across customer groups, vehicle classes and contract terms. This view is the basis for fair terms. We analyse loss ratios by segment, separate frequency claims from large losses and show where prevention or adjusted deductibles will achieve more than a change of insurer.',
            'Telematics or vehicle data can add to this analysis, provided that consent under the GDPR and the requirements of Germany’s TDDDG are properly addressed. We work out with you which data you really need for pricing and claims management, and which you should deliberately leave aside because they serve no clear purpose.',
          ],
        },
        {
          title: 'Selecting and onboarding partner insurers',
          paragraphs: [
            'Not every insurer is willing or technically able to embed products into a leasing process. What is needed are interfaces to your contract management system, a sound product approval process under the IDD and claims handling that matches your service commitments. We draw up a list of requirements, approach suitable insurers and MGAs on a vendor-neutral basis and structure the negotiation so that responsibility and revenue are shared transparently.',
          ],
        },
        {
          title: 'The customer journey from quote to return',
          paragraphs: [
            'The insurance component has to appear where customers make their decision: in the quote, in the configurator or in the conversation at the dealership. We design the process so that IDD information requirements are met without slowing down the sale. During the term, claims notification, workshop referral and renewal offer follow a single logic. It is this continuous service that brings customers back when their next vehicle decision comes round.',
          ],
        },
        {
          title: 'Your next step',
          paragraphs: [
            'Experience shows that 95% of embedded insurance projects fail, often not because of the product but because responsibilities between lessor, insurer and sales are unclear. In the free 60-minute introductory call, we look at where your project stands, which partners are missing and which risks you should address early. You leave with a clear assessment and a possible next step, without any sales pressure.',
          ],
        },
      ],
      faq: [
        {
          question: 'Must lessees take the insurance package?',
          answer:
            'That is a commercial and legal decision for you and your legal department; we help you prepare it. In practice, models in which the package is offered as standard but can be deselected often work well. In any case, what matters is transparent pricing, IDD-compliant advice documentation and, where required, a clear separation between the lease payment and the insurance premium.',
        },
        {
          question: 'How does GAP cover fit with existing comprehensive insurance?',
          answer:
            'After a total loss or theft, comprehensive cover usually pays the replacement value. If the outstanding lease balance is higher, the lessee is left with a gap they would have to pay themselves. GAP cover closes exactly this difference. We check that the terms, durations and indemnity limits of both components are aligned, so that there is neither double insurance nor a new gap.',
        },
        {
          question: 'Can we start with our existing insurer?',
          answer:
            'Yes, and it is often the quickest route. We check whether your current partner meets the requirements for interfaces, product approval and claims process. Where there are gaps, we add targeted support, for example an MGA or a specialist provider of wear-and-tear or GAP cover. Switching only makes sense if it is measurably better for your portfolio.',
        },
      ],
    },
  },

  industryEmployeeFleets: {
    de: {
      sections: [
        {
          title: 'Halterpflichten ernst nehmen',
          paragraphs: [
            'Als Halter ist das Unternehmen für den verkehrssicheren Zustand der Fahrzeuge verantwortlich und muss sicherstellen, dass nur berechtigte Personen sie fahren. Dazu gehören die regelmäßige Führerscheinkontrolle, die Fahrerunterweisung, die Prüfung der Fahrzeuge nach DGUV Vorschrift 70 und eine lückenlose Dokumentation. Fehlt sie, können im Schadenfall unter Umständen auch Fuhrparkleitung und Geschäftsführung persönlich haften.',
            'Wir prüfen, ob Ihre Prozesse diese Anforderungen abdecken, und verbinden sie mit dem Versicherungsschutz. Eine lückenlose Dokumentation schützt vor Haftung und ist zugleich ein starkes Argument in der Verhandlung mit Versicherern, weil sie zeigt, dass Risiken gesteuert und nicht nur versichert werden.',
          ],
        },
        {
          title: 'Private Nutzung und Car Policy',
          paragraphs: [
            'Sobald ein Dienstwagen privat genutzt wird, stellen sich Fragen, die viele Car Policies nur teilweise beantworten. Dürfen Angehörige fahren? Was gilt auf Urlaubsreisen im Ausland? Wer trägt den Selbstbehalt, wenn der Schaden bei einer Privatfahrt entstanden ist? Wir gleichen Car Policy, Überlassungsvertrag und Versicherungsbedingungen ab, damit Regeln und Deckung übereinstimmen. Die wichtigsten Punkte:',
          ],
          points: [
            'Kreis der berechtigten Fahrerinnen und Fahrer, einschließlich Angehöriger',
            'Regeln zur Beteiligung an Reparaturkosten und Selbstbehalten',
            'Nutzung im Ausland, etwa auf Urlaubsreisen',
            'Meldepflichten und Fristen bei Schäden, Diebstahl und Verkehrsverstößen',
          ],
        },
        {
          title: 'Elektrofahrzeuge und Laden zu Hause',
          paragraphs: [
            'Mit der Elektrifizierung verlagert sich ein Teil des Risikos in den privaten Bereich der Mitarbeitenden. Die Wallbox in der Garage, das Ladekabel über dem Gehweg, das Laden in der Tiefgarage eines Mehrfamilienhauses: Hier berühren sich Dienstwagenversicherung, private Hausrat- und Wohngebäudeversicherung und die Verantwortung des Arbeitgebers. Wir klären, welche Deckung greift, und formulieren verständliche Regeln für Installation, Wartung und Erstattung des Ladestroms.',
          ],
        },
        {
          title: 'Dienstrad und Entgeltumwandlung',
          paragraphs: [
            'Bieten Sie Diensträder über Entgeltumwandlung an, gehört deren Absicherung in dasselbe Konzept. Diebstahl, Akkuschäden und Sturzschäden am Rad treffen die Beschäftigten unmittelbar. Ein im Leasingvertrag des Rads eingebetteter Schutz ist oft einfacher zu vermitteln als eine separate Police. Wir prüfen, ob die Pakete der Radleasinganbieter ausreichen und ob sie zu Ihrer übrigen Mobilitätsregelung passen.',
          ],
        },
        {
          title: 'Mitarbeitende mitnehmen',
          paragraphs: [
            'Regeln wirken nur, wenn sie verstanden werden. Wir entwickeln mit Ihnen Informationsmaterial, das Fahrerinnen und Fahrern in klarer Sprache erklärt, was versichert ist, was nach einem Unfall zu tun ist und warum bestimmte Pflichten bestehen. Wird Telematik eingesetzt, gehören die frühe Einbindung des Betriebsrats und eine offene Information darüber dazu, welche Daten zu welchem Zweck verarbeitet werden.',
            'Warum das wichtig ist: In einem Praxisbeispiel senkte eine Flotte mit 220 Fahrzeugen ihre Schadenkosten innerhalb von sechs Monaten um 28 %. Solche Ergebnisse sind nur erreichbar, wenn Fahrerinnen und Fahrer die Maßnahmen mittragen, statt sie bloß zu dulden. Deshalb kommt bei uns die Kommunikation vor der Technik.',
          ],
        },
        {
          title: 'Ihre Flotte gemeinsam einordnen',
          paragraphs: [
            'Im kostenlosen 60-minütigen Erstgespräch sehen wir uns Ihre Ausgangslage an: Flottengröße, Car Policy, Versicherungsvertrag, Schadenverlauf und die offenen Fragen aus dem Fuhrparkalltag. Sie erfahren, wo die größten Hebel liegen und ob eine Zusammenarbeit sinnvoll ist. Das Gespräch ist kein Verkaufstermin, sondern eine fachliche Standortbestimmung, aus der Sie in jedem Fall mit konkreten Anhaltspunkten herausgehen.',
          ],
        },
      ],
      faq: [
        {
          question: 'Dürfen wir die Führerscheinkontrolle digital durchführen?',
          answer:
            'Ja. Digitale Verfahren sind verbreitet und meist praktischer als die persönliche Vorlage beim Fuhrparkmanagement. Voraussetzung ist, dass das Verfahren den Anforderungen der DSGVO entspricht, die Mitarbeitenden informiert sind und die Kontrollen lückenlos dokumentiert werden. Legen Sie die Intervalle nach Risiko fest und begründen Sie sie schriftlich, damit sie im Schadenfall nachvollziehbar sind.',
        },
        {
          question: 'Wer haftet, wenn Angehörige mit dem Dienstwagen einen Unfall verursachen?',
          answer:
            'Gegenüber Dritten leistet zunächst die Kfz-Haftpflichtversicherung des Fahrzeugs. Ob die Kasko zahlt und wer einen Selbstbehalt trägt, hängt von den Versicherungsbedingungen und vom Überlassungsvertrag ab. Ist der Fahrerkreis eingeschränkt und fuhr eine nicht berechtigte Person, drohen Regress und Streit. Car Policy und Vertrag sollten deshalb eindeutig festlegen, wer fahren darf.',
        },
        {
          question: 'Lohnt sich Telematik für eine Dienstwagenflotte?',
          answer:
            'Das hängt vom Einsatzprofil ab. In Außendienstflotten mit hoher Fahrleistung kann Telematik Schäden spürbar senken und die Fahrtenbuchführung erleichtern. Bei überwiegend privat genutzten Fahrzeugen stehen Datenschutz und Akzeptanz im Vordergrund. Wir bewerten Nutzen und Aufwand nüchtern und beziehen Betriebsrat und Datenschutzbeauftragte früh ein, bevor eine Entscheidung fällt.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Taking duty of care seriously',
          paragraphs: [
            'As the registered keeper, the company is responsible for the roadworthiness of its vehicles and must ensure that only authorised people drive them. This includes regular driving licence checks, driver briefings, vehicle inspections under DGUV Vorschrift 70 and complete documentation. Where that documentation is missing, fleet managers and directors may in some cases be held personally liable after an accident.',
            'We check whether your processes meet these requirements and link them to your insurance cover. Complete documentation protects against liability, and it is also a strong argument in negotiations with insurers, because it shows that risk is being managed rather than merely insured.',
          ],
        },
        {
          title: 'Private use and the car policy',
          paragraphs: [
            'As soon as a company car is used privately, questions arise that many car policies only partly answer. May family members drive? What applies on holiday trips abroad? Who pays the deductible if the damage happened during private use? We align the car policy, the vehicle allocation agreement and the insurance terms so that rules and cover match. The key points:',
          ],
          points: [
            'Who is authorised to drive, including family members',
            'Rules on contributions to repair costs and deductibles',
            'Use abroad, for example on holiday',
            'Reporting duties and deadlines for damage, theft and traffic offences',
          ],
        },
        {
          title: 'Electric vehicles and charging at home',
          paragraphs: [
            'Electrification shifts part of the risk into employees’ private lives. The wallbox in the garage, the charging cable across the pavement, charging in the underground car park of a block of flats: this is where company-car cover, private contents and buildings insurance, and the employer’s responsibility meet. We clarify which cover applies and draft clear rules for installation, maintenance and reimbursement of charging costs.',
          ],
        },
        {
          title: 'Bike leasing and salary sacrifice',
          paragraphs: [
            'If you offer bikes through salary sacrifice, their protection belongs in the same framework. Theft, battery damage and damage from falls affect employees directly. Cover embedded in the bike lease is often easier to communicate than a separate policy. We check whether the packages offered by bike leasing providers are sufficient and whether they fit the rest of your mobility policy.',
          ],
        },
        {
          title: 'Bringing employees along',
          paragraphs: [
            'Rules only work if people understand them. Together with you, we develop materials that explain to drivers in plain language what is covered, what to do after an accident and why certain duties exist. If telematics is used, this includes involving the works council early and being open about which data is processed and for what purpose.',
            'Why this matters: in one example from practice, a fleet of 220 vehicles reduced its incident costs by 28% within six months. Results like this are only achievable when drivers support the measures rather than merely putting up with them. That is why, for us, communication comes before technology.',
          ],
        },
        {
          title: 'Assessing your fleet together',
          paragraphs: [
            'In the free 60-minute introductory call, we look at your starting point: fleet size, car policy, insurance contract, claims history and the open questions from day-to-day fleet management. You find out where the biggest levers are and whether working together makes sense. The call is not a sales meeting but a professional assessment of where you stand, and you leave it with concrete pointers either way.',
          ],
        },
      ],
      faq: [
        {
          question: 'May we carry out driving licence checks digitally?',
          answer:
            'Yes. Digital procedures are widespread and usually more practical than asking drivers to present their licence to the fleet office. The prerequisites are that the procedure complies with the GDPR, employees are informed and checks are documented without gaps. Set the intervals according to risk and record your reasoning in writing, so that it can be followed if a claim arises.',
        },
        {
          question: 'Who is liable if a family member causes an accident in a company car?',
          answer:
            'Towards third parties, the vehicle’s motor third-party liability insurance pays first. Whether the comprehensive cover pays out and who bears the deductible depends on the insurance terms and the vehicle allocation agreement. If the group of drivers is restricted and an unauthorised person was driving, recourse claims and disputes are likely. The car policy and agreement should therefore state clearly who may drive.',
        },
        {
          question: 'Is telematics worthwhile for a company-car fleet?',
          answer:
            'That depends on how the vehicles are used. In field sales fleets with high mileage, telematics can noticeably reduce claims and simplify mileage logs. Where vehicles are mostly used privately, data protection and acceptance come first. We weigh up benefit and effort soberly and involve the works council and the data protection officer early, before any decision is made.',
        },
      ],
    },
  },

  industryTransport: {
    de: {
      sections: [
        {
          title: 'Fahrzeug, Ladung und Haftung in einer Übersicht',
          paragraphs: [
            'In vielen Speditionen liegen Kfz-Versicherung, Verkehrshaftungsversicherung und Warentransportversicherung bei unterschiedlichen Versicherern, mit unterschiedlichen Laufzeiten und Ansprechpartnern. Das erschwert die Schadenabwicklung und verschenkt Verhandlungsspielraum. Wir führen die Verträge in einer Übersicht zusammen und prüfen, wo sich Deckungen überschneiden oder Lücken entstehen, vor allem in diesen Bereichen:',
          ],
          points: [
            'Haftung nach CMR im grenzüberschreitenden Straßengüterverkehr',
            'Frachtführerhaftung nach HGB im innerdeutschen Verkehr',
            'Abweichende Haftungsvereinbarungen in Rahmenverträgen mit Verladern',
            'Einsatz von Subunternehmern und deren Versicherungsnachweise',
          ],
        },
        {
          title: 'Fahrermangel und Ermüdung',
          paragraphs: [
            'Der Fahrermangel wirkt sich unmittelbar auf die Schadenentwicklung aus. Werden Touren mit weniger Personal bewältigt, steigen Termindruck und Ermüdung, und neue Fahrerinnen und Fahrer kennen Fahrzeug und Strecke weniger gut. Versicherer sehen diese Entwicklung in den Schadenquoten. Wir betrachten Dispositionsregeln, Einarbeitung und Pausenplanung deshalb als Teil des Risikomanagements, nicht als reines Personalthema.',
          ],
        },
        {
          title: 'Telematik- und Tachografendaten nutzen',
          paragraphs: [
            'Die meisten Lkw-Flotten erzeugen bereits mehr Daten, als sie auswerten. Telematiksysteme erfassen Brems- und Beschleunigungsverhalten, der digitale Tachograf dokumentiert Lenk- und Ruhezeiten. Zusammengeführt ergibt sich ein Bild, das über die Schadenstatistik hinausgeht – etwa welche Touren, Tageszeiten oder Fahrzeugtypen auffällig sind und wo Prävention am meisten bewirkt.',
            'Für die Nutzung gelten klare Grenzen. Tachografendaten werden in erster Linie zum Nachweis der Lenk- und Ruhezeiten erhoben; eine Auswertung zur Risikosteuerung braucht eine eigene Rechtsgrundlage nach DSGVO und in der Regel eine Betriebsvereinbarung. Wir klären diese Fragen, bevor Daten an Versicherer fließen.',
          ],
        },
        {
          title: 'Wo die Schadenkosten entstehen',
          paragraphs: [
            'Die teuersten Schäden im Transport sind nicht immer die spektakulären. Häufig treiben Rangierschäden auf Betriebshöfen und an Laderampen, Auffahrunfälle am Stauende, Ladungsdiebstahl auf Parkplätzen und Schäden durch mangelhafte Ladungssicherung die Kosten. Wir analysieren Ihren Schadenverlauf nach diesen Mustern und zeigen, welche Ursachen sich durch Prävention beeinflussen lassen und welche Sie besser über Versicherung absichern.',
          ],
        },
        {
          title: 'Schadenabwicklung beschleunigen',
          paragraphs: [
            'Jeder Tag, an dem ein Lkw in der Werkstatt steht oder ein Schaden ungeklärt bleibt, kostet Umsatz. Ein strukturierter Schadenprozess legt fest, wer was wann meldet, welche Werkstätten angesteuert werden und wie Ladungsschäden dokumentiert werden. Schnelle, vollständige Meldungen senken die Abwicklungskosten und stärken Ihre Position gegenüber Verladern, Versicherern und Sachverständigen.',
          ],
        },
        {
          title: 'Ihr Risikoprofil im Erstgespräch',
          paragraphs: [
            'Bringen Sie zum kostenlosen 60-minütigen Erstgespräch Ihre aktuelle Vertragsübersicht und, falls vorhanden, die Schadenliste der vergangenen Jahre mit. Wir zeigen Ihnen, welche Hebel für Ihr Verkehrsprofil realistisch sind und welche Daten noch fehlen, um Versicherern ein belastbares Risikoprofil vorzulegen. Danach entscheiden Sie in Ruhe, ob und wie Sie weitermachen.',
          ],
        },
      ],
      faq: [
        {
          question: 'Ist die CMR-Haftung über die Kfz-Versicherung abgedeckt?',
          answer:
            'Nein. Die Kfz-Haftpflichtversicherung deckt Schäden, die Dritten durch den Gebrauch des Fahrzeugs entstehen. Für Verlust oder Beschädigung des Guts und für Lieferfristüberschreitungen haftet der Frachtführer nach CMR oder HGB; dafür ist die Verkehrshaftungsversicherung da. Beide Verträge sollten aufeinander abgestimmt sein, damit bei einem Unfall mit Ladungsschaden keine Abgrenzungsfragen entstehen.',
        },
        {
          question: 'Wie gewinnen wir Fahrerinnen und Fahrer für Telematik?',
          answer:
            'Durch Transparenz und erkennbaren Nutzen. Fahrerinnen und Fahrer sollten wissen, welche Daten erhoben werden, wer sie sieht und wofür sie verwendet werden. Feedbackmodelle, die Fahrverhalten anonymisiert oder auf Teamebene vergleichen, funktionieren meist besser als die Kontrolle Einzelner. Präventionserfolge sollten zudem sichtbar zurückfließen, etwa durch Anerkennung oder bessere Fahrzeuge.',
        },
        {
          question: 'Führt eine bessere Datenlage automatisch zu niedrigeren Prämien?',
          answer:
            'Nicht automatisch. Versicherer kalkulieren auf Grundlage von Schadenverlauf und Risikoeinschätzung. Gute Daten verbessern diese Einschätzung und sind die Voraussetzung dafür, Präventionserfolge in bessere Konditionen umzusetzen. Niedrigere Versicherungskosten setzen allerdings voraus, dass Prävention über einen gewissen Zeitraum messbar wirkt und sauber dokumentiert ist.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Vehicle, cargo and liability in one view',
          paragraphs: [
            'In many haulage firms, motor insurance, carrier’s liability insurance and goods-in-transit cover sit with different insurers, with different renewal dates and contacts. This complicates claims handling and gives away negotiating leverage. We bring the contracts together in one overview and check where cover overlaps or gaps appear, particularly in these areas:',
          ],
          points: [
            'Liability under the CMR Convention for international road haulage',
            'Carrier’s liability under the German Commercial Code (HGB) for domestic transport',
            'Deviating liability agreements in framework contracts with shippers',
            'Use of subcontractors and their proof of insurance',
          ],
        },
        {
          title: 'Driver shortage and fatigue',
          paragraphs: [
            'The shortage of drivers has a direct effect on claims. When routes are covered with fewer staff, time pressure and fatigue increase, and new drivers are less familiar with the vehicle and the route. Insurers see this trend in loss ratios. We therefore treat scheduling rules, induction and break planning as part of risk management, not merely as an HR matter.',
          ],
        },
        {
          title: 'Using telematics and tachograph data',
          paragraphs: [
            'Most lorry fleets already generate more data than they evaluate. Telematics systems record braking and acceleration behaviour, and the digital tachograph documents driving and rest periods. Combined, they provide a picture that goes beyond claims statistics, showing for example which routes, times of day or vehicle types stand out and where prevention will achieve most.',
            'There are clear limits to how this data may be used. Tachograph data is collected primarily to prove compliance with driving and rest periods; using it for risk management requires a separate legal basis under the GDPR and usually a works agreement. We clarify these questions before any data is passed to insurers.',
          ],
        },
        {
          title: 'Where claims costs arise',
          paragraphs: [
            'The most expensive claims in transport are not always the spectacular ones. Costs are often driven by manoeuvring damage in yards and at loading bays, rear-end collisions at the tail of traffic jams, cargo theft from lorry parks and damage caused by inadequate load securing. We analyse your claims history against these patterns and show which causes prevention can influence and which are better covered by insurance.',
          ],
        },
        {
          title: 'Faster claims handling',
          paragraphs: [
            'Every day a lorry spends in the workshop or a claim remains unresolved costs revenue. A structured claims process defines who reports what and when, which workshops vehicles are sent to and how cargo damage is documented. Fast, complete notifications reduce handling costs and strengthen your position with shippers, insurers and loss adjusters.',
          ],
        },
        {
          title: 'Your risk profile in the first call',
          paragraphs: [
            'Bring your current contract overview and, if available, the claims list for recent years to the free 60-minute introductory call. We show you which levers are realistic for your type of operation and which data is still missing to present insurers with a robust risk profile. Afterwards, you decide in your own time whether and how to proceed.',
          ],
        },
      ],
      faq: [
        {
          question: 'Is CMR liability covered by motor insurance?',
          answer:
            'No. Motor third-party liability insurance covers damage caused to third parties through the use of the vehicle. For loss of or damage to goods and for delays in delivery, the carrier is liable under the CMR or the HGB, and that is what carrier’s liability insurance is for. Both contracts should be aligned so that an accident involving cargo damage does not raise questions of demarcation.',
        },
        {
          question: 'How do we win drivers over to telematics?',
          answer:
            'Through transparency and visible benefit. Drivers should know which data is collected, who sees it and what it is used for. Feedback models that compare driving behaviour anonymously or at team level tend to work better than monitoring individuals. Prevention successes should also come back to the drivers, for instance through recognition or better vehicles.',
        },
        {
          question: 'Does better data automatically lead to lower premiums?',
          answer:
            'Not automatically. Insurers price on the basis of claims history and their assessment of the risk. Good data improves that assessment and is the prerequisite for turning prevention successes into better terms. Lower insurance costs, however, require prevention to have had a measurable effect over a certain period and to be properly documented.',
        },
      ],
    },
  },

  industryParcel: {
    de: {
      sections: [
        {
          title: 'Viele kleine Schäden, eine große Summe',
          paragraphs: [
            'In KEP-Flotten ist selten der einzelne Großschaden das Problem, sondern die schiere Menge. Spiegel, Stoßfänger, Seitenwände und Schiebetüren leiden unter dem Rangieren in engen Straßen, dem Halten in zweiter Reihe und hektischem Be- und Entladen. Einzeln wirken diese Schäden unbedeutend; in der Summe bestimmen sie Schadenquote, Prämie und Fahrzeugverfügbarkeit.',
            'Wir werten Schäden deshalb nach Häufigkeit, Ort und Situation aus, nicht nur nach Kosten. So wird sichtbar, ob Probleme an bestimmten Depots, Touren oder Fahrzeugtypen hängen und wo eine gezielte Maßnahme mehr bewirkt als eine allgemeine Anweisung an alle Fahrerinnen und Fahrer.',
          ],
        },
        {
          title: 'Klare Regeln für Subunternehmer',
          paragraphs: [
            'Viele Zustelltouren werden von Subunternehmern gefahren, teils mit eigenen, teils mit gestellten Fahrzeugen. Damit verschwimmt, wessen Versicherung im Schadenfall zahlt und wer für Unterweisung und Fahrzeugzustand verantwortlich ist. Wir schaffen Regeln, die für alle Beteiligten gelten und im Alltag überprüfbar sind:',
          ],
          points: [
            'Mindestanforderungen an den Versicherungsschutz und regelmäßige Nachweise',
            'Verantwortung für Führerscheinkontrolle und Fahrerunterweisung',
            'Ein einheitlicher Meldeweg für Schäden, unabhängig vom Vertragsverhältnis',
            'Regelungen zu Selbstbehalten und zur Beteiligung an Schadenkosten',
          ],
        },
        {
          title: 'Transporter und E-Vans',
          paragraphs: [
            'Lieferwagen werden im Zustellalltag stark beansprucht, und mit E-Vans kommen neue Fragen hinzu: oft höhere Reparaturkosten nach Batterie- und Karosserieschäden, begrenzte Werkstattkapazität für Hochvoltsysteme und Ladeinfrastruktur im Depot. Wir prüfen, ob Versicherungsbedingungen, Werkstattnetz und Ausfallregelungen auf Elektrofahrzeuge eingestellt sind, bevor die Umstellung die Schadenkosten in die Höhe treibt.',
          ],
        },
        {
          title: 'Prävention unter Zeitdruck',
          paragraphs: [
            'Schulungen, die Fahrerinnen und Fahrer für Stunden von der Tour abziehen, finden in KEP-Betrieben selten statt. Prävention muss in den Arbeitstag passen: kurze Unterweisungen im Depot, Rückfahrkameras und Sensorik, Tourenplanung mit realistischen Zeitfenstern und Feedback auf Basis von Fahrdaten. Wir entwickeln mit Ihnen ein Programm, das im Tagesgeschäft tatsächlich umgesetzt wird.',
          ],
        },
        {
          title: 'Schadenmeldung in Minuten statt Tagen',
          paragraphs: [
            'Je später ein Schaden gemeldet wird, desto teurer wird er: Beweise gehen verloren, Angaben zum Unfallgegner bleiben unvollständig, Folgeschäden entstehen. Eine mobile Schadenmeldung mit Fotos und Standort direkt aus dem Fahrzeug verkürzt diesen Weg erheblich. Wir verbinden die Meldung mit Werkstattsteuerung und Versicherer, damit Schäden zügig reguliert werden und Fahrzeuge schneller wieder im Einsatz sind.',
          ],
        },
        {
          title: 'Ihre Ausgangslage im Gespräch',
          paragraphs: [
            'Im kostenlosen 60-minütigen Erstgespräch sprechen wir über Ihre Depotstruktur, den Anteil der Subunternehmer, Ihre Fahrzeugflotte und den bisherigen Schadenverlauf. Sie erhalten eine Einschätzung, wo die größten Präventionshebel liegen und welche Schritte sich in den ersten Wochen umsetzen lassen, ohne den Zustellbetrieb zu stören.',
          ],
        },
      ],
      faq: [
        {
          question: 'Lohnt sich eine Vollkasko für Zustellfahrzeuge?',
          answer:
            'Das hängt von Fahrzeugwert, Schadenhäufigkeit und Finanzierung ab. Bei geleasten oder neuen E-Vans ist die Vollkasko oft vorgeschrieben oder wirtschaftlich sinnvoll. Bei älteren Transportern kann ein höherer Selbstbehalt oder die Regulierung kleiner Schäden in Eigenregie günstiger sein. Wir rechnen die Varianten anhand Ihrer Schadendaten durch, statt eine pauschale Empfehlung zu geben.',
        },
        {
          question: 'Wie gehen wir mit häufig wechselndem Fahrpersonal um?',
          answer:
            'Mit einer kompakten, standardisierten Einarbeitung: Führerscheinkontrolle, Unterweisung zu Fahrzeug und Schadenmeldung sowie klare Regeln für den Umgang mit Schäden. Dieses Paket sollte unabhängig davon gelten, ob jemand bei Ihnen angestellt ist oder für einen Subunternehmer fährt. So bleibt die Qualität stabil, auch wenn die Besetzung der Touren wechselt.',
        },
        {
          question: 'Welche Daten brauchen wir für den Start?',
          answer:
            'Eine Schadenliste Ihres Versicherers oder aus Ihrem eigenen System, eine Fahrzeugübersicht mit der Zuordnung zu den Depots und, falls vorhanden, Daten aus Telematik oder Tourenplanung. Vollständigkeit ist keine Voraussetzung. Oft zeigt schon eine einfache Auswertung nach Depot und Schadenart, wo Prävention ansetzen sollte.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Many small claims, one large total',
          paragraphs: [
            'In parcel fleets, the problem is rarely the single large loss but the sheer number of claims. Mirrors, bumpers, side panels and sliding doors suffer from manoeuvring in narrow streets, double parking and hurried loading and unloading. Individually, this damage looks trivial; taken together, it determines the loss ratio, the premium and vehicle availability.',
            'We therefore analyse claims by frequency, location and situation, not just by cost. This shows whether problems are linked to particular depots, routes or vehicle types, and where a targeted measure will have more effect than a general instruction to all drivers.',
          ],
        },
        {
          title: 'Clear rules for subcontractors',
          paragraphs: [
            'Many delivery routes are driven by subcontractors, some in their own vehicles and some in vehicles provided to them. This blurs whose insurance pays in the event of a claim and who is responsible for briefings and vehicle condition. We set rules that apply to everyone involved and can be checked in day-to-day operations:',
          ],
          points: [
            'Minimum insurance requirements and regular proof of cover',
            'Responsibility for licence checks and driver briefings',
            'A single reporting channel for claims, regardless of the contractual relationship',
            'Rules on deductibles and contributions to damage costs',
          ],
        },
        {
          title: 'Vans and e-vans',
          paragraphs: [
            'Delivery vans take heavy wear in daily service, and e-vans add new questions: often higher repair costs after battery and body damage, limited workshop capacity for high-voltage systems, and charging infrastructure in the depot. We check whether insurance terms, workshop network and downtime arrangements are set up for electric vehicles before the switch pushes claims costs up.',
          ],
        },
        {
          title: 'Prevention under time pressure',
          paragraphs: [
            'Training sessions that take drivers off their routes for hours rarely happen in parcel operations. Prevention has to fit into the working day: short briefings in the depot, reversing cameras and sensors, route planning with realistic delivery windows, and feedback based on driving data. We develop a programme with you that is actually carried out in day-to-day operations.',
          ],
        },
        {
          title: 'Claims notification in minutes, not days',
          paragraphs: [
            'The later a claim is reported, the more expensive it becomes: evidence is lost, details of the other party remain incomplete and consequential damage occurs. Mobile claims notification with photos and location, straight from the vehicle, shortens this path considerably. We connect notification with workshop management and the insurer so that claims are settled quickly and vehicles are back on the road sooner.',
          ],
        },
        {
          title: 'Your starting point in conversation',
          paragraphs: [
            'In the free 60-minute introductory call, we discuss your depot structure, the share of subcontracted routes, your vehicle fleet and your claims history to date. You receive an assessment of where the biggest prevention levers lie and which steps can be implemented in the first few weeks without disrupting deliveries.',
          ],
        },
      ],
      faq: [
        {
          question: 'Is comprehensive cover worthwhile for delivery vans?',
          answer:
            'That depends on vehicle value, claims frequency and financing. For leased or new e-vans, comprehensive cover is often required or makes economic sense. For older vans, a higher deductible or settling minor damage in-house can be cheaper. We calculate the options using your own claims data rather than giving a blanket recommendation.',
        },
        {
          question: 'How do we deal with frequently changing drivers?',
          answer:
            'With a compact, standardised onboarding: licence check, briefing on the vehicle and on claims notification, and clear rules on handling damage. This package should apply regardless of whether someone is employed by you or drives for a subcontractor. That keeps quality stable even when the people driving the routes change.',
        },
        {
          question: 'What data do we need to get started?',
          answer:
            'A claims list from your insurer or your own system, a vehicle list showing which depot each vehicle belongs to and, if available, data from telematics or route planning. Completeness is not a prerequisite. A simple analysis by depot and type of damage often already shows where prevention should begin.',
        },
      ],
    },
  },

  industryConstruction: {
    de: {
      sections: [
        {
          title: 'Gemischte Flotten, getrennte Verträge',
          paragraphs: [
            'Ein Bauunternehmen führt typischerweise Pkw, Transporter, Kipper, Tieflader, Mobilkrane und selbstfahrende Arbeitsmaschinen. Für manche gilt die Kfz-Versicherung, für andere die Maschinenversicherung, für nicht zugelassene Geräte unter Umständen die Betriebshaftpflicht. Wo diese Verträge nebeneinander gewachsen sind, fehlt oft die Gesamtsicht, und im Schadenfall wird über Zuständigkeiten gestritten. Wir erstellen ein Verzeichnis aller Fahrzeuge und Maschinen und prüfen:',
          ],
          points: [
            'ob jedes Gerät eindeutig einem Vertrag zugeordnet ist',
            'wo sich Kfz- und Maschinenversicherung überschneiden',
            'ob Arbeitseinsätze, etwa Kranarbeiten, von der Haftpflicht umfasst sind',
            'ob Mietgeräte und Maschinen von Nachunternehmern abgesichert sind',
          ],
        },
        {
          title: 'Risiken auf der Baustelle',
          paragraphs: [
            'Baustellen sind wechselnde Arbeitsumgebungen mit unebenem Gelände, engen Zufahrten, Personen im Gefahrenbereich und ständigem Zeitdruck. Schäden entstehen beim Rangieren, durch Umkippen und Abrutschen von Maschinen und bei Kollisionen mit Gebäuden oder Leitungen im Boden. Prävention setzt bei Einweisung, Baustellenlogistik und Sicherheitsausstattung an, etwa Rückfahrassistenz und Personenerkennung.',
          ],
        },
        {
          title: 'Diebstahl von Maschinen und Material',
          paragraphs: [
            'Baumaschinen, Anbaugeräte, Werkzeug und Kraftstoff sind begehrt, und Baustellen lassen sich schwer sichern. Versicherer reagieren auf das Diebstahlrisiko mit Sicherungsauflagen oder Ausschlüssen. Wir prüfen, welche Auflagen bestehen, ob GPS-Ortung, Wegfahrsperren oder eine eindeutige Kennzeichnung der Geräte sinnvoll sind und wie sich diese Maßnahmen in bessere Konditionen übersetzen lassen.',
          ],
        },
        {
          title: 'Schwerlast und Sondergenehmigungen',
          paragraphs: [
            'Für Schwer- und Großraumtransporte sind Genehmigungen, festgelegte Routen und je nach Ladung Begleitfahrzeuge vorgeschrieben. Weicht ein Transport davon ab, kann das Folgen für den Versicherungsschutz haben. Wir prüfen, ob Auflagen aus den Genehmigungen in Ihren Verträgen berücksichtigt sind und ob Ihre Abläufe sicherstellen, dass Fahrpersonal und Disposition die Bedingungen kennen und deren Einhaltung dokumentieren.',
          ],
        },
        {
          title: 'Stillstand kostet mehr als die Reparatur',
          paragraphs: [
            'Fällt ein Bagger oder Kran aus, steht oft die ganze Baustelle. Vertragsstrafen, Mietgeräte und Überstunden übersteigen dann schnell die eigentlichen Reparaturkosten. Wir prüfen, ob eine Betriebsunterbrechungs- oder Mehrkostenversicherung in Ihrer Situation sinnvoll ist, und bauen mit Ihnen Abläufe auf, die Ausfallzeiten verkürzen: Ersatzgeräte, Werkstattpartner mit Vor-Ort-Service und eine schnelle Schadenfreigabe.',
          ],
        },
        {
          title: 'Den Bestand gemeinsam durchgehen',
          paragraphs: [
            'Im kostenlosen 60-minütigen Erstgespräch gehen wir Ihren Fahrzeug- und Maschinenbestand in groben Zügen durch und sprechen über die Verträge, die Sie heute haben. Sie erfahren, wo Doppelversicherungen oder Lücken naheliegen und welche Präventionsmaßnahmen sich für Ihre Baustellen eignen. Eine Verkaufsabsicht gibt es dabei nicht, sondern eine sachliche Einschätzung.',
          ],
        },
      ],
      faq: [
        {
          question: 'Brauchen selbstfahrende Arbeitsmaschinen eine Kfz-Versicherung?',
          answer:
            'Das hängt von der bauartbedingten Höchstgeschwindigkeit und der Zulassung ab. Nicht jede Maschine unterliegt der Pflichtversicherung; bei den übrigen muss die Haftung aus dem Betrieb anderweitig gedeckt sein, meist über die Betriebshaftpflicht. Wir prüfen für jede Maschine, welcher Vertrag greift, damit im Schadenfall keine Lücke entsteht.',
        },
        {
          question: 'Was deckt eine Maschinenversicherung ab?',
          answer:
            'Die Maschinenversicherung ist eine Sachversicherung für Schäden an der Maschine selbst, etwa durch Bedienungsfehler, Umkippen, Absturz oder, je nach Bedingungen, Diebstahl. Sie ersetzt nicht die Haftpflicht für Schäden an Dritten. Umfang, Selbstbehalte und Ausschlüsse unterscheiden sich deutlich zwischen den Anbietern, weshalb sich ein genauer Abgleich mit Ihrem tatsächlichen Einsatzprofil lohnt.',
        },
        {
          question: 'Wie gehen wir mit Mietgeräten um?',
          answer:
            'Mietverträge verlagern das Risiko häufig auf den Mieter, teils mit einer Haftungsbegrenzung gegen Aufpreis. Ob Ihre eigene Maschinenversicherung gemietete Geräte einschließt, hängt von Ihrem Vertrag ab. Wir vergleichen beide Varianten und legen fest, wann die Haftungsbegrenzung des Vermieters und wann der eigene Vertrag die bessere Wahl ist, damit Mietgeräte weder doppelt noch gar nicht versichert sind.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Mixed fleets, separate contracts',
          paragraphs: [
            'A construction company typically runs cars, vans, tippers, low-loaders, mobile cranes and self-propelled machinery. Some are covered by motor insurance, others by machinery insurance, and for unregistered equipment the general liability policy may apply. Where these contracts have grown up side by side, there is often no overall view, and after a loss the argument is about who is responsible. We draw up a register of all vehicles and machines and check:',
          ],
          points: [
            'whether each machine is clearly assigned to one contract',
            'where motor and machinery insurance overlap',
            'whether work operations, such as crane lifts, are included in liability cover',
            'whether hired equipment and subcontractors’ machines are covered',
          ],
        },
        {
          title: 'Risks on site',
          paragraphs: [
            'Construction sites are changing work environments with uneven ground, narrow access roads, people in danger zones and constant time pressure. Damage occurs during manoeuvring, when machines tip over or slide, and in collisions with buildings or underground utilities. Prevention starts with instruction, site logistics and safety equipment such as reversing assistance and person detection systems.',
          ],
        },
        {
          title: 'Theft of plant and materials',
          paragraphs: [
            'Construction machinery, attachments, tools and fuel are attractive targets, and sites are difficult to secure. Insurers respond to the theft risk with security requirements or exclusions. We check which requirements apply, whether GPS tracking, immobilisers or clear equipment marking make sense, and how these measures can be translated into better terms.',
          ],
        },
        {
          title: 'Heavy haulage and special permits',
          paragraphs: [
            'Heavy and abnormal loads require permits, defined routes and, depending on the load, escort vehicles. If a transport deviates from these conditions, this can affect insurance cover. We check whether permit conditions are reflected in your contracts and whether your processes ensure that drivers and planners know the conditions and document compliance with them.',
          ],
        },
        {
          title: 'Downtime costs more than the repair',
          paragraphs: [
            'When an excavator or crane breaks down, the whole site often comes to a standstill. Contractual penalties, hired replacements and overtime can quickly exceed the actual repair costs. We check whether business interruption or additional cost cover makes sense in your situation, and build processes with you that shorten downtime: replacement equipment, workshop partners with on-site service and fast claims approval.',
          ],
        },
        {
          title: 'Going through your fleet together',
          paragraphs: [
            'In the free 60-minute introductory call, we go through your vehicles and machinery in broad terms and discuss the contracts you have today. You find out where double insurance or gaps are likely and which prevention measures suit your sites. There is no sales agenda, just a factual assessment of where you stand.',
          ],
        },
      ],
      faq: [
        {
          question: 'Does self-propelled machinery need motor insurance?',
          answer:
            'That depends on the design speed and registration. Not every machine is subject to compulsory motor insurance; for those that are not, liability arising from their operation must be covered elsewhere, usually through general liability insurance. We check for each machine which contract applies, so that there is no gap when a loss occurs.',
        },
        {
          question: 'What does machinery insurance cover?',
          answer:
            'Machinery insurance is property cover for damage to the machine itself, for example from operating errors, tipping over, falling or, depending on the terms, theft. It does not replace liability cover for damage to third parties. Scope, deductibles and exclusions vary considerably between providers, so a careful comparison against your actual operating profile pays off.',
        },
        {
          question: 'How should we handle hired equipment?',
          answer:
            'Hire agreements often shift the risk to the hirer, sometimes with a limitation of liability available for an extra charge. Whether your own machinery insurance includes hired equipment depends on your contract. We compare both options and determine when the hire company’s limitation of liability and when your own contract is the better choice, so that hired equipment is neither insured twice nor not at all.',
        },
      ],
    },
  },

  industryMunicipal: {
    de: {
      sections: [
        {
          title: 'Versicherung ist ausschreibungspflichtig',
          paragraphs: [
            'Öffentliche Auftraggeber müssen Versicherungsleistungen grundsätzlich im Wettbewerb vergeben. Je nach Auftragswert gelten das nationale Haushalts- und Vergaberecht oder die EU-weiten Regeln. Eine gute Ausschreibung entscheidet über mehr als den Preis: Sie legt fest, welche Risiken abgedeckt sind, welche Selbstbehalte gelten und wie Schäden abgewickelt werden.',
            'Wir unterstützen bei der fachlichen Vorbereitung der Vergabeunterlagen: Risikobeschreibung, Fahrzeugverzeichnis, Schadenstatistik und Leistungsbeschreibung. Die vergaberechtliche Verantwortung bleibt bei Ihrer Vergabestelle. Weil wir keine Versicherungsprodukte verkaufen, entsteht kein Interessenkonflikt mit den Bietern. Auch bei der Auswertung der Angebote bringen wir die versicherungsfachliche Sicht ein, etwa beim Vergleich von Bedingungen und Selbstbehalten.',
          ],
        },
        {
          title: 'Spezialfahrzeuge, eigene Risikoprofile',
          paragraphs: [
            'Kommunale Flotten vereinen Fahrzeuge, die kaum etwas gemeinsam haben. Jede Gruppe hat eigene Schadenmuster, die sich in der Ausschreibung ebenso wiederfinden müssen wie in der Prävention. Eine Ausschreibung, die ein Abfallsammelfahrzeug wie einen Poolwagen behandelt, bewertet das Risiko falsch, in die eine oder die andere Richtung:',
          ],
          points: [
            'Abfallsammelfahrzeuge: Rückwärtsfahren in Wohnstraßen, Schäden an Behältern und geparkten Autos, Gefährdung von Passanten',
            'Winterdienst: Einsätze bei Nacht und Glätte, Streugutschäden an Fahrzeugen Dritter',
            'Begleit- und Servicefahrzeuge im ÖPNV: Störungs- und Bereitschaftseinsätze unter Zeitdruck',
            'Netzbetrieb der Stadtwerke: Arbeitsmaschinen, Hubarbeitsbühnen, Einsätze an Leitungen',
            'Verwaltungs- und Poolfahrzeuge mit wechselnden Nutzerinnen und Nutzern',
          ],
        },
        {
          title: 'Haushaltszyklen und Planbarkeit',
          paragraphs: [
            'Kommunale Haushalte werden mit langem Vorlauf beschlossen, und sprunghafte Prämienerhöhungen oder unerwartete Eigenschäden passen schlecht in diesen Rhythmus. Wir helfen, Versicherungskosten planbar zu machen: mit Laufzeiten, die zum Haushaltszyklus passen, mit realistisch kalkulierten Selbstbehalten und mit einer Schadenprognose, die der Kämmerei eine belastbare Planungsgrundlage gibt.',
          ],
        },
        {
          title: 'Transparenz gegenüber Gremien und Öffentlichkeit',
          paragraphs: [
            'Kommunale Betriebe stehen unter Beobachtung von Aufsichtsgremien, Rechnungsprüfung und Öffentlichkeit. Entscheidungen über Versicherung und Prävention müssen nachvollziehbar begründet sein. Wir bereiten Ergebnisse so auf, dass sie im Aufsichtsrat, im Werkausschuss oder im Gemeinderat verstanden werden: mit klaren Kennzahlen, nachvollziehbarer Methodik und einer Darstellung, die auch in die Nachhaltigkeits- und ESG-Berichterstattung einfließen kann.',
          ],
        },
        {
          title: 'Prävention für das Fahrpersonal',
          paragraphs: [
            'Fahrerinnen und Fahrer in kommunalen Betrieben beginnen früh, arbeiten bei jedem Wetter und oft in dichtem Verkehr. Prävention, die ihre Arbeit erleichtert, wird eher angenommen als zusätzliche Kontrolle. Dazu gehören Rückfahrassistenz und Kameras an Abfallfahrzeugen, Unterweisungen nach DGUV Vorschrift 70, die reale Einsatzsituationen aufgreifen, und eine einfache Schadenmeldung. Personal- oder Betriebsrat und Fachkraft für Arbeitssicherheit beziehen wir von Beginn an ein.',
          ],
        },
        {
          title: 'Erster Schritt: eine Standortbestimmung',
          paragraphs: [
            'Im kostenlosen 60-minütigen Erstgespräch klären wir, wann Ihre Versicherungsverträge auslaufen, wie viel Vorlauf die nächste Ausschreibung braucht und welche Daten bereits vorliegen. Sie erhalten eine Einschätzung, wo Ihre Flotte bei Schadenverlauf und Prävention steht. Das Gespräch ist unverbindlich und begründet keinen Auftrag.',
          ],
        },
      ],
      faq: [
        {
          question: 'Ab wann muss eine Flottenversicherung EU-weit ausgeschrieben werden?',
          answer:
            'Maßgeblich ist der geschätzte Auftragswert über die gesamte Vertragslaufzeit im Verhältnis zu den geltenden EU-Schwellenwerten, die regelmäßig angepasst werden. Darunter gilt das nationale Vergaberecht mit eigenen Verfahrensarten. Für Sektorenauftraggeber wie Versorger können abweichende Regeln greifen. Die Einordnung im Einzelfall trifft Ihre Vergabestelle; wir liefern die fachlichen Grundlagen für die Schätzung des Auftragswerts.',
        },
        {
          question: 'Können wir die Versicherungen mehrerer Betriebe bündeln?',
          answer:
            'Grundsätzlich ja, etwa wenn Stadtwerke, Entsorgungsbetrieb und Verwaltung gemeinsam ausschreiben. Eine Bündelung kann Konditionen verbessern und den Verwaltungsaufwand senken, verlangt aber eine saubere Abgrenzung der Risiken und eine Aufteilung in Lose, die auch mittelständischen Bietern eine Chance lässt. Wir prüfen, welche Struktur für Ihre Flotten sinnvoll ist.',
        },
        {
          question: 'Wie lange vor Vertragsende sollten wir mit der Vorbereitung beginnen?',
          answer:
            'Früher, als viele annehmen. Datenaufbereitung, Gremienbeschlüsse, Verfahrensfristen und die Kündigungsfristen der laufenden Verträge summieren sich. Gerade bei EU-weiten Verfahren sollten Sie großzügig planen, damit keine Deckungslücke entsteht und die Bieter ausreichend Zeit für ein Angebot haben. Wir erstellen mit Ihnen einen Zeitplan, der vom Vertragsende aus rückwärts gerechnet ist.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Insurance must go to tender',
          paragraphs: [
            'Public contracting authorities are generally required to award insurance services through competition. Depending on the contract value, national budget and procurement law or the EU-wide rules apply. A good tender decides more than the price: it determines which risks are covered, which deductibles apply and how claims are handled.',
            'We support the technical preparation of the tender documents: risk description, vehicle register, claims statistics and specification of services. Responsibility under procurement law remains with your procurement office. Because we do not sell insurance products, there is no conflict of interest with bidders. We also contribute the insurance perspective when bids are evaluated, for example when comparing terms and deductibles.',
          ],
        },
        {
          title: 'Special vehicles, distinct risk profiles',
          paragraphs: [
            'Municipal fleets combine vehicles that have little in common. Each group has its own claims patterns, which need to be reflected in the tender as well as in prevention. A tender that treats a refuse collection vehicle like a pool car prices the risk incorrectly, in one direction or the other:',
          ],
          points: [
            'Refuse collection vehicles: reversing in residential streets, damage to bins and parked cars, risk to pedestrians',
            'Winter service: night-time operations on icy roads, grit damage to third-party vehicles',
            'Public transport support and service vehicles: breakdown and standby call-outs under time pressure',
            'Utility network operations: work machines, aerial platforms, work on pipes and cables',
            'Administrative and pool vehicles with changing users',
          ],
        },
        {
          title: 'Budget cycles and predictability',
          paragraphs: [
            'Municipal budgets are adopted well in advance, and sudden premium increases or unexpected uninsured losses fit poorly into that rhythm. We help make insurance costs predictable: with contract terms that match the budget cycle, realistically calculated deductibles and a claims forecast that gives the finance department a sound basis for planning.',
          ],
        },
        {
          title: 'Transparency towards boards and the public',
          paragraphs: [
            'Municipal operators are scrutinised by supervisory bodies, auditors and the public. Decisions on insurance and prevention must be justified in a way that others can follow. We present results so that they are understood by the supervisory board, the responsible committee or the council: with clear KPIs, a traceable methodology and a format that can also feed into sustainability and ESG reporting.',
          ],
        },
        {
          title: 'Prevention for drivers and crews',
          paragraphs: [
            'Drivers in municipal operations start early, work in all weathers and often in dense traffic. Prevention that makes their work easier is accepted more readily than additional monitoring. This includes reversing assistance and cameras on refuse vehicles, briefings under DGUV Vorschrift 70 that address real operating situations, and a simple way of reporting damage. We involve the staff or works council and occupational safety specialists from the start.',
          ],
        },
        {
          title: 'First step: an assessment of where you stand',
          paragraphs: [
            'In the free 60-minute introductory call, we clarify when your insurance contracts expire, how much lead time the next tender needs and which data is already available. You receive an assessment of where your fleet stands in terms of claims history and prevention. The call is non-binding and does not constitute an engagement.',
          ],
        },
      ],
      faq: [
        {
          question: 'When does fleet insurance have to be tendered EU-wide?',
          answer:
            'The decisive factor is the estimated contract value over the entire term, compared with the applicable EU thresholds, which are adjusted regularly. Below them, national procurement law applies with its own procedures. Different rules may apply to sector contracting entities such as utilities. Your procurement office makes the call in each case; we provide the technical basis for estimating the contract value.',
        },
        {
          question: 'Can we pool the insurance of several municipal companies?',
          answer:
            'In principle, yes, for example when the utility, the waste management company and the administration tender jointly. Pooling can improve terms and reduce administrative effort, but it requires a clear separation of risks and a division into lots that still gives medium-sized bidders a chance. We assess which structure makes sense for your fleets.',
        },
        {
          question: 'How far ahead of contract expiry should we start preparing?',
          answer:
            'Earlier than many expect. Data preparation, committee decisions, procedural deadlines and the notice periods of current contracts all add up. For EU-wide procedures in particular, allow generous lead time so that there is no gap in cover and bidders have enough time to prepare an offer. We draw up a timetable with you, working backwards from the contract end date.',
        },
      ],
    },
  },
} satisfies Partial<Record<RouteKey, Localized<PageBody>>>;
