import type { RouteKey } from '@/site/routes';
import type { Localized, PageBody } from '../types';

export const consultingBodies = {
  embeddedInsuranceConsultant: {
    de: {
      sections: [
        {
          title: 'Unsere Rolle im Projekt',
          paragraphs: [
            'Im Kern übernehmen wir drei Aufgaben: Wir prüfen, ob ein Vorhaben wirtschaftlich und regulatorisch trägt, wir legen fest, welcher Partner welche Rolle übernimmt, und wir halten das Vorhaben zusammen, bis es im Markt ist. Dazu gehören Anforderungen an Produkt und Antragsstrecke, die Bewertung von Versicherern, MGAs und Plattformen, Erlösmodelle und Kennzahlen. Wir sitzen dabei auf Ihrer Seite des Tisches und sind in keinem der Verträge Partei, die am Ende geschlossen werden.',
            'Ebenso wichtig ist, was wir nicht tun. Die klare Abgrenzung schützt Ihre Entscheidungen vor Interessenkonflikten und sorgt dafür, dass jeder Beteiligte genau das übernimmt, wofür er zugelassen und ausgestattet ist. Für Sie heißt das: Sie wissen jederzeit, wer im Projekt welche Interessen vertritt.',
          ],
          points: [
            'Kein Makler: Wir vermitteln keine Verträge und erhalten keine Provisionen.',
            'Kein Versicherer: Wir tragen keine Risiken und zeichnen keine Policen.',
            'Keine Plattform: Wir entwickeln und betreiben keine Software, sondern definieren die Anforderungen daran.',
            'Kein Datenanbieter: Wir verkaufen keine Telematik- oder Fahrzeugdaten, sondern klären, welche Daten Sie tatsächlich brauchen.',
          ],
        },
        {
          title: 'Wann sich ein Berater lohnt',
          paragraphs: [
            'Nicht jedes Vorhaben braucht Unterstützung von außen. Sinnvoll wird sie, wenn mehrere Parteien beteiligt sind, deren Interessen sich nicht von selbst decken, oder wenn im eigenen Haus niemand Versicherung, Vertrieb, IT und Regulierung gleichzeitig überblickt. Je früher ein Berater dazukommt, desto leichter lassen sich die Weichen stellen: Eine Partnerwahl zu korrigieren, nachdem Schnittstellen gebaut und Verträge unterschrieben sind, kostet ein Vielfaches der Zeit, die eine saubere Vorbereitung gebraucht hätte.',
            'Ein Gespräch lohnt sich deshalb oft schon, wenn noch gar nicht feststeht, ob aus der Idee überhaupt ein Projekt wird. Spätestens sollten Sie es führen, wenn eine der folgenden Situationen auf Ihr Haus zutrifft – ob Autohaus, Flottenbetreiber, Bank oder Versicherer:',
          ],
          points: [
            'Ein Versicherer oder eine Plattform hat Ihnen eine Kooperation angeboten, und Sie möchten das Angebot unabhängig bewerten lassen.',
            'Ein Pilot läuft seit Monaten, aber Abschlussquoten und Volumen bleiben hinter dem Plan zurück.',
            'Sie wollen Versicherung in Finanzierung, Leasing oder Fahrzeugverkauf einbinden und wissen nicht, welches Partnermodell passt.',
            'Vorstand oder Geschäftsführung erwarten eine Entscheidungsvorlage mit Business Case und Roadmap.',
            'Anforderungen aus IDD, DSGVO oder § 34d GewO sind ungeklärt und halten den Start auf.',
          ],
        },
        {
          title: 'Der Ablauf in vier Phasen',
          paragraphs: [
            'Eine Zusammenarbeit beginnt klein und wächst nur, wenn der nächste Schritt einen klaren Nutzen hat. Jede Phase endet mit einem greifbaren Ergebnis und einer Entscheidung, die bei Ihnen liegt. Sie können nach dem Sparring aufhören, direkt mit der Strategie einsteigen oder ein vorhandenes Konzept in die Build-Phase überführen.',
            'Fachlich folgen wir dabei vier Arbeitsschritten: strategische Bestandsaufnahme, Abbildung des Ökosystems, Begleitung der Umsetzung und kontinuierliche Optimierung. Die Phasen bestimmen den Umfang des Auftrags, die Arbeitsschritte den inhaltlichen Weg durch das Projekt. So bleibt auch ein kleiner Auftrag methodisch sauber und lässt sich später ohne Bruch erweitern. Die vier Phasen im Überblick:',
          ],
          points: [
            'Sparring: 1:1-Sitzung – Realitätscheck Ihrer Idee, Klarheit über Chancen und Risiken, der nächste sinnvolle Schritt',
            'Strategie: 2–3 Deep Dives – Narrativ für Vorstand und Partner, Positionierung, Roadmap',
            'Build: Co-Creation-Sprints – Prototypen, Pilot mit echten Kunden, Blaupause des Ökosystems',
            'Activate: Follow-up plus Playbook – Startstruktur, Go-to-Market, Übergabe an Ihr Team',
          ],
        },
        {
          title: 'Was Sie am Ende in der Hand haben',
          paragraphs: [
            'Beratung, die nur Foliensätze hinterlässt, hilft nach dem Projekt niemandem weiter. Unsere Ergebnisse sind deshalb so angelegt, dass Ihr Team und Ihre Partner damit arbeiten können – auch dann, wenn wir nicht mehr mit am Tisch sitzen. Sie entstehen gemeinsam mit Ihnen und sind so formuliert, dass Vorstand, Partner und Fachbereiche sie ohne Übersetzung verstehen.',
            'Dahinter stehen über 35 Jahre Erfahrung in Versicherung und Automobilfinanzierung und Geschäft mit mehr als 300 Mio. € Bruttoprämie. Wir kennen die Fragen, die Versicherer, Aufsicht und Vertrieb stellen werden, und beantworten sie in den Unterlagen gleich mit. In Projekten dieser Art verkürzt sich die Zeit bis zur Markteinführung dadurch um bis zu 40 %. Je nach Phase erhalten Sie:',
          ],
          points: [
            'eine Entscheidungsvorlage mit Business Case, Chancen und Risiken',
            'eine begründete Partner-Shortlist mit nachvollziehbaren Bewertungskriterien',
            'Produktanforderungen und eine Beschreibung der Antragsstrecke',
            'eine Ökosystem-Blaupause mit Rollen, Schnittstellen und Erlösaufteilung',
            'ein Kennzahlenset und ein Playbook für Start und Steuerung',
          ],
        },
        {
          title: 'Der erste Schritt: ein offenes Gespräch',
          paragraphs: [
            'Ob ein Berater für Ihr Vorhaben sinnvoll ist, lässt sich in einer Stunde klären. Im kostenlosen 60-minütigen Erstgespräch schildern Sie Ihre Ausgangslage, wir stellen die Fragen, die ein Versicherer oder Plattformpartner stellen würde, und geben Ihnen eine ehrliche Einschätzung. Manchmal lautet sie, dass Sie keine externe Hilfe brauchen. Einen Verkaufsvortrag gibt es nicht, eine Verpflichtung ebenso wenig.',
          ],
        },
      ],
      faq: [
        {
          question: 'Wie werden Sie bezahlt, wenn nicht über Provisionen?',
          answer:
            'Ausschließlich von unseren Auftraggebern. Versicherer, Plattformen oder Datenanbieter zahlen uns weder Provisionen noch Vermittlungsprämien, wenn sie in einem Projekt zum Zug kommen. Den Umfang jeder Phase vereinbaren wir vorab, sodass Sie vor jedem Schritt wissen, was Sie erhalten. Diese Trennung ist die Voraussetzung dafür, dass eine Empfehlung auch gegen einen bestimmten Anbieter ausfallen darf.',
        },
        {
          question: 'Ersetzt ein Berater unser internes Projektteam?',
          answer:
            'Nein. Ein Embedded-Insurance-Vorhaben braucht einen internen Verantwortlichen mit Budget und Entscheidungsbefugnis, sonst verliert es nach dem Start an Fahrt. Wir ergänzen Ihr Team um Erfahrung an der Schnittstelle von Versicherung, Vertrieb und Technik, arbeiten mit ihm in gemeinsamen Sprints und übergeben am Ende Wissen und Werkzeuge. Ziel ist, dass Sie das Modell anschließend selbst steuern.',
        },
        {
          question:
            'Unser Versicherer bietet bereits eine fertige Lösung an. Brauchen wir trotzdem Beratung?',
          answer:
            'Nicht zwingend. Eine fertige Lösung kann gut passen, sie ist aber aus Sicht des Anbieters gebaut. Wir prüfen, ob Produkt, Vergütung, Datenzugang und Kundenerlebnis zu Ihren Zielen passen und wo Sie nachverhandeln sollten. Häufig genügt dafür eine einzige Sparring-Sitzung. Am Ende haben Sie eine klare Grundlage, um das Angebot anzunehmen, anzupassen oder abzulehnen.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Our role in the project',
          paragraphs: [
            'At its core, the work involves three tasks: we test whether a project holds up commercially and regulatorily, we define which partner takes on which role, and we keep the project together until it is in the market. That covers requirements for the product and the application journey, the assessment of insurers, MGAs and platforms, revenue models and KPIs. Throughout, we sit on your side of the table and are not a party to any of the contracts that are eventually signed.',
            'What we do not do matters just as much. A clear boundary protects your decisions from conflicts of interest and ensures that each party takes on exactly what it is licensed and equipped to do. For you, it means always knowing whose interests each participant in the project represents.',
          ],
          points: [
            'Not a broker: we do not arrange contracts and receive no commissions.',
            'Not an insurer: we carry no risk and underwrite no policies.',
            'Not a platform: we do not build or run software; we define the requirements for it.',
            'Not a data provider: we sell no telematics or vehicle data; we establish which data you actually need.',
          ],
        },
        {
          title: 'When a consultant is worth it',
          paragraphs: [
            'Not every project needs outside support. It makes sense when several parties are involved whose interests do not align by themselves, or when nobody in-house has an overview of insurance, sales, IT and regulation at the same time. The earlier a consultant joins, the easier it is to set the course: correcting a partner choice after interfaces have been built and contracts signed takes many times longer than careful preparation would have.',
            'A conversation is therefore often worthwhile before it is even clear whether the idea will become a project at all. At the latest, you should have it when one of the following situations applies to your organisation, whether you run a dealership, a fleet, a bank or an insurer:',
          ],
          points: [
            'An insurer or platform has offered you a partnership, and you want the offer assessed independently.',
            'A pilot has been running for months, but closing rates and volumes are falling short of plan.',
            'You want to build insurance into financing, leasing or vehicle sales and are unsure which partner model fits.',
            'Your board or management expects a decision paper with a business case and a roadmap.',
            'Requirements arising from the IDD, the GDPR or § 34d GewO are unresolved and are holding up the launch.',
          ],
        },
        {
          title: 'How an engagement runs: four phases',
          paragraphs: [
            'An engagement starts small and grows only when the next step offers clear value. Each phase ends with a tangible result and a decision that rests with you. You can stop after the sparring session, go straight into strategy, or take an existing concept into the build phase.',
            'In terms of content, we follow four steps: strategic assessment, ecosystem mapping, implementation support and continuous optimisation. The phases determine the scope of the engagement; the steps determine the path through the subject matter. This keeps even a small assignment methodically sound and allows it to be extended later without a break. The four phases at a glance:',
          ],
          points: [
            'Sparring: 1:1 session – a reality check of your idea, clarity on opportunities and risks, the next sensible move',
            'Strategy: 2–3 deep dives – a narrative for the board and partners, positioning, roadmap',
            'Build: co-creation sprints – prototypes, a pilot with real customers, an ecosystem blueprint',
            'Activate: follow-up plus playbook – launch structure, go-to-market, handover to your team',
          ],
        },
        {
          title: 'What you have at the end',
          paragraphs: [
            'Advice that leaves nothing behind but slide decks helps nobody once the project is over. Our deliverables are therefore designed so that your team and your partners can work with them, even when we are no longer in the room. They are developed together with you and written so that the board, partners and specialist teams understand them without translation.',
            'Behind them are more than 35 years of experience in insurance and automotive finance and business worth over €300m in gross written premium. We know the questions insurers, supervisors and sales teams will ask, and answer them in the documents from the start. In projects of this kind, this can cut time-to-market by up to 40%. Depending on the phase, you receive:',
          ],
          points: [
            'a decision paper with a business case, opportunities and risks',
            'a reasoned partner shortlist with transparent assessment criteria',
            'product requirements and a description of the application journey',
            'an ecosystem blueprint setting out roles, interfaces and revenue sharing',
            'a KPI set and a playbook for launch and management',
          ],
        },
        {
          title: 'The first step: an open conversation',
          paragraphs: [
            'Whether a consultant makes sense for your project can be settled in an hour. In the free 60-minute introductory call, you describe your situation, we ask the questions an insurer or platform partner would ask, and you get an honest assessment. Sometimes that assessment is that you do not need outside help. There is no sales pitch and no obligation.',
          ],
        },
      ],
      faq: [
        {
          question: 'How are you paid, if not through commissions?',
          answer:
            'Solely by our clients. Insurers, platforms and data providers pay us neither commissions nor referral fees when they are selected for a project. We agree the scope of each phase in advance, so you know before every step what you will receive. This separation is what allows a recommendation to go against a particular provider when that is the right answer.',
        },
        {
          question: 'Does a consultant replace our internal project team?',
          answer:
            'No. An embedded insurance project needs an internal owner with a budget and decision-making authority; otherwise it loses momentum after launch. We add experience at the interface between insurance, sales and technology to your team, work alongside it in joint sprints and hand over knowledge and tools at the end. The aim is for you to run the model yourselves afterwards.',
        },
        {
          question: 'Our insurer already offers a ready-made solution. Do we still need advice?',
          answer:
            'Not necessarily. A ready-made solution may fit well, but it has been built from the provider’s point of view. We check whether product, remuneration, data access and customer experience match your objectives and where you should renegotiate. A single sparring session is often enough. You come away with a clear basis for accepting, adapting or declining the offer.',
        },
      ],
    },
  },
  embeddedInsuranceChallenges: {
    de: {
      sections: [
        {
          title: 'Fehlende Verantwortung, falscher Partner',
          paragraphs: [
            'Embedded Insurance liegt quer zu den üblichen Zuständigkeiten. Der Vertrieb sieht ein Zusatzprodukt, die IT eine weitere Schnittstelle, die Compliance ein Risiko, und die Geschäftsführung wartet auf Zahlen. Solange niemand das Vorhaben mit Budget und Entscheidungsbefugnis verantwortet, wird jede offene Frage zur Abstimmungsschleife. Abhilfe schaffen ein benannter Produktverantwortlicher, ein Lenkungskreis mit kurzen Entscheidungswegen und ein Auftrag, der Ziele und Grenzen schriftlich festhält.',
            'Ähnlich folgenreich ist die Partnerwahl. Oft fällt sie auf den Versicherer, mit dem man ohnehin zusammenarbeitet, oder auf die Plattform mit der überzeugendsten Präsentation. Entscheidend sind jedoch andere Fragen: Kann der Partner Produkte im nötigen Tempo anpassen? Welche Daten gibt er zurück? Wie erlebt der Kunde den Schadenfall? Wer diese Kriterien vor den ersten Gesprächen festlegt, vergleicht Angebote auf einer belastbaren Grundlage.',
          ],
        },
        {
          title: 'Ein Produkt ohne Platz in der Kundenreise',
          paragraphs: [
            'Viele Produkte werden aus Sicht des Versicherers entworfen und danach irgendwo im Prozess untergebracht – als Häkchen im Finanzierungsantrag oder als Flyer bei der Fahrzeugübergabe. Der Kunde erkennt darin keinen Bezug zu seinem Anliegen. Embedded Insurance funktioniert dort, wo der Schutz im richtigen Moment zur Entscheidung passt: der GAP-Schutz beim Abschluss der Finanzierung, die Garantieverlängerung bei der Übergabe, die passende Kasko bei der Flottenbestellung.',
            'Vermeiden lässt sich dieser Fehler, indem Sie zuerst die Kundenreise aufzeichnen und das Produkt danach zuschneiden. Wir klären mit Ihnen, an welchem Punkt der Kunde entscheidet, wie viele Angaben er dort machen will und wer ihn berät. Ein Produkt mit wenigen, verständlichen Bausteinen und vorbefüllten Daten hat deutlich bessere Chancen als ein vollständiges Tarifwerk im Kleingedruckten.',
          ],
        },
        {
          title: 'Daten und IT-Integration',
          paragraphs: [
            'In der Konzeptphase wirkt die Integration einfach: Der Versicherer hat eine API, die Plattform verspricht eine schnelle Anbindung. Im Projekt zeigt sich dann, dass Fahrzeugdaten im Dealer-Management-System anders strukturiert sind als im Tarifrechner, dass Kundendaten aus dem Finanzierungsantrag nicht ohne Weiteres weitergegeben werden dürfen und dass niemand den Rückkanal für Policen- und Schadendaten eingeplant hat.',
            'Deshalb gehört ein Datenflussplan an den Anfang, nicht ans Ende: Welche Daten entstehen wo, wer darf sie auf welcher Rechtsgrundlage verwenden, und in welchem Format werden sie übergeben? Erst dann lassen sich Aufwand und Zeitplan realistisch schätzen. Häufig zeigt sich, dass ein MVP in 2–4 Wochen mit einer schlanken Anbindung möglich ist und die vollständige Integration folgt, sobald sich das Produkt bewährt hat.',
          ],
        },
        {
          title: 'Regulatorische Lücken und gegenläufige Anreize',
          paragraphs: [
            'Wer Versicherungen im Verkaufs- oder Finanzierungsprozess anbietet, vermittelt in vielen Fällen im Sinne der IDD. Daraus folgen Pflichten: eine Erlaubnis nach § 34d GewO oder eine tragfähige Ausnahme, Erstinformation, Ermittlung von Wünschen und Bedürfnissen, Beratungsdokumentation, Weiterbildung und Vorgaben zur Produktüberwachung. Werden diese Punkte erst kurz vor dem Start geprüft, muss die Antragsstrecke oft neu gebaut werden. Ein früher Compliance-Check kann den Aufwand in Projekten dieser Art um bis zu 60 % senken.',
            'Das zweite stille Risiko sind Anreize, die nicht zusammenpassen. Der Verkäufer im Autohaus wird für das Fahrzeug vergütet, nicht für die Versicherung; der Versicherer will Volumen, die Plattform Transaktionen, die Bank möglichst wenig Aufwand im Antrag. Profitiert nicht jeder Beteiligte vom Erfolg, bleibt das Produkt im Regal. Eine offene Rechnung über Aufwand und Ertrag je Partner, vereinbar mit den Vergütungsregeln der IDD, gehört deshalb in jede Partnervereinbarung.',
          ],
        },
        {
          title: 'Kennzahlen festlegen, Risiken prüfen',
          paragraphs: [
            'Viele Projekte starten, ohne dass feststeht, woran Erfolg gemessen wird. Nach einigen Monaten diskutieren die Partner dann über Eindrücke statt über Zahlen, und das Budget für die nächste Stufe fehlt. Legen Sie vor dem Pilot fest, welche Kennzahlen zählen, wer sie liefert und bei welchem Wert Sie skalieren, nachsteuern oder aufhören. Bewährt haben sich wenige, klare Größen: die Angebotsquote, die Abschlussquote je Kanal und Berater, die Stornoquote der ersten Monate, die Schadenquote und der Ertrag je Vertrag für jeden Partner.',
            'Wenn Sie eines dieser Muster in Ihrem eigenen Vorhaben wiedererkennen, ist das ein guter Zeitpunkt für einen Blick von außen. Im kostenlosen 60-minütigen Gespräch gehen wir die kritischen Punkte Ihres Projekts durch und sagen Ihnen offen, wo wir die größten Risiken sehen und was Sie als Nächstes tun können – ohne Verkaufsabsicht.',
          ],
        },
      ],
      faq: [
        {
          question: 'Was heißt „scheitern“ bei Embedded Insurance?',
          answer:
            'Selten einen spektakulären Abbruch. Meist versandet ein Vorhaben: Der Pilot läuft, doch die Abschlussquoten bleiben niedrig, die Partner verlieren das Interesse, und das Produkt wird nie im gesamten Vertrieb ausgerollt. Wenn davon die Rede ist, dass 95 % der Embedded-Insurance-Projekte scheitern, geht es deshalb meist um Vorhaben, die ihre wirtschaftlichen Ziele verfehlen – nicht um schlechte Ideen.',
        },
        {
          question: 'Lässt sich ein festgefahrenes Projekt noch retten?',
          answer:
            'In vielen Fällen ja. Wir beginnen mit einer Sparring-Sitzung, in der wir Rollen, Partnerverträge, Datenflüsse und Kennzahlen durchgehen und die eigentliche Ursache vom Symptom trennen. Erste Ergebnisse liegen typischerweise nach 14 Tagen vor. Manchmal genügt es, die Verantwortung neu zu regeln oder die Kundenreise anzupassen; manchmal lautet der ehrliche Rat, den Partner zu wechseln.',
        },
        {
          question: 'Welcher Fehler ist am teuersten?',
          answer:
            'Meist die falsche Partnerwahl, weil sie sich erst spät bemerkbar macht. Sind Schnittstellen gebaut, Mitarbeiter geschult und Verträge unterschrieben, bedeutet ein Wechsel, vieles von vorn zu beginnen. Fast ebenso teuer sind regulatorische Fragen, die kurz vor dem Start auftauchen. Beide Fehler lassen sich mit einer sorgfältigen Vorbereitung vermeiden, die nur einen Bruchteil dieses Aufwands kostet.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'No owner, wrong partner',
          paragraphs: [
            'Embedded insurance cuts across the usual lines of responsibility. Sales sees an add-on product, IT another interface, compliance a risk, and management is waiting for numbers. As long as nobody owns the project with a budget and the authority to decide, every open question turns into another round of alignment. The remedy is a named product owner, a steering group with short decision paths and a mandate that sets out goals and limits in writing.',
            'The choice of partner has similar consequences. It often falls on the insurer you already work with, or on the platform with the most convincing presentation. The questions that matter are different: can the partner adapt products at the pace you need? What data does it send back? How does the customer experience a claim? If you define these criteria before the first meetings, you compare offers on a sound basis.',
          ],
        },
        {
          title: 'A product with no place in the customer journey',
          paragraphs: [
            'Many products are designed from the insurer’s perspective and then placed somewhere in the process, as a tick box in the finance application or a leaflet at vehicle handover. The customer sees no connection to what they came for. Embedded insurance works where the cover fits the decision at the right moment: GAP cover when the finance agreement is signed, a warranty extension at handover, the right comprehensive cover when a fleet order is placed.',
            'You avoid this mistake by mapping the customer journey first and tailoring the product to it afterwards. Together we establish at which point the customer decides, how much information they are willing to give at that moment and who advises them. A product with a few understandable components and pre-filled data stands a far better chance than a complete tariff buried in the small print.',
          ],
        },
        {
          title: 'Data and IT integration',
          paragraphs: [
            'At concept stage, integration looks simple: the insurer has an API, and the platform promises a quick connection. During the project, it turns out that vehicle data in the dealer management system is structured differently from the rating engine, that customer data from the finance application cannot simply be passed on, and that nobody has planned the return channel for policy and claims data.',
            'That is why a data flow plan belongs at the beginning, not the end: which data is created where, who may use it on what legal basis, and in which format is it handed over? Only then can effort and timeline be estimated realistically. It often emerges that an MVP in 2–4 weeks is possible with a lean connection, with full integration following once the product has proved itself.',
          ],
        },
        {
          title: 'Regulatory gaps and conflicting incentives',
          paragraphs: [
            'If you offer insurance within a sales or financing process, you are in many cases distributing insurance within the meaning of the IDD. That brings obligations: a licence under § 34d GewO or a sound exemption, initial disclosure, establishing demands and needs, advice documentation, ongoing training and product oversight requirements. If these points are checked only shortly before launch, the application journey often has to be rebuilt. An early compliance check can cut the effort by up to 60% in projects of this kind.',
            'The second silent risk is incentives that do not fit together. The salesperson at the dealership is paid for the vehicle, not the insurance; the insurer wants volume, the platform transactions, the bank as little effort as possible in the application. Unless every party benefits from success, the product stays on the shelf. An open calculation of effort and return for each partner, compatible with the IDD’s remuneration rules, therefore belongs in every partner agreement.',
          ],
        },
        {
          title: 'Set KPIs, then test your risks',
          paragraphs: [
            'Many projects start without anyone having defined how success will be measured. A few months in, the partners are discussing impressions rather than figures, and there is no budget for the next stage. Before the pilot, decide which KPIs count, who supplies them and at what level you will scale, adjust or stop. A few clear measures have proved their worth: the offer rate, the closing rate by channel and adviser, early cancellations, the loss ratio and revenue per contract for each partner.',
            'If you recognise one of these patterns in your own project, that is a good moment for an outside view. In the free 60-minute call, we go through the critical points of your project and tell you openly where we see the biggest risks and what you can do next, with no sales agenda.',
          ],
        },
      ],
      faq: [
        {
          question: 'What does ‘failure’ mean in embedded insurance?',
          answer:
            'Rarely a dramatic collapse. Most projects simply peter out: the pilot runs, but closing rates stay low, the partners lose interest and the product is never rolled out across the whole sales organisation. When people say that 95% of embedded insurance projects fail, they therefore usually mean projects that miss their commercial targets, not bad ideas.',
        },
        {
          question: 'Can a stalled project still be rescued?',
          answer:
            'In many cases, yes. We start with a sparring session in which we go through roles, partner contracts, data flows and KPIs, and separate the real cause from the symptoms. First results are typically available within 14 days. Sometimes it is enough to reassign responsibility or adjust the customer journey; sometimes the honest advice is to change partner.',
        },
        {
          question: 'Which mistake is the most expensive?',
          answer:
            'Usually the wrong choice of partner, because it only becomes apparent late. Once interfaces have been built, staff trained and contracts signed, switching means starting much of the work again. Regulatory questions that surface shortly before launch are almost as costly. Both mistakes can be avoided with careful preparation that costs a fraction of that effort.',
        },
      ],
    },
  },
  embeddedInsuranceStrategy: {
    de: {
      sections: [
        {
          title: 'Wertpools: Wo der Ertrag entsteht',
          paragraphs: [
            'Bevor über Produkte gesprochen wird, lohnt der Blick auf die Wertpools: An welchen Stellen Ihres Geschäfts entsteht heute Ertrag aus Versicherung, und wo fließt er an Dritte ab? Im Autohaus sind das etwa Provisionen aus GAP-, Garantie- und Kfz-Versicherung sowie die Werkstattauslastung, die an gebundenen Kunden hängt. Bei Banken ist es der Zusatzertrag je Finanzierung, bei Flotten die eingesparte Prämie und der vermiedene Schaden.',
            'Ertrag ist dabei nicht nur Provision. Kundenbindung, Wissen über Fahrzeugnutzung und Schadenverlauf sowie die eigene Position gegenüber Herstellern und Versicherern haben ebenfalls einen Wert, der sich nur schwerer beziffern lässt. Wir bewerten jeden Wertpool nach Größe, Erreichbarkeit und Aufwand. Am Ende stehen wenige Ansatzpunkte, die sich wirklich lohnen, statt einer langen Liste guter Absichten.',
          ],
        },
        {
          title: 'Zielkunden und Produkt-Markt-Fit',
          paragraphs: [
            'Eine Strategie für „alle Kunden“ ist keine Strategie. Wir grenzen mit Ihnen ein, für wen das Angebot gedacht ist: Privatkunden mit finanziertem Gebrauchtwagen, Gewerbekunden mit kleinen Flotten, Leasingnehmer mit Dienstwagen oder Fahrer in einem Fahrzeug-Abo. Jede dieser Gruppen hat andere Sorgen, eine andere Zahlungsbereitschaft und einen anderen Moment, in dem sie über Absicherung nachdenkt.',
            'Den Produkt-Markt-Fit prüfen wir nicht am Schreibtisch, sondern mit den Menschen, die verkaufen und kaufen: in Gesprächen mit Verkäufern, Finanzierungsberatern und Kunden, über die Auswertung vorhandener Abschluss- und Stornodaten und mit einem einfachen Prototyp der Angebotsstrecke. So zeigt sich früh, ob der Kunde den Nutzen in einem Satz versteht. Das ist die beste Voraussetzung für hohe Abschlussquoten.',
          ],
        },
        {
          title: 'Das passende Partnermodell',
          paragraphs: [
            'Für Risikotragung und Produktbau gibt es im Kern drei Wege, die sich auch kombinieren lassen. Welcher passt, hängt davon ab, wie viel Kontrolle Sie über Produkt und Kundenerlebnis brauchen, wie schnell Sie starten wollen und wie viel eigene Kapazität Sie für Steuerung und Integration aufbringen können.',
            'Wir bewerten die Modelle anbieterneutral anhand Ihrer Kriterien und führen erste Gespräche mit möglichen Partnern, bevor Sie sich festlegen. Wichtig ist, dass die Wahl des Modells der Strategie folgt und nicht umgekehrt. Ein Partner, der für einen Wettbewerber gut funktioniert, ist nicht automatisch der richtige für Sie.',
          ],
          points: [
            'Versicherer direkt: hohe Stabilität und Kapazität, dafür oft längere Entscheidungswege und weniger Spielraum in der Produktgestaltung',
            'MGA (Assekuradeur): Produktkompetenz und Tempo, das Risiko tragen ein oder mehrere Versicherer im Hintergrund',
            'Plattform: schnelle technische Anbindung und Verwaltung, das Produkt stammt von einem angeschlossenen Versicherer oder MGA',
          ],
        },
        {
          title: 'Wirtschaftlichkeit und regulatorischer Rahmen',
          paragraphs: [
            'Ein Modell trägt nur, wenn jeder Beteiligte daran verdient. Wir stellen mit Ihnen Provisionen, Plattform- und Integrationskosten, Stornohaftung sowie den internen Aufwand für Schulung und Betreuung gegenüber, und zwar je Partner. Für Banken liegen in Projekten dieser Art 2–4 % zusätzlicher Ertrag je Finanzierung im Bereich des Möglichen, im Autohaus eine Steigerung der F&I-Abschlussquote von 60 % auf über 85 %.',
            'Parallel klären wir den regulatorischen Rahmen, denn er bestimmt, welche Rolle Sie selbst einnehmen können: Tippgeber, produktakzessorischer Vermittler, gebundener Vermittler oder Vermittler mit eigener Erlaubnis nach § 34d GewO. Davon hängen Beratungspflichten, Vergütung und Haftung ab. In Österreich und der Schweiz gelten eigene Vorschriften für Vermittler, die wir bei länderübergreifenden Vorhaben von Beginn an berücksichtigen.',
          ],
        },
        {
          title: 'Die 90-Tage-Roadmap',
          paragraphs: [
            'Am Ende der Strategiephase steht keine Absichtserklärung, sondern eine 90-Tage-Roadmap mit Verantwortlichen, Terminen und messbaren Zwischenzielen. Sie legt fest, wann Zielkunden, Produktkern und Wertversprechen entschieden sind, bis wann Partnergespräche zu Eckpunkten führen, wann Datenflüsse und regulatorische Rolle geklärt sind und wann der Pilot mit Kennzahlen und Abbruchkriterien startet. Den Abschluss bildet eine begründete Entscheidung für oder gegen den Rollout.',
            'Wo Sie auf diesem Weg stehen, klären wir im kostenlosen 60-minütigen Strategiegespräch. Bringen Sie mit, was bereits existiert – eine Idee, ein Partnerangebot, erste Zahlen. Sie erhalten eine ehrliche Einschätzung, welche strategischen Fragen noch offen sind und in welcher Reihenfolge Sie sie angehen sollten. Ein Verkaufsgespräch wird daraus nicht.',
          ],
        },
      ],
      faq: [
        {
          question: 'Brauchen wir eine eigene Vermittlererlaubnis?',
          answer:
            'Das hängt von Ihrer Rolle im Vertrieb ab. Wer nur auf ein Angebot hinweist und den Kontakt herstellt, bewegt sich oft im Tippgeber-Modell. Wer berät oder den Abschluss begleitet, vermittelt in der Regel und braucht eine Erlaubnis oder eine tragfähige Ausnahme. Wir klären die Optionen früh mit Ihnen und Ihren Rechtsberatern, weil die Entscheidung Produkt, Prozess und Vergütung prägt.',
        },
        {
          question: 'Wie lange dauert die Strategiephase?',
          answer:
            'Sie umfasst 2–3 Deep Dives, ergänzt um Vorbereitung, Partnergespräche und Auswertung zwischen den Terminen. Wie viel Kalenderzeit das beansprucht, hängt vor allem davon ab, wie schnell intern Entscheidungen fallen und Daten verfügbar sind. Ergebnis ist in jedem Fall eine 90-Tage-Roadmap, mit der Ihr Team ohne weitere Vorarbeit in die Umsetzung gehen kann.',
        },
        {
          question:
            'Wir haben bereits einen Versicherungspartner. Ist eine Strategie dann noch nötig?',
          answer:
            'Gerade dann. Ein vorhandener Partner ist ein Vorteil, aber noch keine Strategie. Wir prüfen, ob sein Angebot zu Ihren Zielkunden, Ihrem Erlösmodell und Ihrer Kundenreise passt und wo die Zusammenarbeit erweitert oder neu verhandelt werden sollte. Häufig bleibt die Partnerschaft bestehen, während sich Produktzuschnitt, Datenaustausch oder Vergütung deutlich verändern.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Value pools: where the revenue lies',
          paragraphs: [
            'Before talking about products, it pays to look at the value pools: where in your business does insurance generate revenue today, and where does it leak to third parties? At a dealership, that means commissions from GAP, warranty and motor insurance, as well as workshop utilisation that depends on loyal customers. For banks, it is the additional revenue per financing; for fleets, the premium saved and the claims avoided.',
            'Revenue is not just commission. Customer loyalty, knowledge of vehicle use and claims history, and your own position towards manufacturers and insurers also have a value, even if it is harder to quantify. We assess each value pool by size, accessibility and effort. The result is a small number of starting points that are genuinely worth pursuing, rather than a long list of good intentions.',
          ],
        },
        {
          title: 'Target customers and product-market fit',
          paragraphs: [
            'A strategy for ‘all customers’ is not a strategy. Together we narrow down who the offer is for: private customers with a financed used car, business customers with small fleets, lessees with company cars or drivers on a car subscription. Each of these groups has different concerns, a different willingness to pay and a different moment at which they think about cover.',
            'We test product-market fit not at a desk but with the people who sell and buy: in conversations with salespeople, finance advisers and customers, by analysing existing closing and cancellation data, and with a simple prototype of the offer journey. This shows early on whether customers grasp the benefit in a single sentence, which is the best foundation for high closing rates.',
          ],
        },
        {
          title: 'Choosing the partner model',
          paragraphs: [
            'For carrying the risk and building the product, there are essentially three routes, which can also be combined. Which one fits depends on how much control you need over product and customer experience, how quickly you want to launch and how much in-house capacity you can commit to management and integration.',
            'We assess the models vendor-neutrally against your criteria and hold initial talks with potential partners before you commit. What matters is that the choice of model follows the strategy, not the other way round. A partner that works well for a competitor is not automatically the right one for you.',
          ],
          points: [
            'Insurer direct: high stability and capacity, but often longer decision paths and less room for product design',
            'MGA: product expertise and speed, with one or more insurers carrying the risk in the background',
            'Platform: fast technical connection and administration, with the product supplied by a connected insurer or MGA',
          ],
        },
        {
          title: 'Economics and regulatory set-up',
          paragraphs: [
            'A model only works if every party earns from it. Together we set commissions, platform and integration costs, commission clawback and the internal effort for training and support against each other, partner by partner. In projects of this kind, 2–4% additional revenue per financing is within reach for banks, and for dealerships an increase in the F&I closing rate from 60% to 85%+.',
            'At the same time, we clarify the regulatory set-up, because it determines which role you can take on yourself: introducer, ancillary intermediary, tied intermediary or intermediary with your own licence under § 34d GewO. Advice duties, remuneration and liability all depend on this choice. Austria and Switzerland have their own rules for intermediaries, which we take into account from the outset in cross-border projects.',
          ],
        },
        {
          title: 'The 90-day roadmap',
          paragraphs: [
            'The strategy phase ends not with a statement of intent but with a 90-day roadmap that sets out owners, dates and measurable milestones. It defines when target customers, product core and value proposition are decided, by when partner talks lead to agreed key terms, when data flows and your regulatory role are settled and when the pilot starts with KPIs and stop criteria. It closes with a reasoned decision for or against roll-out.',
            'Where you stand on this path is something we clarify in the free 60-minute strategy call. Bring whatever already exists: an idea, a partner’s offer, initial figures. You get an honest assessment of which strategic questions are still open and in which order to tackle them. It will not turn into a sales conversation.',
          ],
        },
      ],
      faq: [
        {
          question: 'Do we need our own intermediary licence?',
          answer:
            'That depends on your role in distribution. If you only point customers to an offer and pass on the contact, you are often working as an introducer. If you advise or support the conclusion of the contract, you are usually acting as an intermediary and need a licence or a sound exemption. We clarify the options early with you and your legal advisers, because the decision shapes product, process and remuneration.',
        },
        {
          question: 'How long does the strategy phase take?',
          answer:
            'It comprises 2–3 deep dives, supplemented by preparation, partner talks and analysis between the sessions. How much calendar time this takes depends mainly on how quickly internal decisions are made and data becomes available. In every case, the result is a 90-day roadmap that your team can move into implementation with, without further groundwork.',
        },
        {
          question: 'We already have an insurance partner. Do we still need a strategy?',
          answer:
            'Especially then. An existing partner is an advantage, but it is not yet a strategy. We examine whether the partner’s offer fits your target customers, revenue model and customer journey, and where the relationship should be extended or renegotiated. Often the partnership continues, while product design, data exchange or remuneration change considerably.',
        },
      ],
    },
  },
  embeddedInsuranceImplementationGuide: {
    de: {
      sections: [
        {
          title: 'Schritt 1: Strategische Bestandsaufnahme',
          paragraphs: [
            'Die Umsetzung beginnt mit einer ehrlichen Bestandsaufnahme: Welche Versicherungsprodukte verkaufen Sie heute, über welche Kanäle und mit welchen Quoten? Welche Systeme sind im Einsatz, welche Daten liegen vor, und wer ist intern beteiligt? Dazu gehören ein Blick in bestehende Partnerverträge und eine Einschätzung, welche regulatorische Rolle Sie heute einnehmen.',
            'Ergebnis ist ein kompaktes Lagebild mit priorisierten Handlungsfeldern. Es zeigt, wo ein schneller Pilot möglich ist und wo zuerst Voraussetzungen geschaffen werden müssen. Dieses Lagebild liegt typischerweise nach 14 Tagen vor und ist die Grundlage für alle weiteren Entscheidungen – auch für die, ein Vorhaben nicht weiterzuverfolgen.',
          ],
        },
        {
          title: 'Schritt 2: Ökosystem abbilden, Partner wählen',
          paragraphs: [
            'Im zweiten Schritt zeichnen wir das Ökosystem: Welche Beteiligten braucht das Vorhaben? Wer trägt das Risiko, wer baut das Produkt, wer betreibt die Technik, wer liefert Daten, und wer hält die Kundenbeziehung? Für jede Rolle legen wir fest, ob sie intern besetzt wird, durch einen bestehenden Partner oder durch einen neuen.',
            'Die Partnerauswahl folgt einem strukturierten Verfahren statt zufälliger Einzelgespräche. Wir definieren Kriterien wie Produktflexibilität, Integrationsfähigkeit, Datenrückfluss, Schadenservice und Vergütung, sprechen mehrere Anbieter ergebnisoffen an und dokumentieren die Bewertung nachvollziehbar. Am Ende stehen eine Empfehlung und die Eckpunkte für die Vertragsverhandlung, die Sie selbst oder mit Ihren Rechtsberatern führen.',
          ],
        },
        {
          title: 'Schritt 3: Produkt, Integration und Compliance',
          paragraphs: [
            'Produktdesign heißt im Embedded-Kontext vor allem: weglassen. Wir definieren mit Versicherer oder MGA einen Produktkern, der zum Moment in der Kundenreise passt, mit wenigen Varianten, klarer Preislogik und verständlichen Bedingungen. Parallel entsteht die Beschreibung der Antragsstrecke: welche Daten vorbefüllt werden, an welcher Stelle das Angebot erscheint und wie der Abschluss dokumentiert wird.',
            'Die technische Integration übernehmen Ihre IT, der Plattformanbieter oder der Versicherer; wir steuern Anforderungen, Schnittstellen und Tests. Vor dem Start prüfen wir die Compliance systematisch: Vermittlerstatus, Informations- und Dokumentationspflichten nach IDD und VVG, Einwilligungen nach DSGVO und – etwa bei Telematik – nach TDDDG, Vorgaben zur Produktüberwachung. Als feste Prüfpunkte im Projektplan vermeiden sie teure Nacharbeit kurz vor dem Start.',
          ],
        },
        {
          title: 'Pilot, Skalierung und Optimierung',
          paragraphs: [
            'Der Pilot ist bewusst klein: ein Produkt, ein Kanal, ausgewählte Standorte oder eine Kundengruppe. Ein MVP steht in der Regel nach 2–4 Wochen, sobald Partner und Produktkern feststehen. Vorher werden Kennzahlen, Zielwerte und Abbruchkriterien vereinbart, damit nach der Pilotphase eine sachliche Entscheidung möglich ist. Ebenso wichtig wie die Zahlen ist die Rückmeldung der Verkäufer und Berater, die das Produkt anbieten.',
            'Skaliert wird erst, wenn der Pilot trägt. Dann geht es um Schulung, den Rollout auf weitere Standorte oder Kanäle und die Anpassung der Vergütung im Vertrieb. Die kontinuierliche Optimierung ist der vierte Schritt: Abschluss-, Storno- und Schadenquoten werden regelmäßig ausgewertet, Produkt und Antragsstrecke nachgeschärft. In Projekten dieser Art steigen die Abschlussquoten so um bis zu 25 %.',
          ],
        },
        {
          title: 'Checkliste vor dem Start',
          paragraphs: [
            'Bevor Sie einen Pilot starten, sollten die folgenden Punkte geklärt sein. Wo Sie unsicher sind oder ein Punkt offenbleibt, ist das kostenlose 60-minütige Erstgespräch der richtige Ort: Wir gehen die Liste gemeinsam durch und sagen Ihnen, welche Lücken den Start gefährden und welche sich während des Pilots schließen lassen – ohne Verkaufsgespräch.',
          ],
          points: [
            'Ein interner Verantwortlicher mit Budget und Entscheidungsbefugnis ist benannt.',
            'Zielkunde, Angebotsmoment und Produktkern sind festgelegt.',
            'Risikoträger, Produktgeber und Technikpartner sind ausgewählt, die Eckpunkte vereinbart.',
            'Der Datenfluss ist beschrieben, Rechtsgrundlagen und Einwilligungen sind geklärt.',
            'Vermittlerstatus und Pflichten nach IDD sind geprüft und zugeordnet.',
            'Verkäufer und Berater sind geschult, ihre Vergütung ist geregelt.',
            'Kennzahlen, Zielwerte und Abbruchkriterien für den Pilot sind vereinbart.',
            'Der Schadenprozess ist aus Kundensicht getestet.',
          ],
        },
      ],
      faq: [
        {
          question: 'Was muss vorhanden sein, damit ein MVP in 2–4 Wochen gelingt?',
          answer:
            'Drei Dinge: ein Entscheider, der kurzfristig Freigaben erteilen kann, ein Partner, der ein bestehendes Produkt anpassen statt neu entwickeln kann, und eine schlanke technische Anbindung, etwa über eine vorhandene Plattform. Fehlt eines davon, planen wir ehrlich länger. Ein MVP ist kein fertiges Produkt, sondern der kleinste Stand, an dem Sie echtes Kundenverhalten messen können.',
        },
        {
          question: 'Wie groß sollte der Pilot sein?',
          answer:
            'So groß, dass die Ergebnisse aussagekräftig sind, und so klein, dass Fehler wenig kosten. In der Praxis heißt das meist ein Produkt, ein Kanal und einige ausgewählte Standorte oder eine klar abgegrenzte Kundengruppe. Entscheidend ist, dass der Pilot unter realen Bedingungen läuft – mit echten Kunden, echten Verkäufern und echten Schadenfällen, nicht in einer geschützten Testumgebung.',
        },
        {
          question: 'Wer übernimmt die technische Umsetzung?',
          answer:
            'Ihre IT, der Plattformanbieter oder der Versicherer – je nachdem, wie das Ökosystem aufgebaut ist. Wir entwickeln und verkaufen keine Software. Unsere Aufgabe ist es, Anforderungen zu formulieren, Schnittstellen zwischen den Beteiligten abzustimmen, Tests zu planen und darauf zu achten, dass Termine und Qualität eingehalten werden. So bleibt die Verantwortung für jede Komponente eindeutig.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Step 1: Strategic assessment',
          paragraphs: [
            'Implementation starts with an honest assessment: which insurance products do you sell today, through which channels and at what rates? Which systems are in use, what data is available and who is involved internally? This includes a look at existing partner contracts and an assessment of the regulatory role you currently hold.',
            'The result is a concise picture of the situation with prioritised areas for action. It shows where a quick pilot is possible and where prerequisites have to be put in place first. This picture is typically ready within 14 days and forms the basis for every further decision, including the decision not to pursue a project.',
          ],
        },
        {
          title: 'Step 2: Mapping the ecosystem, selecting partners',
          paragraphs: [
            'In the second step, we map the ecosystem: which parties does the project need? Who carries the risk, who builds the product, who runs the technology, who supplies data and who holds the customer relationship? For each role, we decide whether it will be filled internally, by an existing partner or by a new one.',
            'Partner selection follows a structured process rather than a series of chance conversations. We define criteria such as product flexibility, integration capability, data return, claims service and remuneration, approach several providers vendor-neutrally and document the assessment transparently. The outcome is a recommendation and the key terms for the contract negotiation, which you conduct yourself or with your legal advisers.',
          ],
        },
        {
          title: 'Step 3: Product, integration and compliance',
          paragraphs: [
            'In an embedded context, product design is above all about leaving things out. Together with the insurer or MGA, we define a product core that fits the moment in the customer journey, with few variants, clear pricing logic and understandable terms. In parallel, we describe the application journey: which data is pre-filled, where the offer appears and how the sale is documented.',
            'Technical integration is carried out by your IT team, the platform provider or the insurer; we manage requirements, interfaces and testing. Before launch, we check compliance systematically: intermediary status, information and documentation duties under the IDD and the VVG, consent under the GDPR and, for telematics for example, the TDDDG, and product oversight requirements. Built into the project plan as fixed checkpoints, they prevent costly rework just before launch.',
          ],
        },
        {
          title: 'Pilot, scale-up and optimisation',
          paragraphs: [
            'The pilot is deliberately small: one product, one channel, selected sites or one customer group. An MVP is usually in place after 2–4 weeks, once partners and product core are settled. KPIs, targets and stop criteria are agreed beforehand so that an objective decision can be made when the pilot ends. Feedback from the salespeople and advisers offering the product matters as much as the figures.',
            'Scaling only starts once the pilot has proved itself. It then involves training, roll-out to further sites or channels and adjusting sales remuneration. Continuous optimisation is the fourth step: closing, cancellation and loss ratios are analysed regularly, and product and application journey are refined. In projects of this kind, closing rates can rise by up to 25% as a result.',
          ],
        },
        {
          title: 'Checklist before launch',
          paragraphs: [
            'Before you start a pilot, the following points should be settled. Where you are unsure or a point remains open, the free 60-minute introductory call is the right place to take it: we go through the list with you and tell you which gaps put the launch at risk and which can be closed during the pilot, without a sales pitch.',
          ],
          points: [
            'An internal owner with a budget and decision-making authority has been appointed.',
            'Target customer, point of offer and product core have been defined.',
            'Risk carrier, product provider and technology partner have been selected and key terms agreed.',
            'The data flow is documented, and legal bases and consents have been clarified.',
            'Intermediary status and IDD obligations have been checked and assigned.',
            'Salespeople and advisers have been trained, and their remuneration is settled.',
            'KPIs, targets and stop criteria for the pilot have been agreed.',
            'The claims process has been tested from the customer’s point of view.',
          ],
        },
      ],
      faq: [
        {
          question: 'What needs to be in place for an MVP in 2–4 weeks?',
          answer:
            'Three things: a decision-maker who can give approvals at short notice, a partner able to adapt an existing product rather than develop a new one, and a lean technical connection, for instance through an existing platform. If one of these is missing, we plan honestly for longer. An MVP is not a finished product but the smallest version with which you can measure real customer behaviour.',
        },
        {
          question: 'How large should the pilot be?',
          answer:
            'Large enough for the results to be meaningful, and small enough for mistakes to be cheap. In practice, that usually means one product, one channel and a few selected sites or a clearly defined customer group. What matters is that the pilot runs under real conditions, with real customers, real salespeople and real claims, not in a protected test environment.',
        },
        {
          question: 'Who handles the technical implementation?',
          answer:
            'Your IT team, the platform provider or the insurer, depending on how the ecosystem is set up. We neither develop nor sell software. Our job is to specify requirements, coordinate the interfaces between the parties, plan the testing and make sure that deadlines and quality are met. This keeps responsibility for every component unambiguous.',
        },
      ],
    },
  },
  solutions: {
    de: {
      sections: [
        {
          title: 'Flottenbetreiber und Leasinggesellschaften',
          paragraphs: [
            'Für Flotten beginnt jede Lösung bei den Schäden, denn sie bestimmen die Prämie. Wir verbinden Schadenanalyse, Prävention, Telematik und die Organisation der Halterpflichten mit einer Neuordnung des Versicherungsprogramms. Für Leasinggesellschaften kommt hinzu, dass sich Versicherungsbausteine direkt in die Leasingrate integrieren lassen und so zusätzlichen Ertrag je Vertrag schaffen.',
            'Wie das in der Praxis aussieht, zeigt eine Flotte mit 220 Fahrzeugen, deren Schadenkosten nach sechs Monaten um 28 % niedriger lagen. Grundlage dafür waren keine Einmalaktionen, sondern klare Zuständigkeiten, gezielte Maßnahmen und Kennzahlen, die regelmäßig besprochen werden. Die wichtigsten Hebel im Überblick:',
          ],
          points: [
            'Versicherungsprogramm und Ausschreibung neu aufsetzen – Kosten der Flottenversicherung typischerweise 20–30 % niedriger',
            'Prävention an den tatsächlichen Schadenursachen ausrichten – Schadenprävention um bis zu 40 % verbessern',
            'Halterpflichten digital organisieren – bis zu 60 % weniger Compliance-Aufwand',
            'Kasko-, GAP- und Verschleißbausteine in Leasingprodukte einbinden',
          ],
        },
        {
          title: 'Autohäuser',
          paragraphs: [
            'Im Autohaus entscheidet der Moment des Fahrzeugverkaufs über den Ertrag der folgenden Jahre. Wer Finanzierung, GAP-Schutz, Garantieverlängerung und Kfz-Versicherung in einem stimmigen Angebot zusammenführt, verdient nicht nur am Verkauf, sondern hält den Kunden auch für Service und Werkstatt. Voraussetzung sind ein fester Platz des Angebots im Verkaufsgespräch und Verkäufer, die es sicher erklären können.',
          ],
          points: [
            'F&I-Angebot in Verkauf und Finanzierung verankern – Abschlussquote von 60 % auf über 85 %',
            'Garantie- und Reparaturkostenschutz an die eigene Werkstatt binden – Serviceumsatz typischerweise +15–25 %',
            'Kunden über Versicherung und Service im Haus halten – Kundenbindung um bis zu 30 % höher',
            'IDD-Pflichten so in Prozesse und Systeme einbauen, dass sie den Verkauf nicht bremsen',
          ],
        },
        {
          title: 'Banken, Finanzierer und Versicherer',
          paragraphs: [
            'Banken und Finanzierer verfügen über den Moment, in dem Kunden eine große Anschaffung absichern wollen: den Finanzierungsabschluss. Restschuld-, GAP- oder Kaskoschutz, direkt in die Antragsstrecke eingebunden, schafft zusätzlichen Ertrag je Finanzierung und stärkt die Bindung an Händler und Endkunden. Entscheidend ist eine Strecke, die den Abschluss nicht verzögert und die Anforderungen aus IDD und Produktüberwachung sauber abbildet.',
            'Versicherer suchen den umgekehrten Weg: Zugang zu Vertriebspartnern, die Kunden im richtigen Moment erreichen. Wir unterstützen bei der Auswahl passender Partner, beim Produktzuschnitt für den eingebetteten Vertrieb und bei der Anbindung der Partner, damit aus einer unterschriebenen Kooperation möglichst schnell laufendes Geschäft wird.',
          ],
          points: [
            'Zusätzlichen Bankertrag von typischerweise 2–4 % je Finanzierung erschließen',
            'Abschlussquoten in Projekten dieser Art um bis zu 25 % steigern',
            'Markteinführung durch klare Rollen und erprobte Abläufe um bis zu 40 % beschleunigen',
            'Partneranbindung und Produktfreigabe strukturiert aufsetzen',
          ],
        },
        {
          title: 'Technologieanbieter',
          paragraphs: [
            'Plattformen, Telematikanbieter und Softwarehäuser für Handel, Leasing oder Flottenmanagement haben oft genau das, was Versicherer suchen: Zugang zum Kunden und Daten über Fahrzeug und Nutzung. Was ihnen häufig fehlt, ist der Zugang zu Risikoträgern und das Wissen, wie Produkt, Vergütung und Regulierung zusammenspielen. Wir helfen, Anwendungsfälle zu schärfen, den passenden Versicherungspartner zu finden und das Modell regelkonform aufzusetzen.',
          ],
          points: [
            'Anwendungsfälle mit echtem Kundennutzen auswählen und priorisieren',
            'Versicherer oder MGA anbieterneutral auswählen und ansprechen',
            'Die eigene Rolle im Vertrieb klären: Tippgeber, Vermittler oder reiner Technikpartner',
            'Ein MVP mit einem Pilotkunden in typischerweise 2–4 Wochen umsetzen',
          ],
        },
        {
          title: 'Welche Lösung passt zu Ihnen?',
          paragraphs: [
            'Viele Unternehmen gehören zu mehr als einer Gruppe: die Autohausgruppe mit eigener Vermietflotte, die Herstellerbank mit Versicherungsangebot, der Leasinggeber mit Flottenkunden. Im kostenlosen 60-minütigen Erstgespräch sortieren wir gemeinsam, welche Hebel in Ihrer Situation den größten Effekt haben und wo Sie beginnen sollten. Sie erhalten eine unabhängige Einschätzung und kein Angebot, das Sie erst abwehren müssen.',
          ],
        },
      ],
      faq: [
        {
          question: 'Sind die genannten Werte garantiert?',
          answer:
            'Nein. Die Werte stammen aus Projekten dieser Art und beschreiben, was unter guten Voraussetzungen erreichbar ist. Wie viel davon in Ihrem Fall realistisch ist, hängt von Ausgangslage, Partnern und Umsetzungsdisziplin ab. Deshalb legen wir zu Beginn eine Basislinie fest und messen den Fortschritt an Ihren eigenen Zahlen, nicht an Durchschnittswerten anderer Unternehmen.',
        },
        {
          question: 'Gibt es feste Pakete je Zielgruppe?',
          answer:
            'Es gibt einen festen Rahmen, aber keine starren Pakete. Die vier Phasen Sparring, Strategie, Build und Activate gelten für alle Zielgruppen; Inhalte, Partner und Kennzahlen richten sich nach Ihrer Rolle im Markt. Ein Autohaus braucht im Build andere Bausteine als eine Leasinggesellschaft oder eine Bank. Nach jeder Phase entscheiden Sie, ob und wie es weitergeht.',
        },
        {
          question: 'Wir sind Versicherer. Arbeiten Sie dann nicht für die Gegenseite?',
          answer:
            'Wir arbeiten immer für den Auftraggeber eines Projekts, und das kann auch ein Versicherer sein. Unabhängig bleiben wir, weil wir keine Provisionen erhalten und keinen Vertriebspartner bevorzugen. Für Versicherer ist das ein Vorteil: Wir beschreiben realistisch, was Händler, Banken und Flotten von einem Produkt erwarten, und ersparen so Verhandlungsrunden, die an unklaren Erwartungen scheitern würden.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Fleet operators and leasing companies',
          paragraphs: [
            'For fleets, every solution starts with claims, because claims drive the premium. We combine claims analysis, prevention, telematics and the organisation of duty of care with a restructuring of the insurance programme. For leasing companies, there is an additional lever: insurance components can be built directly into the lease payment, generating extra revenue per contract.',
            'What this looks like in practice is shown by a fleet of 220 vehicles whose incident costs were 28% lower after six months. The result was not driven by one-off campaigns but by clear responsibilities, targeted measures and KPIs reviewed at regular intervals. The main levers at a glance:',
          ],
          points: [
            'Restructure and tender the insurance programme – fleet insurance costs typically 20–30% lower',
            'Align prevention with the actual causes of claims – claims prevention improved by up to 40%',
            'Organise duty of care digitally – up to 60% less compliance effort',
            'Build comprehensive cover, GAP and wear-and-tear protection into leasing products',
          ],
        },
        {
          title: 'Car dealerships',
          paragraphs: [
            'At a dealership, the moment of the vehicle sale determines the revenue of the years that follow. If you bring financing, GAP cover, warranty extension and motor insurance together in one coherent offer, you earn not only on the sale but also keep the customer for servicing and the workshop. This requires a fixed place for the offer in the sales conversation and salespeople who can explain it confidently.',
          ],
          points: [
            'Anchor the F&I offer in sales and financing – closing rate from 60% to 85%+',
            'Tie warranty and repair cost cover to your own workshop – service revenue typically +15–25%',
            'Keep customers in-house through insurance and service – retention up to 30% higher',
            'Build IDD obligations into processes and systems so that they do not slow down sales',
          ],
        },
        {
          title: 'Banks, financiers and insurers',
          paragraphs: [
            'Banks and financiers own the moment when customers want to protect a major purchase: the signing of the finance agreement. Payment protection, GAP or comprehensive cover built directly into the application journey generates additional revenue per financing and strengthens ties with dealers and end customers. What matters is a journey that does not delay the deal and properly reflects the requirements of the IDD and product oversight.',
            'Insurers are looking for the opposite route: access to distribution partners who reach customers at the right moment. We support the selection of suitable partners, product design for embedded distribution and partner onboarding, so that a signed partnership turns into live business as quickly as possible.',
          ],
          points: [
            'Generate additional bank revenue of typically 2–4% per financing',
            'Raise closing rates by up to 25% in projects of this kind',
            'Achieve up to 40% faster time-to-market through clear roles and proven processes',
            'Set up partner onboarding and product governance in a structured way',
          ],
        },
        {
          title: 'Technology providers',
          paragraphs: [
            'Platforms, telematics providers and software companies serving retail, leasing or fleet management often have exactly what insurers are looking for: access to customers and data on vehicles and their use. What they frequently lack is access to risk carriers and an understanding of how product, remuneration and regulation interact. We help sharpen use cases, find the right insurance partner and set up the model in a compliant way.',
          ],
          points: [
            'Select and prioritise use cases with genuine customer value',
            'Select and approach insurers or MGAs vendor-neutrally',
            'Clarify your own role in distribution: introducer, intermediary or pure technology partner',
            'Deliver an MVP with a pilot customer, typically within 2–4 weeks',
          ],
        },
        {
          title: 'Which solution fits you?',
          paragraphs: [
            'Many organisations belong to more than one group: a dealer group with its own rental fleet, a captive bank with an insurance offer, a lessor with fleet customers. In the free 60-minute introductory call, we work out together which levers will have the greatest effect in your situation and where you should start. You receive an independent assessment, not a proposal you first have to fend off.',
          ],
        },
      ],
      faq: [
        {
          question: 'Are the figures guaranteed?',
          answer:
            'No. The figures come from projects of this kind and describe what can be achieved under good conditions. How much of that is realistic in your case depends on your starting point, your partners and the discipline of implementation. That is why we set a baseline at the outset and measure progress against your own figures, not against other companies’ averages.',
        },
        {
          question: 'Are there fixed packages for each audience?',
          answer:
            'There is a fixed framework but no rigid packages. The four phases of sparring, strategy, build and activate apply to every audience; content, partners and KPIs depend on your role in the market. A dealership needs different building blocks in the build phase from a leasing company or a bank. After each phase, you decide whether and how to continue.',
        },
        {
          question: 'We are an insurer. Are you not working for the other side?',
          answer:
            'We always work for whoever commissions a project, and that can be an insurer. We stay independent because we receive no commissions and favour no distribution partner. For insurers, that is an advantage: we describe realistically what dealers, banks and fleets expect from a product, saving rounds of negotiation that would otherwise founder on unclear expectations.',
        },
      ],
    },
  },
  riskAdvisory: {
    de: {
      sections: [
        {
          title: 'Risikoanalyse: Einsatz statt Fahrzeugliste',
          paragraphs: [
            'Eine Risikoanalyse fragt nicht nur, wie viele Fahrzeuge Sie haben, sondern wie sie eingesetzt werden: Stadtverkehr oder Langstrecke, feste Fahrer oder Pool, Lieferverkehr mit vielen Stopps, Transporter mit Ladung, Vermietung an wechselnde Kunden. Dazu kommen Standorte, Arbeitszeiten und die Frage, wie Fahrer ausgewählt und eingewiesen werden. Erst aus diesem Zusammenspiel ergibt sich das tatsächliche Risikoprofil.',
            'Wir betrachten dabei auch Risiken, die in keiner Police stehen: Ausfallzeiten nach Schäden, fehlende Ersatzfahrzeuge, Reputationsschäden und die persönliche Haftung der Geschäftsführung aus der Halterverantwortung. Für Mobilitätsanbieter wie Vermieter, Carsharing- oder Abo-Anbieter kommen Fragen hinzu, die klassische Flottenverträge nicht beantworten – etwa wer bei wechselnden Nutzern für welchen Schaden einsteht.',
          ],
        },
        {
          title: 'Schadendaten richtig lesen',
          paragraphs: [
            'Schadendaten liegen meist verstreut vor: Schadenlisten der Versicherer, Werkstattrechnungen, Meldungen aus den Standorten, Ereignisse aus der Telematik. Wir führen sie zusammen und bereinigen sie, bevor wir Schlüsse ziehen. Entscheidend ist die Trennung von Schadenhäufigkeit und Schadenhöhe: Viele kleine Rangierschäden verlangen andere Maßnahmen als wenige teure Haftpflichtfälle, und beide wirken unterschiedlich auf die Prämie.',
            'Aus der Auswertung entstehen klare Aussagen: welche Fahrzeuggruppen, Standorte oder Einsatzarten den Schadenverlauf treiben, welche Schäden vermeidbar gewesen wären und wo Reserven für offene Schäden das Bild verzerren. Diese Aussagen sind die Grundlage für Präventionsmaßnahmen ebenso wie für das nächste Gespräch mit Ihrem Versicherer.',
          ],
        },
        {
          title: 'Versicherungsprogramm und Ausschreibung',
          paragraphs: [
            'Mit dem Risikoprofil lässt sich das Versicherungsprogramm gezielt prüfen: Passen Deckungsumfang und Selbstbehalte zum Schadenbild? Wäre ein höherer Selbstbehalt in Verbindung mit wirksamer Prävention günstiger? Sind Einzelverträge, ein Flottenrahmenvertrag oder ein Modell mit Eigentragung kleiner Schäden sinnvoller? Wir rechnen die Varianten durch und zeigen, wo das aktuelle Programm nicht zu Ihrem Risiko passt.',
            'Kommt es zur Ausschreibung, erhalten die Versicherer eine belastbare Risikodarstellung mit Schadenanalyse und dokumentierten Präventionsmaßnahmen. Die Platzierung übernimmt Ihr Makler oder der Versicherer direkt, wir bleiben auf Ihrer Seite. In Projekten dieser Art sind um 20–30 % niedrigere Kosten der Flottenversicherung ein realistisches Ziel.',
          ],
        },
        {
          title: 'Prävention und Telematik mit Augenmaß',
          paragraphs: [
            'Prävention wirkt, wenn sie dort ansetzt, wo die Analyse die Ursachen zeigt: gezielte Fahrerunterweisungen für auffällige Gruppen, Rangierhilfen für Transporter, angepasste Tourenplanung, klare Regeln für Schadenmeldung und Nachbereitung. In Projekten dieser Art lässt sich die Schadenprävention so um bis zu 40 % verbessern.',
            'Telematik kann diese Arbeit unterstützen, ist aber kein Selbstzweck. Wir klären, welche Daten für Prävention und Versicherer wirklich nötig sind, auf welcher Rechtsgrundlage nach DSGVO sie verarbeitet werden, wie Zugriffe auf Endgeräte nach TDDDG zu behandeln sind und wie der Betriebsrat eingebunden wird. Ein schlankes, akzeptiertes Modell bringt mehr als eine umfassende Lösung, die niemand nutzt.',
          ],
        },
        {
          title: 'Ihr Risikoprofil im Erstgespräch',
          paragraphs: [
            'Im kostenlosen 60-minütigen Erstgespräch besprechen wir, wie Ihre Flotte oder Ihr Mobilitätsangebot aufgestellt ist, welche Daten vorliegen und wann die nächste Verlängerung ansteht. Sie erhalten eine erste unabhängige Einschätzung, wo die größten Risiken und Kostentreiber liegen und welche Analyse sich lohnt. Erste Ergebnisse einer Risikoanalyse liegen typischerweise nach 14 Tagen vor.',
          ],
        },
      ],
      faq: [
        {
          question: 'Was unterscheidet Ihre Risikoberatung von der eines Maklers?',
          answer:
            'Ein Makler platziert Risiken und wird in der Regel über Courtage vergütet. Wir platzieren nichts und erhalten keine Provisionen, sondern analysieren Risiko, Schadenbild und Organisation und leiten daraus Maßnahmen und Anforderungen an das Versicherungsprogramm ab. Beide Rollen ergänzen sich gut: Ihr Makler erhält eine bessere Verhandlungsgrundlage, Sie eine zweite, unabhängige Perspektive.',
        },
        {
          question: 'Welche Unterlagen brauchen Sie für eine Risikoanalyse?',
          answer:
            'Hilfreich sind Schadenlisten der Versicherer über mehrere Jahre, die aktuellen Policen und Bedingungen, eine Fahrzeugliste mit Einsatzart sowie Informationen zu Fahrern, Standorten und bisherigen Präventionsmaßnahmen. Liegen Telematikdaten vor, beziehen wir sie ein. Fehlende Daten sind kein Hindernis: Wir beginnen mit dem, was vorhanden ist, und zeigen, welche Lücken sich zu schließen lohnen.',
        },
        {
          question: 'Beraten Sie auch Vermieter, Carsharing- und Abo-Anbieter?',
          answer:
            'Ja. Bei wechselnden Nutzern stellen sich eigene Fragen: Wer haftet für Schäden, die zwischen zwei Mieten entdeckt werden, wie werden Nutzer identifiziert und ihre Fahrerlaubnis geprüft, und welche Deckung lässt sich in den Buchungsprozess einbetten? Hier verbinden wir Risikoberatung mit Embedded Insurance, etwa wenn eine Schutzoption direkt bei der Buchung angeboten werden soll.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Risk analysis: how vehicles are used',
          paragraphs: [
            'A risk analysis asks not only how many vehicles you have but how they are used: urban driving or long distance, assigned drivers or a pool, delivery work with many stops, vans carrying loads, rental to changing customers. Add to that sites, working hours and how drivers are selected and briefed. Only the interplay of all these factors reveals the actual risk profile.',
            'We also look at risks that appear in no policy: downtime after a claim, missing replacement vehicles, reputational damage and the personal liability of management arising from keeper responsibility. For mobility providers such as rental, car-sharing or subscription businesses, further questions arise that conventional fleet policies do not answer, such as who is responsible for which damage when users change constantly.',
          ],
        },
        {
          title: 'Reading claims data properly',
          paragraphs: [
            'Claims data is usually scattered: insurers’ loss runs, workshop invoices, reports from individual sites, telematics events. We bring it together and clean it before drawing any conclusions. The key distinction is between claims frequency and claims severity: many small manoeuvring incidents call for different measures from a few expensive liability claims, and the two affect the premium in different ways.',
            'The analysis produces clear findings: which vehicle groups, sites or types of use drive the claims history, which claims could have been avoided and where reserves for open claims distort the picture. These findings form the basis both for prevention measures and for your next conversation with the insurer.',
          ],
        },
        {
          title: 'Insurance programme and tender',
          paragraphs: [
            'With the risk profile in hand, the insurance programme can be reviewed in a targeted way: do the scope of cover and the deductibles match the claims pattern? Would a higher deductible combined with effective prevention be cheaper? Do individual policies, a fleet master agreement or a model in which small claims are self-insured make more sense? We calculate the options and show where the current programme does not fit your risk.',
            'When it comes to a tender, insurers receive a robust description of the risk, with claims analysis and documented prevention measures. Placement is handled by your broker or directly by the insurer, while we stay on your side. In projects of this kind, fleet insurance costs 20–30% lower are a realistic target.',
          ],
        },
        {
          title: 'Prevention and telematics, in proportion',
          paragraphs: [
            'Prevention works when it targets the causes the analysis has revealed: focused driver briefings for groups that stand out, manoeuvring aids for vans, adjusted route planning, clear rules for reporting and following up incidents. In projects of this kind, claims prevention can improve by up to 40% in this way.',
            'Telematics can support this work, but it is not an end in itself. We establish which data is genuinely needed for prevention and by insurers, on what legal basis under the GDPR it is processed, how access to devices is handled under the TDDDG and how the works council is involved. A lean model that people accept achieves more than a comprehensive solution nobody uses.',
          ],
        },
        {
          title: 'Your risk profile in a first call',
          paragraphs: [
            'In the free 60-minute introductory call, we discuss how your fleet or mobility business is set up, what data is available and when your next renewal is due. You get an initial independent assessment of where the biggest risks and cost drivers lie and which analysis is worth doing. First results of a risk analysis are typically available within 14 days.',
          ],
        },
      ],
      faq: [
        {
          question: 'How does your risk advisory differ from a broker’s?',
          answer:
            'A broker places risks and is usually paid by commission. We place nothing and receive no commissions; instead, we analyse risk, claims pattern and organisation and derive measures and requirements for the insurance programme from them. The two roles complement each other well: your broker gets a better basis for negotiation, and you get a second, independent perspective.',
        },
        {
          question: 'What documents do you need for a risk analysis?',
          answer:
            'Useful inputs are insurers’ loss runs covering several years, current policies and terms, a vehicle list showing how each vehicle is used, and information on drivers, sites and previous prevention measures. If telematics data is available, we include it. Missing data is no obstacle: we start with what exists and show which gaps are worth closing.',
        },
        {
          question: 'Do you also advise rental, car-sharing and subscription providers?',
          answer:
            'Yes. With changing users, specific questions arise: who is liable for damage discovered between two rentals, how are users identified and their licences checked, and which cover can be embedded in the booking process? Here we combine risk advisory with embedded insurance, for example when a protection option is to be offered directly at the point of booking.',
        },
      ],
    },
  },
  ecosystemCapabilities: {
    de: {
      sections: [
        {
          title: 'Sechs Fähigkeitsfelder',
          paragraphs: [
            'Unser Kompetenzrahmen gliedert ein Embedded-Insurance-Ökosystem in sechs Fähigkeitsfelder. Kein Beteiligter deckt alle ab, und das ist auch nicht nötig. Entscheidend ist, dass jedes Feld eindeutig besetzt ist und die Übergänge zwischen den Feldern funktionieren. Genau an diesen Übergängen entstehen die meisten Verzögerungen, weil sich niemand zuständig fühlt oder zwei Partner dieselbe Aufgabe für sich beanspruchen.',
          ],
          points: [
            'Strategie: Zielbild, Wertversprechen, Erlösmodell und Entscheidungsrechte',
            'Produkt: Deckungskonzept, Preislogik, Bedingungen und Schadenprozess',
            'Partner und Technologie: Risikoträger, MGAs, Plattformen und Schnittstellen',
            'Regulierung und Governance: Vermittlerstatus, IDD, DSGVO, Produktüberwachung und Steuerungsgremien',
            'Daten und KPIs: Datenflüsse, Rechtsgrundlagen, Kennzahlen und Berichtswesen',
            'Go-to-Market: Angebotsmoment, Schulung, Vergütung im Vertrieb und Kommunikation',
          ],
        },
        {
          title: 'Strategie und Produkt',
          paragraphs: [
            'Strategische Fähigkeit heißt, Entscheidungen treffen zu können, die mehrere Unternehmen betreffen: Wer verantwortet das Zielbild, wer entscheidet bei Konflikten, und wie werden Erlöse verteilt? Fehlt diese Klarheit, verhandeln die Partner jede Detailfrage neu. Wir halten die Entscheidungsrechte in einem gemeinsamen Zielbild fest, das alle Beteiligten mittragen und unterschreiben können.',
            'Die Produktfähigkeit liegt meist beim Versicherer oder MGA, doch der Vertriebspartner muss das Produkt mitgestalten können, denn er kennt den Kunden und den Moment des Angebots. Wir sorgen dafür, dass beide Seiten gemeinsam an Deckung, Preis und Schadenprozess arbeiten und das Produkt regelmäßig anhand echter Abschluss- und Schadendaten überprüft wird.',
          ],
        },
        {
          title: 'Partner, Technologie und Daten',
          paragraphs: [
            'Im Feld Partner und Technologie geht es darum, wer welche Komponente liefert und wie die Komponenten verbunden werden: Antragsstrecke, Tarifierung, Policierung, Zahlungsabwicklung, Schadenmeldung. Wir bewerten, ob eine Plattform diese Aufgaben bündeln sollte oder direkte Anbindungen sinnvoller sind, und prüfen Partner anbieterneutral auf Datenschutz, Sicherheit und Integrationsfähigkeit.',
            'Daten und Kennzahlen bilden das Nervensystem des Ökosystems. Jeder Partner braucht andere Informationen: der Versicherer Risiko- und Schadendaten, der Vertrieb Abschlussquoten, die Geschäftsführung den Ertrag je Vertrag. Wir legen fest, welche Daten auf welcher Rechtsgrundlage fließen und welches gemeinsame Kennzahlenset gilt, damit alle Partner von denselben Zahlen ausgehen.',
          ],
        },
        {
          title: 'Regulierung, Governance und Go-to-Market',
          paragraphs: [
            'Regulierung ist im Ökosystem nicht die Aufgabe eines einzelnen Partners. Vermittlerpflichten nach IDD, die Produktüberwachung beim Hersteller des Produkts, Datenschutz bei jedem, der Daten verarbeitet, und die BaFin-Aufsicht über den Versicherer verteilen Verantwortung auf mehrere Schultern. Eine klare Governance mit Zuständigkeiten, Prüfroutinen und einem regelmäßig tagenden Gremium verhindert, dass Pflichten zwischen den Partnern verloren gehen. In Projekten dieser Art sinkt der Compliance-Aufwand so um bis zu 60 %.',
            'Die Go-to-Market-Fähigkeit entscheidet schließlich, ob das Produkt beim Kunden ankommt. Dazu gehören der richtige Angebotsmoment, geschulte Verkäufer und Berater, eine Vergütung, die das Angebot belohnt, und eine Kommunikation, die den Nutzen in Alltagssprache erklärt. Diese Fähigkeit liegt fast immer beim Vertriebspartner, muss aber von Versicherer und Plattform unterstützt werden.',
          ],
        },
        {
          title: 'Den eigenen Reifegrad bestimmen',
          paragraphs: [
            'Mit dem Kompetenzrahmen lässt sich für jedes Feld bewerten, wie weit Ihr Unternehmen und Ihre Partner heute sind und wo Lücken bestehen. Daraus ergibt sich, welche Fähigkeiten Sie selbst aufbauen, welche Sie von Partnern beziehen und an welchen Übergängen eine neutrale Koordination den größten Unterschied macht.',
            'Eine erste Einordnung nehmen wir im kostenlosen 60-minütigen Erstgespräch vor. Sie schildern Ihr Vorhaben und die bereits beteiligten Partner, wir zeigen Ihnen anhand des Rahmens, welche Felder gut besetzt sind und welche ein Projekt aufhalten könnten. Das Gespräch ist ohne Verkaufsabsicht und endet mit einer klaren Empfehlung für den nächsten Schritt.',
          ],
        },
      ],
      faq: [
        {
          question: 'Müssen wir alle Fähigkeiten selbst aufbauen?',
          answer:
            'Nein. Ein Ökosystem lebt davon, dass jeder Partner einbringt, was er am besten kann. Ein Autohaus braucht Vertriebsstärke und Kundenkenntnis, aber keine eigene Tarifierung; ein Versicherer bringt Produkt und Risikotragung mit, aber selten den direkten Kundenzugang. Wichtig ist, dass Sie die Fähigkeiten selbst steuern, die Ihren Ertrag und Ihre Kundenbeziehung bestimmen.',
        },
        {
          question: 'Wie wird der Reifegrad bewertet?',
          answer:
            'Für jedes der sechs Felder prüfen wir anhand konkreter Fragen, ob Zuständigkeiten, Prozesse, Systeme und Kennzahlen vorhanden sind und funktionieren. Grundlage sind Gespräche mit den Beteiligten, vorhandene Unterlagen und, wo möglich, echte Daten. Das Ergebnis ist keine abstrakte Punktzahl, sondern eine Übersicht der Lücken mit Priorität und einem Vorschlag, wer sie schließen sollte.',
        },
        {
          question: 'Welche Rolle übernimmt Keller Advisory im Ökosystem?',
          answer:
            'Die der neutralen Koordination. Wir sind weder Risikoträger noch Plattform noch Vermittler und verdienen an keiner Transaktion. Das erlaubt uns, zwischen den Interessen der Partner auszugleichen, Zuständigkeiten festzuhalten und Konflikte sachlich zu lösen. Ziel ist ein Ökosystem, das auch ohne uns funktioniert. Deshalb übergeben wir Governance und Kennzahlen am Ende an Sie und Ihre Partner.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Six capability areas',
          paragraphs: [
            'Our capability framework divides an embedded insurance ecosystem into six capability areas. No single party covers them all, and none needs to. What matters is that each area has a clear owner and that the hand-offs between areas work. It is precisely at these hand-offs that most delays occur, because nobody feels responsible or two partners claim the same task.',
          ],
          points: [
            'Strategy: target picture, value proposition, revenue model and decision rights',
            'Product: cover concept, pricing logic, terms and claims process',
            'Partners and technology: risk carriers, MGAs, platforms and interfaces',
            'Regulation and governance: intermediary status, IDD, GDPR, product oversight and steering bodies',
            'Data and KPIs: data flows, legal bases, KPIs and reporting',
            'Go-to-market: point of offer, training, sales remuneration and communication',
          ],
        },
        {
          title: 'Strategy and product',
          paragraphs: [
            'Strategic capability means being able to make decisions that affect several companies: who owns the target picture, who decides in a conflict, and how is revenue shared? Without that clarity, partners renegotiate every detail. We record decision rights in a shared target picture that all parties can support and sign.',
            'Product capability usually sits with the insurer or MGA, but the distribution partner must be able to help shape the product, because it knows the customer and the moment of the offer. We make sure both sides work together on cover, price and claims process, and that the product is reviewed regularly against real sales and claims data.',
          ],
        },
        {
          title: 'Partners, technology and data',
          paragraphs: [
            'The partners and technology area is about who supplies which component and how the components are connected: application journey, rating, policy issuance, payment handling, claims notification. We assess whether a platform should bundle these tasks or whether direct connections make more sense, and we check partners vendor-neutrally for data protection, security and integration capability.',
            'Data and KPIs form the nervous system of the ecosystem. Each partner needs different information: the insurer risk and claims data, sales closing rates, management the revenue per contract. We define which data flows on which legal basis and which shared KPI set applies, so that every partner works from the same figures.',
          ],
        },
        {
          title: 'Regulation, governance and go-to-market',
          paragraphs: [
            'In an ecosystem, regulation is not the job of a single partner. Intermediary duties under the IDD, product oversight by the product’s manufacturer, data protection for everyone who processes data and BaFin supervision of the insurer spread responsibility across several shoulders. Clear governance, with defined responsibilities, review routines and a body that meets regularly, prevents obligations from getting lost between partners. In projects of this kind, compliance effort can fall by up to 60% as a result.',
            'Finally, go-to-market capability decides whether the product reaches the customer. That includes the right point of offer, trained salespeople and advisers, remuneration that rewards making the offer, and communication that explains the benefit in everyday language. This capability almost always sits with the distribution partner, but it needs support from the insurer and the platform.',
          ],
        },
        {
          title: 'Assessing your own maturity',
          paragraphs: [
            'The framework allows you to assess, area by area, how far your organisation and your partners have come and where gaps remain. From this, it becomes clear which capabilities you build yourself, which you source from partners and at which hand-offs neutral coordination makes the biggest difference.',
            'We carry out an initial assessment in the free 60-minute introductory call. You describe your project and the partners already involved, and we use the framework to show you which areas are well covered and which could hold the project up. There is no sales agenda, and the call ends with a clear recommendation for the next step.',
          ],
        },
      ],
      faq: [
        {
          question: 'Do we have to build every capability ourselves?',
          answer:
            'No. An ecosystem thrives on each partner contributing what it does best. A dealership needs sales strength and customer knowledge but no rating engine of its own; an insurer brings product and risk capacity but rarely direct customer access. What matters is that you control the capabilities that determine your revenue and your customer relationship.',
        },
        {
          question: 'How is maturity assessed?',
          answer:
            'For each of the six areas, we use specific questions to check whether responsibilities, processes, systems and KPIs exist and work. The assessment draws on conversations with the parties involved, existing documents and, where possible, real data. The result is not an abstract score but an overview of the gaps, with priorities and a proposal for who should close them.',
        },
        {
          question: 'What role does Keller Advisory take in the ecosystem?',
          answer:
            'That of neutral coordinator. We are neither risk carrier, platform nor intermediary, and we earn nothing from any transaction. This allows us to balance the partners’ interests, record responsibilities and resolve conflicts objectively. The aim is an ecosystem that works without us, which is why we hand governance and KPIs over to you and your partners at the end.',
        },
      ],
    },
  },
} satisfies Partial<Record<RouteKey, Localized<PageBody>>>;
