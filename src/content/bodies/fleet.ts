import type { RouteKey } from '@/site/routes';
import type { Localized, PageBody } from '../types';

export const fleetBodies = {
  fleetServices: {
    de: {
      sections: [
        {
          title: 'Versicherungsprogramm prüfen und ausschreiben',
          paragraphs: [
            'Am Anfang steht eine nüchterne Bestandsaufnahme: Welche Verträge laufen für welche Fahrzeuggruppen, wo überschneiden sich Deckungen, wo fehlen Bausteine, und wie haben sich Prämien und Schadenquote entwickelt? Häufig finden wir gewachsene Strukturen, in denen Leasingfahrzeuge, Eigentumsfahrzeuge und Poolfahrzeuge nach unterschiedlichen Logiken versichert sind. Daraus entsteht ein klares Bild, welche Struktur tatsächlich zu Ihrer Flotte passt.',
            'Auf dieser Basis bereiten wir eine Ausschreibung vor, die Versicherern eine belastbare Risikobeschreibung liefert statt einer bloßen Fahrzeugliste. Wir sind weder Makler noch Versicherer: Die Vermittlung übernimmt Ihr Makler oder der Versicherer direkt. Wir sorgen dafür, dass die Angebote vergleichbar sind und Ihre Anforderungen an Deckung, Schadenservice und Vertragsbedingungen tatsächlich abgebildet werden.',
          ],
        },
        {
          title: 'Schadenanalyse, Prävention und Telematik',
          paragraphs: [
            'Die Prämie folgt dem Schadenverlauf. Deshalb werten wir Ihre Schäden nach Art, Ursache, Fahrzeuggruppe und Standort aus und trennen Einzelereignisse von wiederkehrenden Mustern – etwa Rangierschäden im Lieferverkehr oder Häufungen bei neuen Fahrern. Aus diesen Mustern leiten wir Präventionsmaßnahmen ab, die dort ansetzen, wo die Kosten entstehen, statt pauschal die gesamte Belegschaft zu schulen.',
            'Viele Flotten haben bereits Telematik an Bord, nutzen die Daten aber nur für Disposition oder Fahrtenbuch. Wir klären, welche Daten für Versicherer aussagekräftig sind, welche Telematikanbieter und Versicherer zusammenarbeiten können und wie ein telematikbasiertes Modell aussieht, das Prävention belohnt. DSGVO-Konformität und die Mitbestimmung des Betriebsrats gehören von Beginn an dazu, damit das Modell nicht kurz vor dem Start scheitert.',
            'Wie viel das ausmachen kann, zeigt ein Beispiel aus der Praxis: Bei einer Flotte mit 220 Fahrzeugen lagen die Schadenkosten nach sechs Monaten um 28 % niedriger. Ein solches Ergebnis ist kein Automatismus. Es setzt voraus, dass Maßnahmen konsequent umgesetzt, Zuständigkeiten geklärt und die Wirkung laufend gemessen wird – und dass jemand dranbleibt, wenn der erste Effekt nachlässt.',
          ],
        },
        {
          title: 'Halterpflichten nachweisbar organisieren',
          paragraphs: [
            'Als Halter haften Sie nicht nur für den Zustand der Fahrzeuge, sondern auch dafür, dass nur geeignete Fahrer mit gültiger Fahrerlaubnis am Steuer sitzen. In vielen Unternehmen sind diese Pflichten über Fuhrparkleitung, Personalabteilung und Standorte verteilt, ohne dass jemand den Gesamtstand kennt. Wir bringen Zuständigkeiten, Fristen und Nachweise in eine Struktur, die sich digital abbilden lässt und den Compliance-Aufwand um bis zu 60 % reduzieren kann.',
          ],
          points: [
            'Halterhaftung: Pflichtenübertragung und Verantwortlichkeiten schriftlich regeln',
            'UVV-Prüfungen nach DGUV Vorschrift 70 fristgerecht planen und dokumentieren',
            'Fahrerunterweisungen regelmäßig durchführen und nachweisen',
            'Führerscheinkontrollen organisieren, ob manuell oder digital',
          ],
        },
        {
          title: 'Embedded Insurance für Leasingprodukte',
          paragraphs: [
            'Für Leasinggesellschaften ist Versicherung mehr als eine Kostenposition: Kasko-, GAP- oder Verschleißschutz lassen sich direkt in die Leasingrate integrieren und schaffen zusätzlichen Ertrag je Vertrag. Entscheidend ist, dass Produkt, Antragsstrecke und Schadenprozess zusammenpassen. Wir koordinieren Versicherer, MGAs und Plattformen, klären die Anforderungen aus IDD, DSGVO und BaFin-Aufsicht und bringen ein erstes MVP typischerweise in 2–4 Wochen an den Start.',
            'Dass 95 % der Embedded-Insurance-Projekte scheitern, liegt selten am Produkt selbst. Meist fehlt eine klare Rollenverteilung zwischen Leasinggeber, Versicherer und Technologiepartner, oder der Vertrieb wird erst eingebunden, wenn alles fertig ist. Deshalb beginnen wir mit der Frage, wer welchen Teil der Kundenbeziehung verantwortet, und entwickeln das Produkt von dort aus.',
          ],
        },
        {
          title: 'Vier Phasen, angewandt auf Ihre Flotte',
          paragraphs: [
            'Unsere Zusammenarbeit ist modular aufgebaut, damit Sie nicht gleich ein Großprojekt beauftragen müssen. Nach jeder Phase entscheiden Sie, ob und wie es weitergeht. So passt der Umfang zur Ausgangslage: Manche Flotten brauchen nur einen klaren Blick von außen auf die anstehende Verlängerung, andere ein vollständiges Modell aus Versicherung, Prävention und Telematik.',
          ],
          points: [
            'Sparring: 1:1-Sitzung zu Verträgen, Schadenbild und Halterpflichten – Realitätscheck und klarer nächster Schritt',
            'Strategie: 2–3 Deep Dives – Zielbild für Versicherung und Prävention, Positionierung gegenüber Versicherern, Roadmap',
            'Build: Co-Creation-Sprints – Pilot mit einer Fahrzeuggruppe, Telematik- oder Präventionsbaustein, Ökosystem-Blaupause',
            'Activate: Follow-up plus Playbook – Rollout auf die gesamte Flotte und Steuerung über Kennzahlen',
          ],
        },
        {
          title: 'Ihr Einstieg: 60 Minuten, kostenlos',
          paragraphs: [
            'Im kostenlosen 60-minütigen Erstgespräch schauen wir gemeinsam auf Ihre Ausgangslage: Größe und Zusammensetzung der Flotte, laufende Verträge, den nächsten Verlängerungstermin und die Themen, die Sie gerade am meisten beschäftigen. Sie erhalten eine ehrliche Einschätzung, wo Potenzial liegt und welcher Schritt sinnvoll ist – ohne Verkaufsgespräch und ohne Verpflichtung. Wenn es passt, entsteht daraus eine 90-Tage-Roadmap für Ihren Fuhrpark.',
          ],
        },
      ],
      faq: [
        {
          question: 'Sind Sie Makler oder Versicherer?',
          answer:
            'Nein. Keller Advisory ist eine unabhängige Beratung und vermittelt keine Versicherungsverträge. Wir analysieren, strukturieren und koordinieren – die Platzierung übernimmt Ihr Makler oder der Versicherer direkt. Diese Trennung ist bewusst gewählt: Wir erhalten keine Provisionen und haben kein Interesse daran, Ihnen einen bestimmten Anbieter oder ein bestimmtes Produkt zu empfehlen. Genau das macht unsere Einschätzung für Sie belastbar.',
        },
        {
          question: 'Ab welcher Flottengröße lohnt sich die Zusammenarbeit?',
          answer:
            'Eine feste Untergrenze gibt es nicht. Entscheidend ist, ob Versicherungskosten, Schadenaufkommen oder Halterpflichten für Sie ein spürbares Thema sind. Kleinere Flotten profitieren oft schon von einem Sparring vor der Verlängerung, größere Flotten und Leasinggesellschaften eher von einem strukturierten Programm mit Prävention und Telematik. Im Erstgespräch klären wir, welcher Umfang für Sie angemessen ist.',
        },
        {
          question: 'Wie schnell sehen wir Ergebnisse?',
          answer:
            'Erste Ergebnisse liegen in der Regel nach 14 Tagen vor – etwa eine Auswertung des Schadenbilds, eine Bewertung der bestehenden Verträge und eine priorisierte Liste von Maßnahmen. Einsparungen bei der Prämie zeigen sich naturgemäß erst zur nächsten Verlängerung, die Wirkung der Prävention in den Monaten danach. Deshalb legen wir Kennzahlen fest, an denen Sie den Fortschritt laufend ablesen können.',
        },
        {
          question: 'Arbeiten Sie mit unserem bestehenden Makler zusammen?',
          answer:
            'Ja, und das ist häufig der beste Weg. Ihr Makler kennt Ihre Verträge und den Markt, wir bringen die Perspektive auf Schadenprävention, Telematik, Halterpflichten und Embedded-Modelle ein. Gemeinsam entsteht eine Ausschreibung, die mehr enthält als Fahrzeuglisten und Vorjahresprämien. Die Rollen klären wir zu Beginn schriftlich, damit Zuständigkeiten und die Kommunikation mit den Versicherern eindeutig sind.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Reviewing and tendering your insurance programme',
          paragraphs: [
            'We start with a sober review: which policies cover which vehicle groups, where cover overlaps, where components are missing, and how premiums and the loss ratio have developed. We often find structures that have grown over time, with leased, owned and pool vehicles insured according to different logics. The result is a clear picture of which structure actually suits your fleet.',
            'On that basis, we prepare a tender that gives insurers a robust description of the risk rather than a bare vehicle list. We are neither a broker nor an insurer: placement is handled by your broker or directly by the insurer. Our job is to make the offers comparable and to ensure that your requirements for cover, claims service and contract terms are genuinely reflected.',
          ],
        },
        {
          title: 'Claims analysis, prevention and telematics',
          paragraphs: [
            'Premiums follow the claims history. That is why we analyse your claims by type, cause, vehicle group and location, and separate one-off events from recurring patterns, such as manoeuvring damage in delivery operations or clusters among new drivers. From these patterns, we derive prevention measures that target the places where costs arise, instead of putting the entire workforce through the same generic training.',
            'Many fleets already have telematics on board but use the data only for dispatch or mileage logs. We establish which data is meaningful to insurers, which telematics providers and insurers can work together, and what a telematics-based model that rewards prevention looks like. GDPR compliance and works council co-determination are part of the picture from day one, so the model does not fall apart just before launch.',
            'A practical example shows what this can mean: for a fleet of 220 vehicles, incident costs were 28% lower after six months. A result like that is not automatic. It requires measures to be implemented consistently, responsibilities to be clear and the effect to be measured continuously, and someone has to keep at it once the initial effect begins to fade.',
          ],
        },
        {
          title: 'Organising duty of care verifiably',
          paragraphs: [
            'As the vehicle keeper, you are liable not only for the condition of your vehicles but also for ensuring that only suitable drivers with a valid licence are behind the wheel. In many companies, these duties are spread across fleet management, HR and individual sites, with nobody holding the overall picture. We bring responsibilities, deadlines and records into a structure that can be run digitally and can cut compliance effort by up to 60%.',
          ],
          points: [
            'Keeper liability (Halterhaftung): delegation of duties and responsibilities set out in writing',
            'Vehicle safety inspections under DGUV Vorschrift 70 (UVV) scheduled and documented on time',
            'Driver briefings held regularly and recorded',
            'Licence checks organised, whether manually or digitally',
          ],
        },
        {
          title: 'Embedded insurance for leasing products',
          paragraphs: [
            'For leasing companies, insurance is more than a cost item: comprehensive cover, GAP or wear-and-tear protection can be built directly into the lease payment and generate additional income per contract. What matters is that product, application journey and claims process fit together. We coordinate insurers, MGAs and platforms, clarify the requirements arising from the IDD, the GDPR and BaFin supervision, and typically launch a first MVP within 2–4 weeks.',
            'When 95% of embedded insurance projects fail, the product itself is rarely the reason. Usually there is no clear division of roles between lessor, insurer and technology partner, or sales is brought in only once everything is finished. That is why we start by asking who owns which part of the customer relationship, and develop the product from there.',
          ],
        },
        {
          title: 'Four phases, applied to your fleet',
          paragraphs: [
            'Our work is modular, so you do not have to commission a large project from the outset. After each phase, you decide whether and how to continue. The scope therefore matches your starting point: some fleets need nothing more than a clear outside view of the upcoming renewal, while others need a complete model combining insurance, prevention and telematics.',
          ],
          points: [
            'Sparring: 1:1 session on policies, claims profile and duty of care – reality check and a clear next move',
            'Strategy: 2–3 deep dives – target picture for insurance and prevention, positioning towards insurers, roadmap',
            'Build: co-creation sprints – pilot with one vehicle group, telematics or prevention module, ecosystem blueprint',
            'Activate: follow-up plus playbook – roll-out across the whole fleet and management by KPIs',
          ],
        },
        {
          title: 'Getting started: 60 minutes, free of charge',
          paragraphs: [
            'In the free 60-minute introductory call, we look at your situation together: the size and make-up of your fleet, current policies, your next renewal date and the issues that concern you most right now. You get an honest assessment of where the potential lies and which step makes sense – with no sales pitch and no obligation. If it is a good fit, this can become a 90-day roadmap for your fleet.',
          ],
        },
      ],
      faq: [
        {
          question: 'Are you a broker or an insurer?',
          answer:
            'No. Keller Advisory is an independent consultancy and does not arrange insurance contracts. We analyse, structure and coordinate; placement is handled by your broker or directly by the insurer. This separation is deliberate: we receive no commission and have no interest in recommending a particular provider or product. That is exactly what makes our assessment reliable for you.',
        },
        {
          question: 'What fleet size makes working together worthwhile?',
          answer:
            'There is no fixed minimum. What matters is whether insurance costs, claims volume or duty of care are a noticeable issue for you. Smaller fleets often benefit from a single sparring session before renewal, while larger fleets and leasing companies tend to gain more from a structured programme covering prevention and telematics. We agree the appropriate scope in the introductory call.',
        },
        {
          question: 'How quickly will we see results?',
          answer:
            'First results are usually available within 14 days: for example an analysis of your claims profile, an assessment of existing policies and a prioritised list of measures. Premium savings naturally show up only at the next renewal, and the effect of prevention in the months that follow. That is why we agree KPIs that let you track progress continuously.',
        },
        {
          question: 'Do you work with our existing broker?',
          answer:
            'Yes, and that is often the best route. Your broker knows your policies and the market; we add the perspective on claims prevention, telematics, duty of care and embedded models. Together, we produce a tender that contains more than vehicle lists and last year’s premiums. We agree the roles in writing at the start, so responsibilities and communication with insurers are unambiguous.',
        },
      ],
    },
  },
  commercialFleets: {
    de: {
      sections: [
        {
          title: 'Jeder Fahrzeugtyp hat sein eigenes Risiko',
          paragraphs: [
            'Eine gewerbliche Flotte besteht selten nur aus Dienstwagen. Transporter im Kundendienst, Lkw in der Logistik, Baustellenfahrzeuge und Poolfahrzeuge haben völlig unterschiedliche Einsatzprofile: Stadtverkehr mit vielen Stopps, lange Autobahnstrecken, Rangieren auf engen Höfen, wechselnde Fahrer. Entsprechend verschieden sind Schadenhäufigkeit, Schadenhöhe und Ausfallfolgen. Wer alle Fahrzeuge über einen Kamm schert, zahlt für manche Gruppen zu viel und ist bei anderen womöglich zu knapp versichert.',
            'Wir bilden deshalb Fahrzeuggruppen nach Einsatz und Risiko und prüfen für jede Gruppe, welche Deckung wirtschaftlich sinnvoll ist. Ein älterer Transporter braucht nicht unbedingt Vollkasko, ein hochwertiges Spezialfahrzeug dagegen eine Deckung, die auch Aufbauten, Einbauten und gegebenenfalls die Ladung erfasst.',
          ],
        },
        {
          title: 'Flottenvertrag oder Einzelverträge',
          paragraphs: [
            'Ab einer gewissen Fahrzeugzahl bieten Versicherer Flottenverträge an, bei denen die Prämie nach dem Schadenverlauf der gesamten Flotte kalkuliert wird statt nach den Schadenfreiheitsklassen einzelner Fahrzeuge. Das vereinfacht die Verwaltung, weil neue Fahrzeuge nur noch gemeldet werden, und belohnt eine gute Schadenbilanz. Umgekehrt schlägt ein schlechtes Jahr direkt auf die gesamte Prämie durch. Wo die Grenze liegt, hängt von Versicherer, Fahrzeugmix und Schadenhistorie ab.',
            'Für wachsende Unternehmen ist der Wechsel von Einzelverträgen in einen Flottenvertrag oft der Moment, in dem sich die gesamte Struktur neu ordnen lässt. Wir rechnen beide Varianten mit Ihren Daten durch und achten darauf, dass erworbene Schadenfreiheitsrabatte beim Übergang nicht ungenutzt verloren gehen.',
          ],
        },
        {
          title: 'Selbstbehalte als Steuerungsinstrument',
          paragraphs: [
            'Kleine Schäden wie Parkrempler oder Glasbruch treiben die Schadenquote, ohne dass die Versicherung hier ihren eigentlichen Zweck erfüllt. Ein höherer Selbstbehalt senkt die Prämie und verlagert diese Frequenzschäden dorthin, wo sie ohnehin anfallen: in Ihr eigenes Budget. Das funktioniert allerdings nur, wenn die Liquidität es hergibt und die Selbstbehalte intern nachvollziehbar verbucht werden.',
            'Viele Unternehmen verrechnen Schäden deshalb auf Kostenstellen oder Standorte weiter. Das schafft Transparenz und ein spürbares Eigeninteresse an Prävention vor Ort. Wir helfen Ihnen, die Höhe der Selbstbehalte je Fahrzeuggruppe so zu wählen, dass Prämienersparnis und Eigenbelastung in einem sinnvollen Verhältnis zueinander stehen.',
          ],
        },
        {
          title: 'Schadenabwicklung und Ausfallzeiten',
          paragraphs: [
            'Für einen Handwerksbetrieb oder Lieferdienst ist der Reparaturbetrag oft nicht der größte Posten. Teurer sind die Tage, an denen ein Fahrzeug steht, Aufträge verschoben werden und Kunden warten. Wie schnell ein Schaden gemeldet, begutachtet und in eine Werkstatt gesteuert wird, entscheidet deshalb mit über die tatsächlichen Kosten – und gehört bei der Auswahl eines Versicherers ganz oben auf die Liste.',
          ],
          points: [
            'Schadenmeldung direkt durch den Fahrer, digital und mit Fotos',
            'Werkstattsteuerung über ein Partnernetz mit verlässlichen Durchlaufzeiten',
            'Ersatzfahrzeug- oder Mietwagenregelung passend zum Einsatzprofil',
            'Ein fester Ansprechpartner beim Versicherer oder Schadendienstleister',
          ],
        },
        {
          title: 'Der Fahrer als größter Risikofaktor',
          paragraphs: [
            'Die meisten Flottenschäden entstehen nicht durch Technik, sondern durch Zeitdruck, Routine und fehlende Erfahrung. Neue Mitarbeiter, die zum ersten Mal einen Transporter fahren, Fahrer mit vielen Stopps pro Tag oder wechselnde Nutzer von Poolfahrzeugen haben ein erkennbar anderes Risiko als ein Außendienstler im eigenen Dienstwagen. Gezielte Einweisungen, Fahrertrainings und klare Regeln für Poolfahrzeuge wirken hier oft stärker als jede Vertragsänderung.',
            'Versicherer honorieren das, wenn es dokumentiert ist. Ein nachweisbares Präventionsprogramm mit Unterweisungen, Führerscheinkontrollen und ausgewerteten Schäden ist in der Verhandlung ein handfestes Argument. In Projekten dieser Art lässt sich die Schadenprävention um bis zu 40 % verbessern, was sich mit etwas Verzögerung auch in der Prämie niederschlägt.',
          ],
        },
        {
          title: 'Ihre Flotte im Erstgespräch',
          paragraphs: [
            'Im kostenlosen 60-minütigen Erstgespräch gehen wir Ihren Fahrzeugmix, die bestehende Vertragsstruktur und Ihre größten Schadentreiber durch. Sie erfahren, ob ein Flottenvertrag, angepasste Selbstbehalte oder ein Präventionsprogramm den größten Hebel bietet – und was davon Sie selbst umsetzen können. Sie erwartet kein Verkaufsgespräch, sondern eine unabhängige Einschätzung aus mehr als 35 Jahren Erfahrung in Versicherung und Automobilfinanzierung.',
          ],
        },
      ],
      faq: [
        {
          question: 'Gehören Transporter und Lkw in denselben Flottenvertrag wie Pkw?',
          answer:
            'Das ist möglich und oft sinnvoll, weil ein gemeinsamer Vertrag die Verwaltung vereinfacht und die Verhandlungsposition stärkt. Innerhalb des Vertrags sollten die Fahrzeuggruppen aber getrennt ausgewertet und bei Bedarf mit eigenen Selbstbehalten und Deckungen versehen werden. Sonst subventionieren schadenarme Gruppen die schadenintensiven, und die eigentlichen Kostentreiber bleiben unsichtbar. Für Lkw kommen zudem häufig eigene Deckungen für Ladung und Aufbauten hinzu.',
        },
        {
          question: 'Wie hoch sollte der Selbstbehalt sein?',
          answer:
            'Das hängt von Schadenfrequenz, Liquidität und interner Verrechnung ab. Als Faustregel gilt: Der Selbstbehalt sollte so hoch sein, dass er die häufigen Kleinschäden auffängt, aber so niedrig, dass ein schlechtes Jahr das Budget nicht sprengt. Wir simulieren verschiedene Stufen mit Ihren tatsächlichen Schadendaten und zeigen, wie sich Prämie und Eigenbelastung jeweils verändern.',
        },
        {
          question: 'Was kostet uns ein Schaden wirklich?',
          answer:
            'Mehr als die Rechnung der Werkstatt. Zum direkten Schaden kommen Ausfallzeiten, Ersatzfahrzeuge, interner Bearbeitungsaufwand, verschobene Aufträge und bei Flottenverträgen mittelfristig eine höhere Prämie. Diese indirekten Kosten tauchen selten in einer Auswertung auf. Wir machen sie sichtbar, damit Prävention und Schadenmanagement an den tatsächlichen Kosten gemessen werden und nicht nur am Schadenaufwand des Versicherers.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Every vehicle type has its own risk',
          paragraphs: [
            'A commercial fleet rarely consists of company cars alone. Service vans, logistics lorries, construction vehicles and pool cars have entirely different usage profiles: urban driving with frequent stops, long motorway runs, manoeuvring in tight yards, changing drivers. Claims frequency, claim size and the consequences of downtime differ accordingly. Treat every vehicle the same, and you will overpay for some groups while others may well be underinsured.',
            'We therefore group vehicles by use and risk and check, for each group, which cover makes economic sense. An older van does not necessarily need comprehensive cover, whereas a high-value specialist vehicle needs cover that also extends to bodywork, built-in equipment and, where relevant, the load.',
          ],
        },
        {
          title: 'Fleet policy or individual policies',
          paragraphs: [
            'Above a certain number of vehicles, insurers offer fleet policies in which the premium is calculated on the claims history of the whole fleet rather than on the no-claims class of each vehicle. This simplifies administration, because new vehicles simply need to be declared, and it rewards a good claims record. Conversely, a bad year feeds straight through to the entire premium. Where the threshold lies depends on the insurer, vehicle mix and claims history.',
            'For growing companies, moving from individual policies to a fleet policy is often the moment when the whole structure can be reorganised. We calculate both options with your data and make sure that no-claims discounts you have already earned are not lost unused in the transition.',
          ],
        },
        {
          title: 'Deductibles as a management tool',
          paragraphs: [
            'Small claims such as parking scrapes or glass breakage push up the loss ratio without insurance serving its real purpose. A higher deductible lowers the premium and shifts these frequent claims to where they end up anyway: your own budget. That only works, however, if your liquidity allows it and deductibles are booked internally in a transparent way.',
            'Many companies therefore recharge claims to cost centres or sites. This creates transparency and a tangible local interest in prevention. We help you set deductibles for each vehicle group so that premium savings and the amount you carry yourself are in a sensible balance.',
          ],
        },
        {
          title: 'Claims handling and downtime',
          paragraphs: [
            'For a trade business or a delivery service, the repair bill is often not the largest cost. The days when a vehicle is off the road, jobs are postponed and customers are kept waiting cost more. How quickly a claim is reported, assessed and routed to a workshop therefore helps determine the real cost, and belongs at the top of the list when choosing an insurer.',
          ],
          points: [
            'Claims reported directly by the driver, digitally and with photos',
            'Workshop steering through a partner network with reliable turnaround times',
            'Replacement vehicle or hire car arrangements that match the usage profile',
            'A named contact at the insurer or claims service provider',
          ],
        },
        {
          title: 'The driver as the biggest risk factor',
          paragraphs: [
            'Most fleet claims are caused not by technology but by time pressure, routine and lack of experience. New employees driving a van for the first time, drivers making many stops a day or changing users of pool vehicles carry a noticeably different risk from a field sales representative in their own company car. Targeted vehicle familiarisation, driver training and clear rules for pool vehicles often have a greater effect here than any change to the policy.',
            'Insurers reward this when it is documented. A verifiable prevention programme with driver briefings, licence checks and analysed claims is a solid argument in negotiations. In projects of this kind, claims prevention can improve by up to 40%, which, after a certain delay, is also reflected in the premium.',
          ],
        },
        {
          title: 'Your fleet in an introductory call',
          paragraphs: [
            'In the free 60-minute introductory call, we go through your vehicle mix, your current policy structure and your biggest claims drivers. You will find out whether a fleet policy, adjusted deductibles or a prevention programme offers the greatest lever, and which of these you can implement yourself. There is no sales pitch, just an independent assessment drawing on more than 35 years of experience in insurance and automotive finance.',
          ],
        },
      ],
      faq: [
        {
          question: 'Should vans and lorries sit in the same fleet policy as cars?',
          answer:
            'That is possible and often sensible, because a single policy simplifies administration and strengthens your negotiating position. Within the policy, however, vehicle groups should be analysed separately and, where necessary, given their own deductibles and cover. Otherwise low-claims groups subsidise high-claims ones and the real cost drivers remain invisible. Lorries also frequently need separate cover for load and bodywork.',
        },
        {
          question: 'How high should the deductible be?',
          answer:
            'That depends on claims frequency, liquidity and internal recharging. As a rule of thumb, the deductible should be high enough to absorb frequent small claims, but low enough that a bad year does not break the budget. We model different levels using your actual claims data and show how the premium and the amount you carry yourself change in each case.',
        },
        {
          question: 'What does a claim really cost us?',
          answer:
            'More than the workshop invoice. On top of the direct damage come downtime, replacement vehicles, internal handling effort, postponed jobs and, with fleet policies, a higher premium in the medium term. These indirect costs rarely appear in any report. We make them visible so that prevention and claims management are measured against the real cost, not just the insurer’s claims expenditure.',
        },
      ],
    },
  },
  fleetInsuranceOptimisation: {
    de: {
      sections: [
        {
          title: 'Schritt 1: eine belastbare Datenbasis',
          paragraphs: [
            'Versicherer kalkulieren mit dem, was sie wissen. Fehlen Daten, rechnen sie mit Sicherheitszuschlägen. Deshalb steht am Anfang jeder Optimierung eine saubere Datenbasis: Wer seine Schadenhistorie strukturiert aufbereitet und erklären kann, warum sich bestimmte Schäden nicht wiederholen werden, verhandelt auf Augenhöhe. Die zentrale Kennzahl ist die Schadenquote, also das Verhältnis von Schadenaufwand zu Prämie – für die gesamte Flotte und für einzelne Fahrzeuggruppen.',
          ],
          points: [
            'Schadenlisten der Versicherer mit Schadenart, Datum, Aufwand und Reserven',
            'Aktuelle Fahrzeugliste mit Typ, Nutzung, Standort und Finanzierungsform',
            'Schadenquote je Versicherungsjahr und je Fahrzeuggruppe',
            'Großschäden gesondert ausgewiesen und erläutert',
            'Bereits umgesetzte Präventionsmaßnahmen mit Zeitpunkt und Wirkung',
          ],
        },
        {
          title: 'Schritt 2: Struktur und Deckungsumfang',
          paragraphs: [
            'Mit den Zahlen auf dem Tisch lässt sich prüfen, ob die Vertragsstruktur noch passt. Häufige Ansatzpunkte sind zu niedrige Selbstbehalte, durch die Kleinschäden teuer über den Versicherer laufen, Vollkasko für Fahrzeuge, deren Zeitwert das nicht mehr rechtfertigt, und doppelte Deckungen – etwa wenn Leasingverträge bereits Bausteine enthalten, die zusätzlich im Flottenvertrag versichert sind.',
            'Ebenso wichtig ist der Blick auf Lücken. Fehlende Deckung für Aufbauten, Werkzeug oder Ladung, unklare Regelungen für privat genutzte Dienstwagen oder zu knappe Deckungssummen können im Schadenfall weit mehr kosten, als eine Prämienersparnis einbringt. Optimierung heißt deshalb nicht automatisch weniger Schutz, sondern den richtigen Schutz an der richtigen Stelle.',
          ],
        },
        {
          title: 'Schritt 3: Prävention, die sich belegen lässt',
          paragraphs: [
            'Ein Versicherer bewertet nicht nur Ihre Vergangenheit, sondern auch, wie wahrscheinlich es ist, dass sich der Schadenverlauf verbessert. Fahrertrainings, Schadengespräche nach Unfällen, Telematik-Feedback oder konsequente UVV-Prüfungen zählen in der Verhandlung aber nur, wenn sie dokumentiert sind und ihre Wirkung messbar ist. Wir helfen Ihnen, ein Präventionsprogramm so aufzusetzen, dass es Schäden tatsächlich vermeidet und zugleich als Nachweis gegenüber dem Versicherer dient.',
          ],
        },
        {
          title: 'Schritt 4: die Ausschreibung',
          paragraphs: [
            'Eine Ausschreibung lohnt sich erst, wenn Struktur und Daten stehen – vorher erhalten Sie nur Angebote auf Basis derselben unvollständigen Informationen. Gemeinsam mit Ihrem Makler bereiten wir eine Risikobeschreibung vor, die Fahrzeugmix, Einsatzprofile, Schadenanalyse und Prävention zusammenführt, und legen vorab fest, nach welchen Kriterien die Angebote bewertet werden. So vergleichen Sie am Ende Leistungen und Bedingungen, nicht nur Preise.',
          ],
        },
        {
          title: 'Verlängerung planen, jährlich überprüfen',
          paragraphs: [
            'Die Verlängerung ist kein Termin, sondern ein Prozess. Wer erst kurz vor Ablauf der Kündigungsfrist mit der Analyse beginnt, hat keine Zeit mehr für Alternativen und muss das Angebot des bestehenden Versicherers weitgehend annehmen. Wir empfehlen, die Vorbereitung mehrere Monate vor dem Stichtag zu beginnen und die Kündigungsfristen aller Verträge zentral im Blick zu behalten.',
            'Nach der Verlängerung beginnt der nächste Zyklus. Ein jährlicher Review mit denselben Kennzahlen – Schadenquote, Schadenhäufigkeit, durchschnittlicher Schadenaufwand, Ausfalltage – zeigt, ob Maßnahmen wirken und wo nachgesteuert werden muss. So wird aus einer einmaligen Optimierung ein Kreislauf, der die Kosten der Flottenversicherung in Projekten dieser Art dauerhaft um 20–30 % senken kann.',
          ],
        },
        {
          title: 'Ihre nächste Verlängerung vorbereiten',
          paragraphs: [
            'Wann steht Ihre nächste Verlängerung an, und wie gut sind Sie darauf vorbereitet? Im kostenlosen 60-minütigen Erstgespräch gehen wir Ihre Ausgangslage durch und zeigen, welcher der vier Schritte bei Ihnen den größten Hebel hat. Sie erhalten eine ehrliche Einschätzung statt eines Verkaufsvortrags und entscheiden danach selbst, ob Sie die Optimierung allein angehen oder mit uns.',
          ],
        },
      ],
      faq: [
        {
          question: 'Was ist eine gute Schadenquote für eine Flotte?',
          answer:
            'Eine allgemeingültige Zielmarke gibt es nicht, weil Versicherer unterschiedlich kalkulieren und Verwaltungskosten, Rückversicherung und Gewinnerwartung verschieden einpreisen. Wichtiger als ein einzelner Wert ist der Trend über mehrere Jahre und der Vergleich zwischen Fahrzeuggruppen. Steigt die Schadenquote, wird der Versicherer bei der Verlängerung nachverhandeln oder kündigen. Sinkt sie nachweisbar, haben Sie ein starkes Argument für bessere Konditionen.',
        },
        {
          question: 'Müssen wir für eine Optimierung den Versicherer wechseln?',
          answer:
            'Nein. Oft lassen sich Struktur, Selbstbehalte und Konditionen mit dem bestehenden Versicherer verbessern, wenn die Datenlage überzeugt. Eine Ausschreibung ist ein Werkzeug, kein Selbstzweck. Sie ist dann sinnvoll, wenn der bestehende Versicherer nicht mitgeht, der Schadenservice nicht passt oder der Markt für Ihr Risiko grundsätzlich neu bewertet werden soll.',
        },
        {
          question: 'Welche Unterlagen brauchen Sie von uns?',
          answer:
            'Für den Start genügen die laufenden Verträge, die Schadenlisten der Versicherer und eine Fahrzeugliste. Schadenlisten können Sie bei Ihrem Versicherer oder Makler anfordern. Liegen Telematikdaten, Werkstattrechnungen oder Protokolle zu UVV-Prüfungen und Unterweisungen vor, verfeinern sie die Analyse. Wir arbeiten DSGVO-konform und benötigen personenbezogene Fahrerdaten nur, wenn sie für die Auswertung tatsächlich erforderlich sind.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Step 1: a robust data foundation',
          paragraphs: [
            'Insurers price on the basis of what they know. Where data is missing, they add safety margins. That is why every optimisation starts with clean data: if you prepare your claims history in a structured way and can explain why certain claims will not recur, you negotiate on an equal footing. The key figure is the loss ratio, the relationship between claims expenditure and premium, for the whole fleet and for individual vehicle groups.',
          ],
          points: [
            'Insurers’ claims listings with claim type, date, cost and reserves',
            'An up-to-date vehicle list with type, use, location and financing method',
            'Loss ratio per policy year and per vehicle group',
            'Large losses shown separately and explained',
            'Prevention measures already in place, with dates and effect',
          ],
        },
        {
          title: 'Step 2: structure and scope of cover',
          paragraphs: [
            'With the figures on the table, you can check whether the policy structure still fits. Common starting points are deductibles that are too low, so that small claims run expensively through the insurer; comprehensive cover on vehicles whose current value no longer justifies it; and duplicate cover, for instance where lease contracts already include components that are insured again under the fleet policy.',
            'Looking for gaps matters just as much. Missing cover for bodywork, tools or load, unclear rules for company cars used privately or limits of indemnity that are too low can cost far more in a claim than any premium saving brings in. Optimisation therefore does not automatically mean less protection, but the right protection in the right place.',
          ],
        },
        {
          title: 'Step 3: prevention you can prove',
          paragraphs: [
            'An insurer assesses not only your past but also how likely it is that your claims history will improve. Driver training, post-accident reviews, telematics feedback or consistent vehicle safety inspections only count in negotiations, however, if they are documented and their effect is measurable. We help you set up a prevention programme that genuinely avoids claims and at the same time serves as evidence for the insurer.',
          ],
        },
        {
          title: 'Step 4: the tender',
          paragraphs: [
            'A tender only pays off once structure and data are in place; before that, you simply receive offers based on the same incomplete information. Together with your broker, we prepare a risk description that brings together vehicle mix, usage profiles, claims analysis and prevention, and we agree in advance the criteria by which offers will be assessed. In the end, you compare benefits and terms, not just prices.',
          ],
        },
        {
          title: 'Plan the renewal, review every year',
          paragraphs: [
            'Renewal is not a date but a process. If you only begin the analysis shortly before the notice period expires, there is no time left for alternatives and you will largely have to accept the incumbent insurer’s offer. We recommend starting preparations several months before the renewal date and keeping the notice periods of all policies in view centrally.',
            'Once the renewal is done, the next cycle begins. An annual review using the same KPIs – loss ratio, claims frequency, average claim cost, days of downtime – shows whether measures are working and where adjustments are needed. This turns a one-off optimisation into a cycle that, in projects of this kind, can reduce fleet insurance costs by 20–30% on a lasting basis.',
          ],
        },
        {
          title: 'Preparing for your next renewal',
          paragraphs: [
            'When is your next renewal due, and how well prepared are you? In the free 60-minute introductory call, we go through your situation and show which of the four steps offers the greatest lever in your case. You get an honest assessment rather than a sales presentation, and afterwards you decide for yourself whether to tackle the optimisation on your own or with us.',
          ],
        },
      ],
      faq: [
        {
          question: 'What is a good loss ratio for a fleet?',
          answer:
            'There is no universal target, because insurers price differently and build in administration costs, reinsurance and profit expectations in different ways. More important than any single value is the trend over several years and the comparison between vehicle groups. If the loss ratio rises, the insurer will renegotiate or cancel at renewal. If it demonstrably falls, you have a strong argument for better terms.',
        },
        {
          question: 'Do we have to change insurer to optimise?',
          answer:
            'No. Structure, deductibles and terms can often be improved with your existing insurer if the data is convincing. A tender is a tool, not an end in itself. It makes sense when the incumbent insurer will not move, the claims service does not meet your needs, or you want the market to take a fresh look at your risk.',
        },
        {
          question: 'What documents do you need from us?',
          answer:
            'To get started, your current policies, the insurers’ claims listings and a vehicle list are enough. You can request claims listings from your insurer or broker. Telematics data, workshop invoices or records of safety inspections and driver briefings refine the analysis. We work in line with the GDPR and only need personal driver data where it is genuinely required for the analysis.',
        },
      ],
    },
  },
  fleetInsuranceComparison: {
    de: {
      sections: [
        {
          title: 'Die Modelle im Überblick',
          paragraphs: [
            'Bevor Sie Angebote vergleichen, sollten Sie wissen, welches Modell überhaupt zu Ihrer Flotte passt. Die folgenden Varianten schließen sich nicht gegenseitig aus; viele Flotten kombinieren sie. Entscheidend sind Fahrzeugzahl, Schadenhistorie, Liquidität und die Frage, wie viel Risiko Sie selbst tragen wollen und können.',
          ],
          points: [
            'Einzelverträge: jedes Fahrzeug mit eigener Schadenfreiheitsklasse – einfach für kleine Fuhrparks, aber verwaltungsintensiv und ohne Flottenkonditionen',
            'Flottenvertrag mit Stückprämie: pauschale Prämie je Fahrzeugtyp – gut planbar, reagiert aber kaum auf Ihre eigene Schadenbilanz',
            'Flottenvertrag nach Schadenverlauf: individuell kalkuliert – belohnt gute Jahre, bestraft schlechte unmittelbar',
            'Selbstbehalt- und Selbsttragungsmodelle: hohe Eigenbeteiligung oder eigenes Schadenbudget – niedrigere Prämie, verlangt Liquidität und Schadenmanagement',
            'Telematikbasierter Tarif: Prämie oder Rückvergütung abhängig vom Fahrverhalten – setzt Daten, Rechtsgrundlage und Mitbestimmung voraus',
            'Deckung über das Leasing: Versicherung in der Leasingrate enthalten – wenig eigener Aufwand, aber begrenzter Einfluss auf Bedingungen',
          ],
        },
        {
          title: 'Wann welches Modell passt',
          paragraphs: [
            'Für kleine Fuhrparks sind Einzelverträge oder eine Stückprämie oft die pragmatische Lösung. Wächst die Flotte und liegt eine belastbare Schadenhistorie vor, wird ein individuell kalkulierter Flottenvertrag interessant, weil sich gute Präventionsarbeit dann direkt in der Prämie zeigt. Je größer die Flotte, desto planbarer wird der eigene Schadenaufwand – und desto eher lohnt es sich, einen Teil davon über hohe Selbstbehalte selbst zu tragen.',
            'Selbsttragungsmodelle verlangen allerdings eine eigene Schadenorganisation: Jemand muss Schäden aufnehmen, Werkstätten steuern, Rechnungen prüfen und Regressansprüche verfolgen. Ohne diese Infrastruktur wird aus der Prämienersparnis schnell ein Verwaltungsproblem. Ein externer Schadendienstleister kann diese Lücke schließen, kostet aber ebenfalls Geld und gehört deshalb in die Vergleichsrechnung.',
          ],
        },
        {
          title: 'Telematik und Leasing als Sonderfälle',
          paragraphs: [
            'Telematikbasierte Tarife sind attraktiv, wenn das Fahrverhalten einen großen Anteil am Schadengeschehen hat und die Daten ohnehin erfasst werden. Sie setzen aber eine Betriebsvereinbarung, eine saubere DSGVO-Grundlage und einen Versicherer voraus, der die Daten tatsächlich in die Kalkulation übernimmt. Fehlt eine dieser Voraussetzungen, bleibt Telematik ein Kostenfaktor ohne Prämieneffekt.',
            'Bei Leasingfahrzeugen ist die Versicherung oft bereits in der Rate enthalten. Das ist bequem, nimmt Ihnen aber den Einfluss auf Deckung, Selbstbehalt und Schadenservice. Wir prüfen, ob die eingebettete Deckung mit Ihrem Flottenvertrag zusammenpasst, ob Risiken doppelt versichert sind und ob die Konditionen im Vergleich bestehen.',
          ],
        },
        {
          title: 'Was neben dem Preis zählt',
          paragraphs: [
            'Der Preis ist das sichtbarste Kriterium, aber selten das wichtigste. Die eigentlichen Unterschiede zwischen zwei Angeboten zeigen sich erst im Schadenfall oder bei der nächsten Verlängerung. Deshalb vergleichen wir Angebote anhand einer festen Kriterienliste, die Sie vor der Ausschreibung gemeinsam mit uns gewichten – damit die Entscheidung nachvollziehbar bleibt, auch intern.',
          ],
          points: [
            'Schadenservice: Erreichbarkeit, digitale Schadenmeldung, Werkstattsteuerung, Bearbeitungsdauer',
            'Ausschlüsse und Obliegenheiten: Verzicht auf den Einwand grober Fahrlässigkeit, berechtigter Fahrerkreis, Aufbauten, Ladung, Auslandsfahrten',
            'Vertragsbedingungen: Laufzeit, Kündigungsrechte, Sanierungsklauseln, Anpassungsmechanismen',
            'Selbstbehalte: Höhe, Anwendung je Schaden oder je Jahr, Regelung bei Glasschäden',
            'Zusatzleistungen: Ersatzfahrzeug, Assistance, Unterstützung bei Prävention und Fahrerunterweisung',
          ],
        },
        {
          title: 'Den Vergleich mit Ihren Daten führen',
          paragraphs: [
            'Ein Modellvergleich ist nur so gut wie die Daten, auf denen er beruht. Im kostenlosen 60-minütigen Erstgespräch klären wir, welche Modelle für Ihre Flotte realistisch in Frage kommen, welche Daten Sie dafür brauchen und wie ein fairer Vergleich aussieht. Wir verkaufen keine Versicherung und erhalten keine Provision – unsere Einschätzung ist deshalb so neutral, wie ein Vergleich sein sollte.',
          ],
        },
      ],
      faq: [
        {
          question: 'Ist ein Flottenvertrag immer günstiger als Einzelverträge?',
          answer:
            'Nein. Ein Flottenvertrag bietet Verwaltungsvorteile und belohnt gute Schadenverläufe, aber Fahrzeuge in hohen Schadenfreiheitsklassen können einzeln günstiger sein. Zudem trägt im Flottenvertrag die gesamte Flotte die Folgen eines schlechten Jahres. Ob sich der Wechsel lohnt, lässt sich nur mit Ihren konkreten Zahlen beantworten. Wir rechnen beide Varianten durch, bevor Sie sich festlegen.',
        },
        {
          question: 'Können wir mehrere Modelle kombinieren?',
          answer:
            'Ja, in größeren Flotten ist das eher die Regel als die Ausnahme. Ein mögliches Bild: Die Pkw laufen in einem Flottenvertrag mit höherem Selbstbehalt, die Transporter zusätzlich mit telematikbasierter Rückvergütung, und Leasingfahrzeuge bringen ihre Deckung aus dem Leasingvertrag mit. Wichtig ist, dass die Bausteine aufeinander abgestimmt sind und weder Lücken noch Doppeldeckungen entstehen.',
        },
        {
          question: 'Welche Rolle spielt der Schadenservice beim Vergleich?',
          answer:
            'Eine größere, als die meisten Ausschreibungen abbilden. Ein Versicherer, der Schäden schnell reguliert, Werkstätten steuert und Ersatzfahrzeuge organisiert, verkürzt Ausfallzeiten – und die kosten eine gewerbliche Flotte oft mehr als die Prämiendifferenz zum günstigeren Angebot. Wir machen den Schadenservice deshalb mit konkreten Fragen und durchgespielten Schadenfällen vergleichbar, statt uns auf Selbstauskünfte zu verlassen.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'The models at a glance',
          paragraphs: [
            'Before you compare offers, you need to know which model suits your fleet in the first place. The following options are not mutually exclusive; many fleets combine them. What matters is the number of vehicles, your claims history, your liquidity and how much risk you want, and are able, to carry yourself.',
          ],
          points: [
            'Individual policies: each vehicle with its own no-claims class – simple for small fleets, but administratively heavy and without fleet terms',
            'Fleet policy with a flat rate per vehicle: a set premium per vehicle type – easy to budget, but barely responsive to your own claims record',
            'Fleet policy rated on claims history: individually priced – rewards good years, penalises bad ones immediately',
            'Deductible and self-insurance models: a high excess or your own claims budget – lower premium, but requires liquidity and claims management',
            'Telematics-based pricing: premium or refund linked to driving behaviour – requires data, a legal basis and works council agreement',
            'Cover via the lease: insurance included in the lease payment – little effort on your side, but limited influence on terms',
          ],
        },
        {
          title: 'Which model fits when',
          paragraphs: [
            'For small fleets, individual policies or a flat rate per vehicle are often the pragmatic choice. As the fleet grows and a reliable claims history builds up, an individually rated fleet policy becomes attractive, because good prevention work then shows up directly in the premium. The larger the fleet, the more predictable your own claims expenditure becomes, and the more it pays to carry part of it yourself through high deductibles.',
            'Self-insurance models do, however, require your own claims organisation: someone has to record claims, steer workshops, check invoices and pursue recovery. Without that infrastructure, the premium saving quickly turns into an administrative problem. An external claims service provider can close the gap, but it also costs money and therefore belongs in the comparison.',
          ],
        },
        {
          title: 'Telematics and leasing as special cases',
          paragraphs: [
            'Telematics-based pricing is attractive when driving behaviour accounts for a large share of claims and the data is being collected anyway. It does, however, require a works agreement, a sound legal basis under the GDPR and an insurer that actually uses the data in its pricing. If any of these is missing, telematics remains a cost without any effect on the premium.',
            'With leased vehicles, insurance is often already included in the lease payment. That is convenient, but it takes away your influence over cover, deductible and claims service. We check whether the embedded cover fits with your fleet policy, whether any risks are insured twice and whether the terms stand up to comparison.',
          ],
        },
        {
          title: 'What matters beyond price',
          paragraphs: [
            'Price is the most visible criterion but rarely the most important. The real differences between two offers only emerge when a claim occurs or at the next renewal. We therefore compare offers against a fixed list of criteria that you weight together with us before the tender, so that the decision remains traceable, including internally.',
          ],
          points: [
            'Claims service: availability, digital claims reporting, workshop steering, handling times',
            'Exclusions and obligations: waiver of the gross negligence defence, authorised drivers, bodywork, load, journeys abroad',
            'Contract terms: duration, cancellation rights, remediation clauses, adjustment mechanisms',
            'Deductibles: amount, whether applied per claim or per year, treatment of glass claims',
            'Additional services: replacement vehicle, assistance, support with prevention and driver briefings',
          ],
        },
        {
          title: 'Running the comparison with your data',
          paragraphs: [
            'A comparison of models is only as good as the data behind it. In the free 60-minute introductory call, we clarify which models are realistic options for your fleet, what data you need and what a fair comparison looks like. We do not sell insurance and receive no commission, so our assessment is as neutral as a comparison ought to be.',
          ],
        },
      ],
      faq: [
        {
          question: 'Is a fleet policy always cheaper than individual policies?',
          answer:
            'No. A fleet policy offers administrative advantages and rewards a good claims history, but vehicles in high no-claims classes can be cheaper on their own. In a fleet policy, the whole fleet also bears the consequences of a bad year. Whether switching pays off can only be answered with your actual figures. We calculate both options before you commit.',
        },
        {
          question: 'Can we combine several models?',
          answer:
            'Yes; in larger fleets, that is the rule rather than the exception. One possible set-up: cars sit in a fleet policy with a higher deductible, vans additionally carry a telematics-based refund, and leased vehicles bring their cover with them from the lease contract. What matters is that the components are aligned with each other, leaving neither gaps nor duplicate cover.',
        },
        {
          question: 'How important is claims service in the comparison?',
          answer:
            'More important than most tenders reflect. An insurer that settles claims quickly, steers workshops and arranges replacement vehicles shortens downtime, and for a commercial fleet that downtime often costs more than the premium difference to the cheaper offer. We therefore make claims service comparable through specific questions and worked claim scenarios, rather than relying on self-reported information.',
        },
      ],
    },
  },
  telematicsInsurance: {
    de: {
      sections: [
        {
          title: 'Welche Daten wirklich gebraucht werden',
          paragraphs: [
            'Moderne Fahrzeuge und Nachrüstboxen liefern weit mehr Daten, als ein Versicherungsmodell braucht. Der Grundsatz der Datenminimierung gilt hier nicht nur rechtlich, sondern auch praktisch: Je weniger Daten fließen, desto leichter lassen sich Fahrer und Betriebsrat überzeugen. Wir legen mit Ihnen fest, welche Daten für Prävention und Kalkulation tatsächlich relevant sind und wer sie in welcher Form erhält.',
          ],
          points: [
            'Fahrverhalten: Beschleunigen, Bremsen, Kurvenfahrt, Geschwindigkeit im Verhältnis zum Tempolimit',
            'Nutzung: Fahrleistung, Tageszeit, Straßentyp',
            'Ereignisse: automatische Unfallerkennung für eine schnellere Schadenmeldung',
            'Fahrzeugzustand: Fehlercodes und anstehender Wartungsbedarf',
          ],
        },
        {
          title: 'Fahrer-Scoring, das akzeptiert wird',
          paragraphs: [
            'Ein Score verdichtet Fahrverhalten zu einer Zahl – und genau darin liegt das Risiko. Ein Fahrer im Stadtverkehr mit vielen Stopps bremst zwangsläufig häufiger als ein Kollege auf der Autobahn. Ein fairer Score berücksichtigt den Einsatzkontext, ist für die Fahrer nachvollziehbar und dient dem Coaching, nicht der Sanktion. Andernfalls sinkt die Akzeptanz, und die Präventionswirkung bleibt aus.',
            'Bewährt hat sich, Ergebnisse zunächst nur den Fahrern selbst zurückzuspielen und auf Flottenebene mit aggregierten Werten zu arbeiten. Für die Versicherung genügt in vielen Modellen der Durchschnitt einer Fahrzeuggruppe. Individuelle Auswertungen durch Vorgesetzte sollten die Ausnahme bleiben und in der Betriebsvereinbarung klar geregelt sein.',
          ],
        },
        {
          title: 'DSGVO und Betriebsrat von Anfang an',
          paragraphs: [
            'Telematikdaten aus Dienstfahrzeugen sind in aller Regel personenbezogene Daten der Fahrer. Sie brauchen deshalb eine tragfähige Rechtsgrundlage nach der DSGVO, eine klare Zweckbindung, Löschfristen und meist eine Datenschutz-Folgenabschätzung. Werden Informationen aus dem Fahrzeug ausgelesen, kann zusätzlich das TDDDG berührt sein. Wer sich auf eine Einwilligung stützt, sollte bedenken, dass sie im Arbeitsverhältnis nur unter engen Voraussetzungen als freiwillig gilt.',
            'In Deutschland hat der Betriebsrat bei technischen Einrichtungen, die zur Überwachung von Verhalten oder Leistung geeignet sind, ein Mitbestimmungsrecht nach § 87 Abs. 1 Nr. 6 BetrVG. Ohne Zustimmung des Betriebsrats und eine Betriebsvereinbarung sollte kein Telematikmodell starten. Wir bringen Datenschutz, Betriebsrat, Telematikanbieter und Versicherer früh an einen Tisch, damit die Vereinbarung das Modell trägt, statt es nachträglich zu blockieren.',
          ],
        },
        {
          title: 'Präventionswirkung und Preismodelle',
          paragraphs: [
            'Der größte Nutzen von Telematik liegt selten im Prämienrabatt, sondern in vermiedenen Schäden. Regelmäßiges Feedback an die Fahrer, gezielte Trainings für auffällige Fahrzeuggruppen und eine automatische Unfallmeldung, die Schäden sofort dokumentiert, wirken unmittelbar auf die Schadenkosten. In Projekten dieser Art ist eine um bis zu 40 % verbesserte Schadenprävention erreichbar.',
            'Wie sich das in der Prämie niederschlägt, hängt vom Modell ab. Manche Versicherer gewähren einen Nachlass für den Einsatz von Telematik, andere koppeln eine Rückvergütung an den Score einer Fahrzeuggruppe, wieder andere berücksichtigen die Daten erst bei der Verlängerung. Auch nutzungsbasierte Modelle nach Fahrleistung sind möglich. Wir prüfen, welches Modell zu Ihrer Datenlage passt und wer die Kosten der Hardware trägt.',
          ],
        },
        {
          title: 'Typische Fallstricke',
          paragraphs: [
            'Viele Telematikprojekte scheitern nicht an der Technik, sondern an der Reihenfolge: Erst wird Hardware gekauft, dann ein Versicherer gesucht, der die Daten verwenden will, und zuletzt der Betriebsrat informiert. Die folgenden Punkte sollten geklärt sein, bevor die erste Box eingebaut wird – sonst entstehen Kosten, denen kein Nutzen gegenübersteht.',
          ],
          points: [
            'Ein Versicherer, der die Daten nachweislich in Kalkulation oder Rückvergütung einbezieht',
            'Eine Betriebsvereinbarung mit klarer Zweckbindung und einer Regelung für Privatfahrten',
            'Schnittstellen, die einen späteren Wechsel des Telematikanbieters nicht verhindern',
            'Eindeutige Regeln, wem die Daten gehören und wer darauf zugreifen darf',
            'Ein Coaching-Konzept, das aus Daten tatsächlich verändertes Fahrverhalten macht',
          ],
        },
        {
          title: 'Ihr Telematikmodell im Erstgespräch',
          paragraphs: [
            'Ob Sie bereits Telematik im Einsatz haben oder erst darüber nachdenken: Im kostenlosen 60-minütigen Erstgespräch klären wir, welcher Nutzen realistisch ist, welche Voraussetzungen noch fehlen und wie die Beteiligten zusammenfinden. Als anbieterneutrale Beratung empfehlen wir keinen bestimmten Telematikanbieter, sondern die Lösung, die zu Ihrer Flotte, Ihrem Versicherer und Ihrer Belegschaft passt.',
          ],
        },
      ],
      faq: [
        {
          question: 'Dürfen wir Telematikdaten unserer Fahrer für die Versicherung nutzen?',
          answer:
            'Grundsätzlich ja, wenn Zweck, Rechtsgrundlage und Umfang klar festgelegt sind und der Betriebsrat, sofern vorhanden, beteiligt wurde. Entscheidend sind Datenminimierung, transparente Information der Fahrer, begrenzte Speicherdauer und eine klare Regel für Privatfahrten. Eine pauschale Weitergabe aller Daten an den Versicherer ist weder nötig noch ratsam. Die abschließende rechtliche Prüfung übernehmen Ihr Datenschutzbeauftragter oder Ihre Rechtsberatung.',
        },
        {
          question: 'Was passiert mit Privatfahrten im Dienstwagen?',
          answer:
            'Privatfahrten sind besonders sensibel. Üblich ist ein Privatmodus, in dem keine Standortdaten erfasst oder diese sofort verworfen werden, während etwa die Unfallerkennung aktiv bleiben kann. Wie das im Einzelnen geregelt wird, gehört in die Betriebsvereinbarung und in die Datenschutzinformation für die Fahrer. Je klarer und verständlicher diese Regel ist, desto höher ist die Akzeptanz im Team.',
        },
        {
          question: 'Brauchen wir dafür neue Hardware?',
          answer:
            'Nicht unbedingt. Viele neuere Fahrzeuge liefern Daten bereits über herstellerseitige Schnittstellen, und vorhandene Flottenmanagementsysteme erfassen oft schon die relevanten Werte. Ob diese Daten für einen Versicherer nutzbar sind, hängt von Format, Qualität und den Verträgen mit dem bisherigen Anbieter ab. Wir prüfen zuerst, was vorhanden ist, bevor über zusätzliche Geräte entschieden wird.',
        },
        {
          question: 'Gilt das auch in Österreich und der Schweiz?',
          answer:
            'Die DSGVO gilt in Österreich unmittelbar, in der Schweiz gilt das revidierte Datenschutzgesetz mit vergleichbaren Grundsätzen. Auch die Beteiligung der Arbeitnehmervertretung ist in beiden Ländern eigenständig geregelt. Für Flotten mit Standorten in mehreren Ländern stimmen wir das Modell so ab, dass es überall tragfähig ist, und beziehen die jeweils zuständigen Stellen frühzeitig ein.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'The data you actually need',
          paragraphs: [
            'Modern vehicles and retrofit devices supply far more data than an insurance model requires. The principle of data minimisation applies here not only legally but also in practice: the less data flows, the easier it is to win over drivers and the works council. Together, we define which data is genuinely relevant for prevention and pricing, and who receives it in what form.',
          ],
          points: [
            'Driving behaviour: acceleration, braking, cornering, speed relative to the limit',
            'Usage: mileage, time of day, road type',
            'Events: automatic crash detection for faster claims notification',
            'Vehicle condition: fault codes and upcoming maintenance needs',
          ],
        },
        {
          title: 'Driver scoring that people accept',
          paragraphs: [
            'A score condenses driving behaviour into a single number, and that is precisely where the risk lies. A driver in urban traffic with many stops will inevitably brake more often than a colleague on the motorway. A fair score takes the operating context into account, is understandable for drivers and serves coaching rather than sanctions. Otherwise acceptance falls and the prevention effect never materialises.',
            'It has proved effective to feed results back to the drivers themselves first and to work with aggregated values at fleet level. For insurance purposes, the average of a vehicle group is sufficient in many models. Individual analyses by line managers should remain the exception and be clearly regulated in the works agreement.',
          ],
        },
        {
          title: 'GDPR and the works council from the start',
          paragraphs: [
            'Telematics data from company vehicles is, as a rule, personal data relating to the drivers. You therefore need a sound legal basis under the GDPR, clear purpose limitation, deletion periods and usually a data protection impact assessment. Where information is read from the vehicle, the German TDDDG may also apply. If you rely on consent, bear in mind that in an employment relationship it is only considered voluntary under narrow conditions.',
            'In Germany, the works council has a right of co-determination under § 87(1) no. 6 BetrVG over technical systems capable of monitoring behaviour or performance. No telematics model should go live without the works council’s consent and a works agreement. We bring data protection, the works council, telematics providers and insurers to the table early, so that the agreement supports the model instead of blocking it later.',
          ],
        },
        {
          title: 'Prevention effects and pricing models',
          paragraphs: [
            'The greatest benefit of telematics rarely lies in the premium discount; it lies in the claims that never happen. Regular feedback to drivers, targeted training for vehicle groups that stand out and automatic crash notification that documents damage immediately all have a direct effect on claims costs. In projects of this kind, claims prevention can improve by up to 40%.',
            'How this feeds into the premium depends on the model. Some insurers grant a discount for using telematics, others link a refund to the score of a vehicle group, and others again take the data into account only at renewal. Usage-based models priced on mileage are also possible. We check which model suits your data situation and who bears the cost of the hardware.',
          ],
        },
        {
          title: 'Common pitfalls',
          paragraphs: [
            'Many telematics projects fail not because of the technology but because of the order in which things are done: the hardware is bought first, then an insurer willing to use the data is sought, and the works council is informed last. The following points should be settled before the first device is installed, otherwise you incur costs with no matching benefit.',
          ],
          points: [
            'An insurer that demonstrably uses the data in pricing or refunds',
            'A works agreement with clear purpose limitation and rules for private journeys',
            'Interfaces that do not prevent a later change of telematics provider',
            'Unambiguous rules on who owns the data and who may access it',
            'A coaching concept that actually turns data into changed driving behaviour',
          ],
        },
        {
          title: 'Your telematics model in an introductory call',
          paragraphs: [
            'Whether you already use telematics or are only considering it, the free 60-minute introductory call clarifies which benefits are realistic, which prerequisites are still missing and how the parties involved can come together. As a vendor-neutral consultancy, we do not recommend any particular telematics provider, but the solution that suits your fleet, your insurer and your workforce.',
          ],
        },
      ],
      faq: [
        {
          question: 'May we use our drivers’ telematics data for insurance?',
          answer:
            'In principle, yes, provided the purpose, legal basis and scope are clearly defined and the works council, where one exists, has been involved. What matters is data minimisation, transparent information for drivers, limited retention and a clear rule for private journeys. Passing all data wholesale to the insurer is neither necessary nor advisable. The final legal review lies with your data protection officer or legal adviser.',
        },
        {
          question: 'What happens to private journeys in company cars?',
          answer:
            'Private journeys are particularly sensitive. A common approach is a private mode in which no location data is recorded, or it is discarded immediately, while functions such as crash detection can remain active. The details belong in the works agreement and in the privacy notice for drivers. The clearer and easier to understand this rule is, the greater the acceptance within the team.',
        },
        {
          question: 'Do we need new hardware?',
          answer:
            'Not necessarily. Many newer vehicles already provide data through manufacturer interfaces, and existing fleet management systems often capture the relevant values. Whether that data is usable for an insurer depends on format, quality and your contracts with the current provider. We first check what is already in place before any decision on additional devices is made.',
        },
        {
          question: 'Does this also apply in Austria and Switzerland?',
          answer:
            'The GDPR applies directly in Austria, while Switzerland has its revised Federal Act on Data Protection, based on comparable principles. The involvement of employee representatives is also regulated separately in both countries. For fleets with sites in several countries, we design the model so that it holds up everywhere and involve the relevant bodies at an early stage.',
        },
      ],
    },
  },
  fleetRiskManagement: {
    de: {
      sections: [
        {
          title: 'Was Halterhaftung konkret bedeutet',
          paragraphs: [
            'Nach § 31 StVZO darf der Halter die Inbetriebnahme eines Fahrzeugs nicht anordnen oder zulassen, wenn er weiß oder wissen muss, dass das Fahrzeug nicht vorschriftsmäßig oder der Fahrer nicht geeignet ist. Wer jemanden ohne gültige Fahrerlaubnis fahren lässt, macht sich nach § 21 StVG sogar strafbar. Im Unternehmen trifft diese Verantwortung zunächst die Geschäftsführung. Sie kann Aufgaben an die Fuhrparkleitung übertragen, muss das aber schriftlich regeln und die Erfüllung überwachen.',
            'Im Schadenfall wird genau das geprüft: Gab es klare Zuständigkeiten, wurden Fahrzeuge geprüft, Fahrer unterwiesen und Führerscheine kontrolliert? Fehlen Nachweise, drohen neben Bußgeldern und strafrechtlichen Folgen auch Leistungskürzungen oder Regressforderungen. Risikomanagement beginnt deshalb mit einer einfachen, oft unbequemen Frage: Wer ist bei uns wofür verantwortlich?',
          ],
        },
        {
          title: 'UVV-Prüfung nach DGUV Vorschrift 70',
          paragraphs: [
            'Nach DGUV Vorschrift 70 müssen Fahrzeuge bei Bedarf, mindestens aber jährlich, von einer sachkundigen Person auf ihren betriebssicheren Zustand geprüft werden; das Ergebnis ist schriftlich festzuhalten. Hinzu kommt die Pflicht der Fahrer, vor Beginn jeder Arbeitsschicht die Wirksamkeit der Betätigungs- und Sicherheitseinrichtungen zu prüfen. In der Praxis fehlt es selten am Willen, sondern an Terminplanung, Nachverfolgung und lückenloser Dokumentation – gerade bei Flotten mit mehreren Standorten.',
            'Wir prüfen, wie UVV-Prüfungen heute organisiert sind, und verbinden sie mit Wartungsterminen, Werkstattpartnern oder digitalen Prüfprozessen. So entsteht ein Ablauf, in dem Fristen automatisch überwacht werden und Nachweise im Schadenfall sofort verfügbar sind. Ein willkommener Nebeneffekt: Mängel, die bei der Prüfung auffallen, werden behoben, bevor sie zu einem Unfall beitragen.',
          ],
        },
        {
          title: 'Fahrerunterweisung und Führerscheinkontrolle',
          paragraphs: [
            'Fahrer müssen regelmäßig, mindestens jährlich, über die Gefahren ihrer Tätigkeit und die Maßnahmen dagegen unterwiesen werden. Für die Führerscheinkontrolle schreibt das Gesetz kein festes Intervall vor; die Rechtsprechung erwartet aber Kontrollen in angemessenen, regelmäßigen Abständen. Beides lässt sich heute weitgehend digital abbilden – vorausgesetzt, Zuständigkeiten, Eskalationswege und Datenschutz sind vorher geklärt.',
          ],
          points: [
            'Unterweisung zu Ladungssicherung, Abfahrtskontrolle, Ablenkung und Verhalten nach einem Unfall',
            'Zusätzliche Einweisung bei neuem Fahrzeugtyp oder neuem Einsatzgebiet',
            'Führerscheinkontrolle mit dokumentiertem Ergebnis und klarer Regel bei Fahrverbot oder Entzug',
            'Nachweise zentral abgelegt und im Schadenfall sofort abrufbar',
          ],
        },
        {
          title: 'Aus Unfällen lernen',
          paragraphs: [
            'Jeder Schaden enthält Hinweise darauf, wie sich der nächste vermeiden lässt. Wir werten Unfälle nach Hergang, Ort, Tageszeit, Fahrzeugtyp und Fahrerprofil aus und suchen nach Mustern: Rangierschäden auf dem eigenen Betriebshof, Auffahrunfälle unter Termindruck, Häufungen bei neuen Mitarbeitern. Ein strukturiertes Schadengespräch mit dem Fahrer – keine Schuldzuweisung, sondern eine gemeinsame Ursachenanalyse – liefert dabei oft die wertvollsten Erkenntnisse.',
            'Daraus entstehen Präventionsprogramme, die an den tatsächlichen Schwerpunkten ansetzen: Rangiertrainings, Rückfahrkameras für bestimmte Fahrzeuggruppen, angepasste Tourenplanung oder Telematik-Feedback. Jede Maßnahme erhält ein Ziel und eine Kennzahl, damit nach einigen Monaten klar ist, ob sie wirkt oder ersetzt werden sollte. Prävention, die nicht gemessen wird, bleibt eine Absichtserklärung.',
          ],
        },
        {
          title: 'Kennzahlen und die Rolle der Versicherung',
          paragraphs: [
            'Versicherung ist das letzte Glied der Kette: Sie finanziert die Schäden, die trotz Prävention entstehen. Ein nachweisbares Risikomanagement verändert aber Ihre Verhandlungsposition, weil der Versicherer das Risiko besser einschätzen kann. Gleichzeitig kann der Compliance-Aufwand mit klaren Prozessen und digitalen Nachweisen in Projekten dieser Art um bis zu 60 % sinken – Zeit, die der Fuhrparkleitung für die eigentliche Steuerung bleibt.',
            'Steuern lässt sich nur, was regelmäßig berichtet wird. Wenige, aber aussagekräftige Kennzahlen zeigen Geschäftsführung und Fuhrparkleitung, wo die Flotte steht, und liefern dem Versicherer die Belege für eine bessere Einstufung. Für Unternehmen mit ESG-Berichtspflichten lassen sich einzelne Werte zudem in das Nachhaltigkeitsreporting übernehmen.',
          ],
          points: [
            'Schadenhäufigkeit je Fahrzeug und Fahrzeuggruppe',
            'Durchschnittlicher Schadenaufwand und Schadenquote',
            'Ausfalltage je Schaden',
            'Anteil selbst verschuldeter Schäden',
            'Erfüllungsquote bei UVV-Prüfungen, Unterweisungen und Führerscheinkontrollen',
          ],
        },
        {
          title: 'Vom Pflichtprogramm zum System',
          paragraphs: [
            'Viele Fuhrparks erfüllen einzelne Pflichten, aber ohne verbindende Struktur. Im kostenlosen 60-minütigen Erstgespräch gehen wir gemeinsam durch, wie Halterpflichten, UVV-Prüfungen, Unterweisungen und Schadenanalyse bei Ihnen heute organisiert sind und wo die größten Lücken oder Doppelarbeiten liegen. Sie erhalten eine unabhängige Einschätzung und einen konkreten Vorschlag für den nächsten Schritt – ohne Verkaufsgespräch.',
          ],
        },
      ],
      faq: [
        {
          question: 'Kann die Geschäftsführung die Halterverantwortung vollständig delegieren?',
          answer:
            'Aufgaben lassen sich übertragen, die Verantwortung aber nicht vollständig. Die Geschäftsführung muss geeignete Personen auswählen, die Übertragung schriftlich dokumentieren, die nötigen Mittel bereitstellen und die Erfüllung stichprobenartig überwachen. Fehlt diese Organisation, bleibt das Haftungsrisiko bei ihr. Ein sauber aufgesetztes System schützt deshalb nicht nur das Unternehmen, sondern auch die handelnden Personen.',
        },
        {
          question: 'Wer darf die UVV-Prüfung durchführen?',
          answer:
            'Die Prüfung übernimmt eine sachkundige Person, also jemand, der aufgrund von Ausbildung und Erfahrung den betriebssicheren Zustand eines Fahrzeugs beurteilen kann – häufig ein Kfz-Meister oder eine Prüforganisation. Viele Werkstätten bieten die Prüfung im Rahmen der Wartung an. Wichtig ist, dass das Ergebnis dokumentiert wird und festgestellte Mängel nachweislich behoben werden, bevor das Fahrzeug wieder eingesetzt wird.',
        },
        {
          question: 'Wie oft sollten Führerscheine kontrolliert werden?',
          answer:
            'Ein gesetzlich festgelegtes Intervall gibt es nicht. Gefordert ist eine regelmäßige Kontrolle, die Fahrverbote und Entzüge zeitnah erkennbar macht; in der Praxis haben sich kurze, feste Abstände bewährt. Digitale Verfahren mit Prüfsiegel oder App erleichtern das erheblich, müssen aber datenschutzkonform eingeführt und, wo ein Betriebsrat besteht, mit ihm abgestimmt werden.',
        },
        {
          question: 'Senkt Risikomanagement tatsächlich die Versicherungsprämie?',
          answer:
            'Mittelbar ja. Versicherer kalkulieren vor allem nach dem Schadenverlauf, und der verbessert sich, wenn Prävention wirkt. Zusätzlich kann ein dokumentiertes Risikomanagement in der Verhandlung ein Argument für bessere Konditionen sein, etwa bei Selbstbehalten oder Sanierungsklauseln. Eine Garantie gibt es nicht, aber in Projekten dieser Art sind 20–30 % niedrigere Kosten der Flottenversicherung ein realistisches Ziel.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'What keeper liability means in practice',
          paragraphs: [
            'Under § 31 StVZO, the keeper must not order or allow a vehicle to be put into operation if they know, or ought to know, that the vehicle is not roadworthy or the driver is not suitable. Allowing someone to drive without a valid licence is even a criminal offence under § 21 StVG. In a company, this responsibility falls first on management. It can delegate tasks to fleet management, but must do so in writing and monitor their fulfilment.',
            'After an accident, this is exactly what gets examined: were responsibilities clear, were vehicles inspected, drivers briefed and licences checked? If records are missing, reduced insurance benefits or recourse claims may follow, in addition to fines and criminal consequences. Risk management therefore begins with a simple, often uncomfortable question: who in our organisation is responsible for what?',
          ],
        },
        {
          title: 'Safety inspections under DGUV Vorschrift 70',
          paragraphs: [
            'Under DGUV Vorschrift 70, the German accident prevention regulation for vehicles, vehicles must be inspected for safe operating condition by a competent person as required, and at least annually; the result must be recorded in writing. In addition, drivers must check that controls and safety devices work before the start of every shift. In practice, the problem is rarely willingness, but scheduling, follow-up and complete documentation, especially for fleets spread across several sites.',
            'We review how safety inspections are currently organised and link them with servicing dates, workshop partners or digital inspection processes. The result is a workflow in which deadlines are monitored automatically and records are immediately available when a claim occurs. A welcome side effect: defects found during inspection are fixed before they can contribute to an accident.',
          ],
        },
        {
          title: 'Driver briefings and licence checks',
          paragraphs: [
            'Drivers must be briefed regularly, at least once a year, on the hazards of their work and the measures to counter them. The law sets no fixed interval for licence checks, but case law expects checks at appropriate, regular intervals. Both can now largely be handled digitally, provided responsibilities, escalation routes and data protection have been settled beforehand.',
          ],
          points: [
            'Briefings on load securing, pre-departure checks, distraction and what to do after an accident',
            'Additional instruction when drivers switch to a new vehicle type or area of operation',
            'Licence checks with a documented result and a clear rule for driving bans or revocation',
            'Records stored centrally and instantly retrievable when a claim occurs',
          ],
        },
        {
          title: 'Learning from accidents',
          paragraphs: [
            'Every claim contains clues about how to avoid the next one. We analyse accidents by circumstances, location, time of day, vehicle type and driver profile, and look for patterns: manoeuvring damage in your own yard, rear-end collisions under deadline pressure, clusters among new employees. A structured post-accident conversation with the driver, not to assign blame but to find causes together, often provides the most valuable insights.',
            'From this come prevention programmes that target the actual problem areas: manoeuvring training, reversing cameras for specific vehicle groups, adjusted route planning or telematics feedback. Each measure gets a goal and a KPI, so that after a few months it is clear whether it works or should be replaced. Prevention that is not measured remains a statement of intent.',
          ],
        },
        {
          title: 'KPIs and the role of insurance',
          paragraphs: [
            'Insurance is the last link in the chain: it pays for the claims that occur despite prevention. Verifiable risk management does, however, change your negotiating position, because the insurer can assess the risk more accurately. At the same time, clear processes and digital records can reduce compliance effort by up to 60% in projects of this kind, freeing up fleet management time for actual management.',
            'You can only manage what is reported regularly. A small number of meaningful KPIs show management and fleet managers where the fleet stands, and give the insurer the evidence it needs for a better rating. For companies with ESG reporting obligations, individual figures can also feed into sustainability reporting.',
          ],
          points: [
            'Claims frequency per vehicle and vehicle group',
            'Average claim cost and loss ratio',
            'Days of downtime per claim',
            'Share of at-fault claims',
            'Completion rate for safety inspections, driver briefings and licence checks',
          ],
        },
        {
          title: 'From obligations to a system',
          paragraphs: [
            'Many fleets fulfil individual duties, but without a structure linking them. In the free 60-minute introductory call, we go through how keeper duties, safety inspections, driver briefings and claims analysis are organised in your company today, and where the biggest gaps or duplicated efforts lie. You receive an independent assessment and a concrete proposal for the next step, with no sales pitch.',
          ],
        },
      ],
      faq: [
        {
          question: 'Can management delegate keeper responsibility entirely?',
          answer:
            'Tasks can be delegated, but responsibility cannot be handed over completely. Management must select suitable people, document the delegation in writing, provide the necessary resources and monitor fulfilment through spot checks. Without this organisation, the liability risk stays with management. A properly set-up system therefore protects not only the company but also the individuals acting on its behalf.',
        },
        {
          question: 'Who may carry out the safety inspection?',
          answer:
            'The inspection is carried out by a competent person, meaning someone whose training and experience enable them to judge whether a vehicle is in safe operating condition, often a master mechanic or an inspection organisation. Many workshops offer the inspection as part of servicing. What matters is that the result is documented and that any defects found are demonstrably fixed before the vehicle is used again.',
        },
        {
          question: 'How often should driving licences be checked?',
          answer:
            'There is no statutory interval. What is required is regular checking that brings driving bans and revocations to light promptly; in practice, short, fixed intervals have proved their worth. Digital methods using a verification seal or an app make this much easier, but must be introduced in line with data protection law and, where a works council exists, agreed with it.',
        },
        {
          question: 'Does risk management really lower the insurance premium?',
          answer:
            'Indirectly, yes. Insurers price mainly on claims history, and that improves when prevention works. In addition, documented risk management can be an argument for better terms in negotiations, for example on deductibles or remediation clauses. There is no guarantee, but in projects of this kind, fleet insurance costs 20–30% lower are a realistic target.',
        },
      ],
    },
  },
} satisfies Partial<Record<RouteKey, Localized<PageBody>>>;
