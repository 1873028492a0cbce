import type { Calculator, FieldError, FieldName, Scenario } from '@/lib/roi';
import type { Localized } from '@/content/types';

/** Texts of the ROI calculator. `{min}`, `{max}`, `{months}` and `{n}` are filled in on the page. */

export interface RoiFieldCopy {
  readonly label: string;
  readonly hint: string;
}

export interface RoiCalculatorCopy<C extends Calculator> {
  readonly label: string;
  readonly title: string;
  readonly intro: string;
  readonly fields: Readonly<Record<FieldName<C>, RoiFieldCopy>>;
}

export type BenefitName =
  'premium' | 'claims' | 'admin' | 'fi' | 'service' | 'moreFinancings' | 'revenuePerFinancing';

export interface RoiCopy {
  readonly tablistLabel: string;
  readonly inputsTitle: string;
  readonly calculate: string;
  readonly calculators: { readonly [C in Calculator]: RoiCalculatorCopy<C> };
  readonly units: { readonly euro: string; readonly hours: string; readonly percent: string };
  readonly range: string;
  readonly errors: Readonly<Record<FieldError, string>>;
  readonly invalidNotice: string;
  readonly resultsTitle: string;
  readonly scenarios: Readonly<Record<Scenario, { readonly label: string; readonly note: string }>>;
  readonly results: {
    readonly annualBenefit: string;
    readonly totalBenefit: string;
    readonly netBenefit: string;
    readonly roi: string;
    readonly payback: string;
    readonly months: string;
    readonly beyondTenYears: string;
    readonly never: string;
    readonly summary: string;
  };
  readonly chart: {
    readonly title: string;
    readonly thousands: string;
    readonly millions: string;
    readonly description: string;
    readonly month: string;
    readonly breakEven: string;
    readonly tableToggle: string;
    readonly tableCaption: string;
  };
  readonly actions: {
    readonly discuss: string;
    readonly discussNote: string;
    readonly share: string;
  };
  readonly method: {
    readonly title: string;
    readonly intro: string;
    readonly benefitsTitle: string;
    readonly example: string;
    readonly source: string;
    readonly scenarioValues: string;
    readonly commonTitle: string;
    readonly common: readonly { readonly term: string; readonly formula: string }[];
    readonly excluded: string;
    readonly disclaimer: string;
    readonly disclaimerLink: string;
  };
  readonly benefits: Readonly<Record<BenefitName, string>>;
  /** Short names of every factor that appears in a formula: inputs, levers and derived values. */
  readonly factors: Readonly<Record<string, string>>;
  /** The typical result each lever comes from. */
  readonly sources: Readonly<Record<string, string>>;
}

export const roiCopy: Localized<RoiCopy> = {
  de: {
    tablistLabel: 'Rechner auswählen',
    inputsTitle: 'Ihre Angaben',
    calculate: 'Berechnen',
    calculators: {
      fleet: {
        label: 'Flotte',
        title: 'Flotten und Leasinggesellschaften',
        intro:
          'Wie viel Sie bei Versicherungsprämien, Schadenkosten und Verwaltung einsparen könnten, wenn Versicherungsschutz, Schadenprävention und Abläufe in Ihr Flottenmanagement eingebettet sind.',
        fields: {
          fleetSize: {
            label: 'Fahrzeuge in der Flotte',
            hint: 'Anzahl der versicherten Fahrzeuge',
          },
          premiumPerVehicle: {
            label: 'Versicherungsprämie je Fahrzeug und Jahr',
            hint: 'Durchschnittliche Prämie inklusive Kasko',
          },
          claimsPerVehicle: {
            label: 'Schadenkosten je Fahrzeug und Jahr',
            hint: 'Selbstbehalte, nicht versicherte Schäden und Ausfallkosten',
          },
          adminHours: {
            label: 'Verwaltungs- und Dokumentationsaufwand pro Jahr',
            hint: 'Stunden für Schadenbearbeitung, Nachweispflichten und Versicherungsverwaltung',
          },
          hourlyCost: {
            label: 'Kosten je Arbeitsstunde',
            hint: 'Vollkosten einer Stunde im Flottenmanagement',
          },
          investment: {
            label: 'Erwartete Projektinvestition',
            hint: 'Einmalige Kosten für Beratung, Einführung und Technik',
          },
        },
      },
      dealership: {
        label: 'Autohaus',
        title: 'Autohäuser und Händlergruppen',
        intro:
          'Was eine höhere F&I-Abschlussquote und mehr Serviceumsatz bringen, wenn Versicherung direkt im Verkaufs- und Serviceprozess angeboten wird.',
        fields: {
          vehiclesSold: {
            label: 'Verkaufte Fahrzeuge pro Jahr',
            hint: 'Neu- und Gebrauchtwagen zusammen',
          },
          fiPenetration: {
            label: 'F&I-Abschlussquote heute',
            hint: 'Anteil der Verkäufe mit Versicherungs- oder Garantieprodukt',
          },
          marginPerContract: {
            label: 'Marge je F&I-Vertrag',
            hint: 'Provision bzw. Deckungsbeitrag je abgeschlossenem Vertrag',
          },
          serviceRevenue: {
            label: 'Serviceumsatz pro Jahr',
            hint: 'Werkstatt und Teile',
          },
          serviceMargin: {
            label: 'Rohertragsmarge im Service',
            hint: 'Anteil des Serviceumsatzes, der als Rohertrag bleibt',
          },
          investment: {
            label: 'Erwartete Projektinvestition',
            hint: 'Einmalige Kosten für Beratung, Einführung und Schulung',
          },
        },
      },
      bank: {
        label: 'Bank / Finanzierer',
        title: 'Banken und Finanzierer',
        intro:
          'Was eingebettete Versicherung im Finanzierungsprozess bewirken kann: mehr abgeschlossene Finanzierungsverträge und mehr Ertrag je Finanzierungsvertrag.',
        fields: {
          financings: {
            label: 'Finanzierungen pro Jahr',
            hint: 'Abgeschlossene Finanzierungs- und Leasingverträge',
          },
          averageAmount: {
            label: 'Durchschnittlicher Finanzierungsbetrag',
            hint: 'Je Vertrag',
          },
          closingRate: {
            label: 'Abschlussquote heute',
            hint: 'Anteil der Finanzierungsangebote, die zum Vertrag werden',
          },
          financingMargin: {
            label: 'Ertragsquote je Finanzierungsvertrag',
            hint: 'Ertrag über die gesamte Laufzeit in Prozent des Finanzierungsbetrags; gerechnet im Jahr des Abschlusses',
          },
          investment: {
            label: 'Erwartete Projektinvestition',
            hint: 'Einmalige Kosten für Beratung, Integration und Produktaufbau',
          },
        },
      },
    },
    units: { euro: '€', hours: 'Std.', percent: '%' },
    range: 'Zulässig: {min} bis {max}',
    errors: {
      required: 'Bitte geben Sie einen Wert ein.',
      notANumber: 'Bitte geben Sie eine Zahl ein, zum Beispiel 1.250 oder 2,5.',
      notWhole: 'Bitte geben Sie eine ganze Zahl ein.',
      tooSmall: 'Der Wert muss mindestens {min} betragen.',
      tooLarge: 'Der Wert darf höchstens {max} betragen.',
    },
    invalidNotice:
      'Nicht alle Angaben sind gültig. Bis Sie die markierten Felder korrigieren, rechnen die Ergebnisse dort mit dem letzten gültigen Wert oder, wo es keinen gab, mit dem Standardwert.',
    resultsTitle: 'Ihr Ergebnis in drei Szenarien',
    scenarios: {
      conservative: { label: 'Konservativ', note: 'Untere Werte typischer Ergebnisse' },
      expected: { label: 'Erwartet', note: 'Mitte typischer Ergebnisse' },
      ambitious: { label: 'Ambitioniert', note: 'Obere Werte typischer Ergebnisse' },
    },
    results: {
      annualBenefit: 'Nutzen pro Jahr',
      totalBenefit: 'Nutzen über 3 Jahre',
      netBenefit: 'Nettonutzen über 3 Jahre',
      roi: 'ROI über 3 Jahre',
      payback: 'Amortisation',
      months: 'im {months}. Monat',
      beyondTenYears: 'nach mehr als 10 Jahren',
      never: 'nicht erreicht',
      summary: 'Erwartetes Szenario: ROI über 3 Jahre {roi}, Amortisation {payback}.',
    },
    chart: {
      title: 'Kumulierter Nettonutzen über 36 Monate',
      thousands: 'Tsd. €',
      millions: 'Mio. €',
      description:
        'Nutzen abzüglich der Investition, Monat für Monat. Wo eine Linie die Nulllinie kreuzt, hat sich die Investition bezahlt gemacht.',
      month: 'Monat',
      breakEven: 'Investition zurückverdient',
      tableToggle: 'Werte als Tabelle anzeigen',
      tableCaption: 'Kumulierter Nettonutzen je Szenario zum Ende des Monats',
    },
    actions: {
      discuss: 'Diese Ergebnisse besprechen',
      discussNote:
        'Wir übernehmen die Kennzahlen des erwarteten Szenarios in Ihre Anfrage. Sie entscheiden, ob Sie sie absenden.',
      share: 'Link zu diesem Ergebnis',
    },
    method: {
      title: 'So rechnen wir',
      intro:
        'Jeder Nutzen ist ein Produkt aus Ihren Angaben und einem Hebel aus unserer Projekterfahrung. Das Rechenbeispiel zeigt das erwartete Szenario mit Ihren aktuellen Angaben. Was jede zugrunde liegende Zahl misst, womit sie verglichen wird und über welchen Zeitraum, erläutert die Seite „Woher unsere Zahlen stammen“.',
      benefitsTitle: 'Nutzen pro Jahr',
      example: 'Mit Ihren Angaben (erwartet)',
      source: 'Grundlage',
      scenarioValues: 'Hebel je Szenario',
      commonTitle: 'Vom Jahresnutzen zum ROI',
      common: [
        {
          term: 'Anlaufphase',
          formula:
            'Der Nutzen baut sich in den ersten drei Monaten auf: im 1. Monat ein Drittel, im 2. Monat zwei Drittel, ab dem 3. Monat voll.',
        },
        {
          term: 'Nutzen über 3 Jahre',
          formula:
            'Jahresnutzen ÷ 12 × 35 (in der Anlaufphase entfällt insgesamt ein Monatsnutzen)',
        },
        { term: 'Nettonutzen', formula: 'Nutzen über 3 Jahre − Projektinvestition' },
        { term: 'ROI', formula: 'Nettonutzen ÷ Projektinvestition × 100\u00a0%' },
        {
          term: 'Amortisation',
          formula:
            'Erster Monat, in dem der kumulierte Nutzen die Projektinvestition erreicht; die Investition fällt in Monat 0 an.',
        },
      ],
      excluded:
        'Nicht berücksichtigt: Abzinsung, Steuern, laufende Kosten (sofern nicht in der Investition enthalten), Zinsmargen über die angegebene Ertragsquote hinaus und Effekte auf die Kundenbindung. Die Werte sind nominal und gerundet.',
      disclaimer:
        'Die Ergebnisse sind unverbindliche Schätzungen auf Basis Ihrer Angaben und typischer Bandbreiten, keine Zusage.',
      disclaimerLink: 'Haftungsausschluss zum ROI-Rechner',
    },
    benefits: {
      premium: 'Geringere Versicherungsprämien',
      claims: 'Geringere Schadenkosten durch Prävention',
      admin: 'Weniger Verwaltungs- und Dokumentationsaufwand',
      fi: 'Zusätzliche F&I-Verträge',
      service: 'Zusätzlicher Rohertrag im Service',
      moreFinancings: 'Zusätzliche Finanzierungsverträge durch höhere Abschlussquote',
      revenuePerFinancing: 'Mehr Ertrag je Finanzierungsvertrag',
    },
    factors: {
      fleetSize: 'Fahrzeuge',
      premiumPerVehicle: 'Prämie je Fahrzeug',
      claimsPerVehicle: 'Schadenkosten je Fahrzeug',
      adminHours: 'Stunden pro Jahr',
      hourlyCost: 'Kosten je Stunde',
      premiumReduction: 'Prämiensenkung',
      claimsReduction: 'Rückgang der Schadenfälle',
      adminReduction: 'Aufwandsreduktion',
      vehiclesSold: 'Verkaufte Fahrzeuge',
      fiUplift: 'Anstieg der F&I-Quote (Prozentpunkte)',
      marginPerContract: 'Marge je Vertrag',
      serviceRevenue: 'Serviceumsatz',
      serviceUplift: 'Umsatzplus im Service',
      serviceMargin: 'Rohertragsmarge',
      financings: 'Finanzierungen',
      closingUplift: 'Anstieg der Abschlussquote (relativ)',
      revenuePerFinancing: 'Ertrag je Finanzierungsvertrag (Betrag × Ertragsquote)',
      financingGrowth: 'Finanzierungen nachher ÷ vorher',
      revenueUplift: 'Ertragsplus je Finanzierungsvertrag',
    },
    sources: {
      premiumReduction:
        'erfahrungsgemäß 20–30 % niedrigere Kosten der Flottenversicherung ab der ersten Vertragsverlängerung nach dem Projekt, eine übliche Spanne und keine Zusage',
      claimsReduction:
        'mit einem Präventionsprogramm bis zu 40 % weniger Schadenfälle im zweiten Programmjahr, der obere Rand unserer Erfahrungswerte; der Rechner nimmt vereinfacht an, dass die Schadenkosten im selben Verhältnis sinken wie die Zahl der Schadenfälle. Praxisbeispiel: Bei einer Flotte mit 220 Fahrzeugen, die bereits Telematik an Bord hatten, haben wir diese Daten mit einem Präventionsprogramm für die Fahrerinnen und Fahrer und die Strecken mit den meisten Schäden verknüpft; Ergebnis: 28 % niedrigere Schadenkosten in den ersten sechs Monaten, verglichen mit denselben sechs Monaten des Vorjahres',
      adminReduction:
        'bis zu 60 % weniger Dokumentationsaufwand im ersten vollen Jahr nach der Digitalisierung der Nachweispflichten, der obere Rand unserer Erfahrungswerte',
      fiUplift:
        'F&I-Abschlussquote in der Regel von rund 60 % auf 85 % und mehr in den ersten zwölf Monaten; der Rechner setzt höchstens 25 Prozentpunkte an und nie mehr als 100 %',
      serviceUplift:
        'oft 15–25 % mehr Serviceumsatz in den ersten drei Jahren nach dem Fahrzeugkauf, eine übliche Spanne',
      closingUplift:
        'als Zielgröße bis zu 25 % höhere Abschlussquote in den ersten sechs Monaten nach dem Start (relativ, keine Prozentpunkte); höchstens bis 100 %',
      revenueUplift:
        'erfahrungsgemäß 2–4 % mehr Ertrag je Finanzierungsvertrag, eine übliche Spanne',
    },
  },
  en: {
    tablistLabel: 'Choose a calculator',
    inputsTitle: 'Your figures',
    calculate: 'Calculate',
    calculators: {
      fleet: {
        label: 'Fleet',
        title: 'Fleets and leasing companies',
        intro:
          'What you could save on insurance premiums, claims costs and administration when cover, claims prevention and processes are embedded in your fleet management.',
        fields: {
          fleetSize: { label: 'Vehicles in the fleet', hint: 'Number of insured vehicles' },
          premiumPerVehicle: {
            label: 'Insurance premium per vehicle per year',
            hint: 'Average premium including comprehensive cover',
          },
          claimsPerVehicle: {
            label: 'Claims costs per vehicle per year',
            hint: 'Excesses, uninsured damage and downtime',
          },
          adminHours: {
            label: 'Administration and documentation effort per year',
            hint: 'Hours spent on claims handling, record-keeping duties and insurance administration',
          },
          hourlyCost: {
            label: 'Cost per working hour',
            hint: 'Fully loaded cost of an hour in fleet management',
          },
          investment: {
            label: 'Expected project investment',
            hint: 'One-off cost of advice, implementation and technology',
          },
        },
      },
      dealership: {
        label: 'Dealership',
        title: 'Dealerships and dealer groups',
        intro:
          'What a higher F&I closing rate and more service revenue are worth when insurance is offered within the sales and service process.',
        fields: {
          vehiclesSold: {
            label: 'Vehicles sold per year',
            hint: 'New and used vehicles together',
          },
          fiPenetration: {
            label: 'F&I closing rate today',
            hint: 'Share of sales with an insurance or warranty product',
          },
          marginPerContract: {
            label: 'Margin per F&I contract',
            hint: 'Commission or contribution per contract sold',
          },
          serviceRevenue: {
            label: 'Service revenue per year',
            hint: 'Workshop and parts',
          },
          serviceMargin: {
            label: 'Gross margin in service',
            hint: 'Share of service revenue kept as gross profit',
          },
          investment: {
            label: 'Expected project investment',
            hint: 'One-off cost of advice, implementation and training',
          },
        },
      },
      bank: {
        label: 'Bank / financier',
        title: 'Banks and financiers',
        intro:
          'What embedded insurance can do in the finance process: more finance agreements closed and more revenue per finance agreement.',
        fields: {
          financings: {
            label: 'Finance agreements per year',
            hint: 'Finance and leasing agreements concluded',
          },
          averageAmount: {
            label: 'Average financed amount',
            hint: 'Per contract',
          },
          closingRate: {
            label: 'Closing rate today',
            hint: 'Share of finance offers that become agreements',
          },
          financingMargin: {
            label: 'Revenue rate per finance agreement',
            hint: 'Revenue over the whole term as a percentage of the financed amount; counted in the year the agreement is concluded',
          },
          investment: {
            label: 'Expected project investment',
            hint: 'One-off cost of advice, integration and product set-up',
          },
        },
      },
    },
    units: { euro: '€', hours: 'h', percent: '%' },
    range: 'Allowed: {min} to {max}',
    errors: {
      required: 'Please enter a value.',
      notANumber: 'Please enter a number, for example 1,250 or 2.5.',
      notWhole: 'Please enter a whole number.',
      tooSmall: 'The value must be at least {min}.',
      tooLarge: 'The value must be at most {max}.',
    },
    invalidNotice:
      'Not all figures are valid. Until you correct the marked fields, the results use their last valid value, or the default where there was none.',
    resultsTitle: 'Your result in three scenarios',
    scenarios: {
      conservative: { label: 'Conservative', note: 'Low end of typical results' },
      expected: { label: 'Expected', note: 'Middle of typical results' },
      ambitious: { label: 'Ambitious', note: 'Top end of typical results' },
    },
    results: {
      annualBenefit: 'Benefit per year',
      totalBenefit: 'Benefit over 3 years',
      netBenefit: 'Net benefit over 3 years',
      roi: 'ROI over 3 years',
      payback: 'Payback',
      months: 'in month {months}',
      beyondTenYears: 'after more than 10 years',
      never: 'not reached',
      summary: 'Expected scenario: ROI over 3 years {roi}, payback {payback}.',
    },
    chart: {
      title: 'Cumulative net benefit over 36 months',
      thousands: '€ thousand',
      millions: '€ million',
      description:
        'Benefit minus the investment, month by month. Where a line crosses zero, the investment has paid for itself.',
      month: 'Month',
      breakEven: 'Investment recovered',
      tableToggle: 'Show the values as a table',
      tableCaption: 'Cumulative net benefit per scenario at the end of the month',
    },
    actions: {
      discuss: 'Discuss these results',
      discussNote:
        'We carry the expected scenario’s figures over into your enquiry. You decide whether to send it.',
      share: 'Link to this result',
    },
    method: {
      title: 'How we calculate',
      intro:
        'Each benefit is the product of your figures and a lever from our project experience. The worked example shows the expected scenario with your current figures. What each underlying figure measures, what it is compared with and over which period is explained on the page ‘Where our figures come from’.',
      benefitsTitle: 'Benefit per year',
      example: 'With your figures (expected)',
      source: 'Basis',
      scenarioValues: 'Lever per scenario',
      commonTitle: 'From annual benefit to ROI',
      common: [
        {
          term: 'Ramp-up',
          formula:
            'The benefit builds up over the first three months: one third in month 1, two thirds in month 2, in full from month 3.',
        },
        {
          term: 'Benefit over 3 years',
          formula: 'Annual benefit ÷ 12 × 35 (the ramp-up costs one month’s benefit in total)',
        },
        { term: 'Net benefit', formula: 'Benefit over 3 years − project investment' },
        { term: 'ROI', formula: 'Net benefit ÷ project investment × 100%' },
        {
          term: 'Payback',
          formula:
            'First month in which the cumulative benefit reaches the project investment; the investment is made in month 0.',
        },
      ],
      excluded:
        'Not included: discounting, taxes, running costs (unless part of the investment), interest margin beyond the stated revenue rate and effects on customer retention. Values are nominal and rounded.',
      disclaimer:
        'The results are non-binding estimates based on your figures and typical ranges, not a promise.',
      disclaimerLink: 'ROI calculator disclaimer',
    },
    benefits: {
      premium: 'Lower insurance premiums',
      claims: 'Lower claims costs through prevention',
      admin: 'Less administration and documentation effort',
      fi: 'Additional F&I contracts',
      service: 'Additional gross profit in service',
      moreFinancings: 'Additional finance agreements from a higher closing rate',
      revenuePerFinancing: 'More revenue per finance agreement',
    },
    factors: {
      fleetSize: 'Vehicles',
      premiumPerVehicle: 'Premium per vehicle',
      claimsPerVehicle: 'Claims costs per vehicle',
      adminHours: 'Hours per year',
      hourlyCost: 'Cost per hour',
      premiumReduction: 'Premium reduction',
      claimsReduction: 'Reduction in the number of claims',
      adminReduction: 'Effort reduction',
      vehiclesSold: 'Vehicles sold',
      fiUplift: 'Rise in F&I rate (percentage points)',
      marginPerContract: 'Margin per contract',
      serviceRevenue: 'Service revenue',
      serviceUplift: 'Service revenue uplift',
      serviceMargin: 'Gross margin',
      financings: 'Finance agreements',
      closingUplift: 'Rise in closing rate (relative)',
      revenuePerFinancing: 'Revenue per finance agreement (amount × revenue rate)',
      financingGrowth: 'Finance agreements after ÷ before',
      revenueUplift: 'Revenue uplift per finance agreement',
    },
    sources: {
      premiumReduction:
        'in our experience, 20–30% lower fleet insurance costs from the first renewal after the project, a usual range and not a promise',
      claimsReduction:
        'with a prevention programme, up to 40% fewer claims in the programme’s second year, the upper end of what we have seen; the calculator assumes, as a simplification, that claims costs fall in the same proportion as the number of claims. Example: for a fleet of 220 vehicles that already had telematics on board, we linked that data to a prevention programme for the drivers and routes with the most claims; the result was 28% lower claims costs in the first six months, compared with the same six months of the previous year',
      adminReduction:
        'up to 60% less documentation effort in the first full year after record-keeping duties are digitised, the upper end of what we have seen',
      fiUplift:
        'F&I closing rate usually from around 60% to 85% or more in the first twelve months; the calculator assumes a rise of no more than 25 percentage points and never above 100%',
      serviceUplift:
        'often 15–25% more service revenue in the first three years after the vehicle is bought, a usual range',
      closingUplift:
        'as a target, up to 25% higher closing rate in the first six months after launch (relative, not percentage points); capped at 100%',
      revenueUplift: 'in our experience, 2–4% more revenue per finance agreement, a usual range',
    },
  },
};
