import type { Calculator, FieldError, FieldName, LeverName, Scenario } from '@/lib/roi';
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
    /** `{month}`: the first month the benefit counts in. */
    readonly counts: string;
    /** How a benefit that grows with its customers adds up. */
    readonly customers: string;
    /** `{year}`: one of the three years. */
    readonly year: string;
    readonly scenarioValues: string;
    readonly commonTitle: string;
    readonly common: readonly { readonly term: string; readonly formula: string }[];
    readonly notLevers: string;
    readonly excluded: string;
    readonly disclaimer: string;
    readonly disclaimerLink: string;
  };
  readonly benefits: Readonly<Record<LeverName, string>>;
  /** Short names of every factor that appears in a formula: inputs, levers and derived values. */
  readonly factors: Readonly<Record<string, string>>;
  /** The figure each lever applies, in its defined wording and with its period. */
  readonly sources: Readonly<Record<LeverName, string>>;
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
          'Was niedrigere Kosten der Flottenversicherung (Prämien und selbst getragene Schadenkosten) und weniger Aufwand für Nachweispflichten Ihrer Flotte bringen könnten.',
        fields: {
          fleetSize: {
            label: 'Fahrzeuge in der Flotte',
            hint: 'Anzahl der versicherten Fahrzeuge',
          },
          premiumPerVehicle: {
            label: 'Versicherungsprämie je Fahrzeug und Jahr',
            hint: 'Prämie der Flottenversicherung je Fahrzeug, inklusive Kasko',
          },
          claimsPerVehicle: {
            label: 'Selbst getragene Schadenkosten je Fahrzeug und Jahr',
            hint: 'Die Schadenkosten, die die Flotte selbst trägt (Selbstbehalte), je Fahrzeug und Jahr',
          },
          renewalMonth: {
            label: 'Monat der ersten Vertragsverlängerung nach dem Projekt',
            hint: 'Gezählt ab Projektstart; das Projekt dauert drei Monate, die erste Verlängerung danach fällt also in Monat 4 bis 15',
          },
          adminHours: {
            label: 'Stunden für Nachweispflichten pro Jahr',
            hint: 'Arbeitsstunden im Jahr für Führerscheinkontrollen, UVV-Prüfungen und Unterweisungen',
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
            hint: 'Anteil der Fahrzeugverkäufe mit mindestens einem Finanzierungs- oder Versicherungsprodukt',
          },
          marginPerSale: {
            label: 'Deckungsbeitrag je Verkauf mit F&I-Produkt',
            hint: 'Provisionen und Margen aus den Finanzierungs- und Versicherungsprodukten eines solchen Verkaufs',
          },
          newProductCustomers: {
            label: 'Neue Kundinnen und Kunden mit Serviceprodukt pro Jahr',
            hint: 'Käuferinnen und Käufer, die ein Reparaturkosten-, Garantie- oder Wartungsprodukt abschließen und es ohne das Projekt nicht abgeschlossen hätten',
          },
          serviceRevenuePerCustomer: {
            label: 'Werkstattumsatz je Kundin oder Kunde und Jahr',
            hint: 'Werkstatt und Teile, bei Kundinnen und Kunden ohne ein solches Produkt',
          },
          serviceMargin: {
            label: 'Rohertragsmarge im Service',
            hint: 'Anteil des Werkstattumsatzes, der als Rohertrag bleibt',
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
          'Was eine höhere Versicherungsquote in der Finanzierungsstrecke bringen kann: mehr Finanzierungsverträge mit Versicherungsprodukt, jeder mit seiner Provision.',
        fields: {
          financings: {
            label: 'Finanzierungsverträge pro Jahr',
            hint: 'Abgeschlossene Finanzierungs- und Leasingverträge',
          },
          takeUpRate: {
            label: 'Versicherungsquote heute',
            hint: 'Anteil der Finanzierungsverträge mit mindestens einem Versicherungsprodukt',
          },
          commissionPerInsured: {
            label: 'Provision je Vertrag mit Versicherungsprodukt',
            hint: 'Durchschnitt über die vermittelten Produkte; bei einer Restschuldversicherung in Deutschland höchstens zweieinhalb Prozent des Darlehensbetrags (§ 50a VAG)',
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
      annualBenefit: 'Nutzen im 3. Jahr',
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
        'Für jeden Nutzen verwendet der Rechner genau eine Zahl von der Seite „Woher unsere Zahlen stammen“ und wendet sie auf die Größe an, die ihre Definition nennt, ab dem Monat, den ihr Zeitraum nennt. Unten steht die Formel, mit der er rechnet, ausgefüllt mit Ihren Angaben im erwarteten Szenario. Kein Euro wird doppelt gezählt.',
      benefitsTitle: 'Nutzen je Hebel',
      example: 'Mit Ihren Angaben (erwartet)',
      source: 'Grundlage',
      counts: 'Zählt ab Monat {month} nach Projektstart.',
      customers:
        'Jeden Monat kommt ein Zwölftel dieser Kundinnen und Kunden hinzu, und jede und jeder zählt drei Jahre lang; der Nutzen wächst deshalb Monat für Monat.',
      year: 'Jahr {year}',
      scenarioValues: 'Hebel je Szenario',
      commonTitle: 'Vom Nutzen zum ROI',
      common: [
        {
          term: 'Nutzen über 3 Jahre',
          formula:
            'Summe der Monatsnutzen von Monat 1 bis 36; ein Hebel zählt ab seinem Startmonat mit einem Zwölftel seines Jahresnutzens je Monat.',
        },
        { term: 'Nettonutzen', formula: 'Nutzen über 3 Jahre − Projektinvestition' },
        { term: 'ROI', formula: 'Nettonutzen ÷ Projektinvestition, in Prozent' },
        {
          term: 'Amortisation',
          formula:
            'Erster Monat, in dem der kumulierte Nutzen die Projektinvestition erreicht; die Investition fällt in Monat 0 an.',
        },
      ],
      notLevers:
        'Nicht im Rechner: die Zahl der Schadenfälle (sie wirkt über die Schadenkosten, die der Kostenhebel der Flotte schon enthält), der Mehrertrag je Finanzierungsvertrag (er stammt aus denselben Provisionen wie der Hebel der Bank) und die Kundenbindung.',
      excluded:
        'Nicht berücksichtigt: Abzinsung, Steuern und laufende Kosten, sofern sie nicht in der Investition enthalten sind. Jede Kennzahl gilt ab dem Monat, den ihr Zeitraum nennt, bis zum Ende des dritten Jahres unverändert; ein Nachlassen der Wirkung rechnet der Rechner nicht ein. Die Werte sind nominal und gerundet.',
      disclaimer:
        'Die Ergebnisse sind unverbindliche Schätzungen auf Basis Ihrer Angaben und unserer Erfahrungswerte, keine Zusage.',
      disclaimerLink: 'Haftungsausschluss zum ROI-Rechner',
    },
    benefits: {
      fleetCost: 'Niedrigere Kosten der Flottenversicherung',
      documentation: 'Weniger Aufwand für Nachweispflichten',
      fiClosingRate: 'Mehr Verkäufe mit F&I-Produkt',
      serviceRevenue: 'Mehr Rohertrag in der Werkstatt',
      takeUp: 'Mehr Finanzierungsverträge mit Versicherungsprodukt',
    },
    factors: {
      fleetSize: 'Fahrzeuge',
      costPerVehicle: 'Kosten je Fahrzeug',
      premiumPerVehicle: 'Prämie',
      claimsPerVehicle: 'selbst getragene Schadenkosten',
      fleetCost: 'Kostensenkung',
      adminHours: 'Stunden pro Jahr',
      hourlyCost: 'Kosten je Stunde',
      documentation: 'Aufwandsreduktion',
      vehiclesSold: 'Verkaufte Fahrzeuge',
      fiRise: 'Anstieg der F&I-Abschlussquote',
      fiClosingRate: 'F&I-Abschlussquote im Szenario',
      fiPenetration: 'F&I-Abschlussquote heute',
      marginPerSale: 'Deckungsbeitrag je Verkauf',
      newProductCustomers: 'Neue Kundinnen und Kunden mit Serviceprodukt pro Jahr',
      serviceRevenuePerCustomer: 'Werkstattumsatz je Kundin oder Kunde',
      serviceRevenue: 'Umsatzplus',
      serviceMargin: 'Rohertragsmarge',
      financings: 'Finanzierungsverträge',
      takeUpRate: 'Versicherungsquote heute',
      takeUp: 'Anstieg der Versicherungsquote (relativ)',
      commissionPerInsured: 'Provision je Vertrag',
    },
    sources: {
      fleetCost:
        'Ab der ersten Vertragsverlängerung nach dem Projekt {figure:fleetCost} niedrigere Kosten der Flottenversicherung, gemessen an Prämien und selbst getragenen Schadenkosten',
      documentation:
        'Im ersten vollen Jahr mit den neuen Abläufen {figure:documentationEffort} weniger Dokumentationsaufwand',
      fiClosingRate:
        'In den ersten zwölf Monaten nach Einführung des neuen Ablaufs steigt die F&I-Abschlussquote von {figure:fiClosingRate.from} auf {figure:fiClosingRate}; der Rechner setzt die Quote des Szenarios an, mindestens aber Ihre heutige',
      serviceRevenue:
        'Bei Kundinnen und Kunden mit Reparaturkosten-, Garantie- oder Wartungsprodukt in den ersten drei Jahren nach dem Kauf {figure:serviceRevenue} mehr Serviceumsatz',
      takeUp:
        'In den ersten sechs Monaten nach dem Start {figure:bankTakeUp} höhere Versicherungsquote, relativ gemessen; der Rechner zählt dabei nie mehr versicherte Verträge, als es Finanzierungsverträge gibt',
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
          'What lower fleet insurance costs (premiums and the claims costs the fleet bears itself) and less record-keeping effort could be worth to your fleet.',
        fields: {
          fleetSize: { label: 'Vehicles in the fleet', hint: 'Number of insured vehicles' },
          premiumPerVehicle: {
            label: 'Insurance premium per vehicle per year',
            hint: 'Fleet insurance premium per vehicle, including comprehensive cover',
          },
          claimsPerVehicle: {
            label: 'Claims costs borne by the fleet per vehicle per year',
            hint: 'The claims costs the fleet bears itself (excesses), per vehicle and year',
          },
          renewalMonth: {
            label: 'Month of the first renewal after the project',
            hint: 'Counted from project start; the project takes three months, so the first renewal after it falls in month 4 to 15',
          },
          adminHours: {
            label: 'Hours spent on record-keeping duties per year',
            hint: 'Working hours a year for licence checks, vehicle inspections and driver briefings',
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
            hint: 'The share of vehicle sales with at least one finance or insurance product',
          },
          marginPerSale: {
            label: 'Contribution per sale with an F&I product',
            hint: 'Commissions and margins from the finance and insurance products of such a sale',
          },
          newProductCustomers: {
            label: 'New customers with a service product per year',
            hint: 'Buyers who take a repair-cost, warranty or maintenance product and would not have taken one without the project',
          },
          serviceRevenuePerCustomer: {
            label: 'Workshop revenue per customer per year',
            hint: 'Workshop and parts, for customers without such a product',
          },
          serviceMargin: {
            label: 'Gross margin in service',
            hint: 'Share of workshop revenue kept as gross profit',
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
          'What a higher insurance take-up rate in the finance journey can be worth: more finance agreements with an insurance product, each earning its commission.',
        fields: {
          financings: {
            label: 'Finance agreements per year',
            hint: 'Finance and leasing agreements concluded',
          },
          takeUpRate: {
            label: 'Insurance take-up rate today',
            hint: 'The share of finance agreements with at least one insurance product',
          },
          commissionPerInsured: {
            label: 'Commission per agreement with an insurance product',
            hint: 'Average over the products sold; for credit protection insurance in Germany at most two and a half per cent of the loan amount (section 50a of the Insurance Supervision Act)',
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
      annualBenefit: 'Benefit in year 3',
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
        'For each benefit, the calculator uses exactly one figure from the page ‘Where our figures come from’ and applies it to the quantity its definition names, from the month its period names. Below is the formula it calculates with, filled in with your figures for the expected scenario. No euro is counted twice.',
      benefitsTitle: 'Benefit per lever',
      example: 'With your figures (expected)',
      source: 'Basis',
      counts: 'Counts from month {month} after project start.',
      customers:
        'Each month a twelfth of these customers join, and each counts for three years, so the benefit grows month by month.',
      year: 'Year {year}',
      scenarioValues: 'Lever per scenario',
      commonTitle: 'From benefit to ROI',
      common: [
        {
          term: 'Benefit over 3 years',
          formula:
            'The sum of the monthly benefits from month 1 to 36; a lever counts from its first month with a twelfth of its annual benefit a month.',
        },
        { term: 'Net benefit', formula: 'Benefit over 3 years − project investment' },
        { term: 'ROI', formula: 'Net benefit ÷ project investment, as a percentage' },
        {
          term: 'Payback',
          formula:
            'First month in which the cumulative benefit reaches the project investment; the investment is made in month 0.',
        },
      ],
      notLevers:
        'Not in the calculator: the number of claims (it works through the claims costs that the fleet’s cost lever already includes), the extra revenue per finance agreement (it comes from the same commissions as the bank’s lever) and customer retention.',
      excluded:
        'Not included: discounting, taxes and running costs unless they are part of the investment. Each figure stays unchanged from the month its period names to the end of the third year; the calculator does not assume that the effect fades. Values are nominal and rounded.',
      disclaimer:
        'The results are non-binding estimates based on your figures and our project experience, not a promise.',
      disclaimerLink: 'ROI calculator disclaimer',
    },
    benefits: {
      fleetCost: 'Lower fleet insurance costs',
      documentation: 'Less effort on record-keeping duties',
      fiClosingRate: 'More sales with an F&I product',
      serviceRevenue: 'More gross profit in the workshop',
      takeUp: 'More finance agreements with an insurance product',
    },
    factors: {
      fleetSize: 'Vehicles',
      costPerVehicle: 'Cost per vehicle',
      premiumPerVehicle: 'premium',
      claimsPerVehicle: 'claims costs borne by the fleet',
      fleetCost: 'Cost reduction',
      adminHours: 'Hours per year',
      hourlyCost: 'Cost per hour',
      documentation: 'Effort reduction',
      vehiclesSold: 'Vehicles sold',
      fiRise: 'Rise in the F&I closing rate',
      fiClosingRate: 'F&I closing rate in the scenario',
      fiPenetration: 'F&I closing rate today',
      marginPerSale: 'Contribution per sale',
      newProductCustomers: 'New customers with a service product per year',
      serviceRevenuePerCustomer: 'Workshop revenue per customer',
      serviceRevenue: 'Revenue uplift',
      serviceMargin: 'Gross margin',
      financings: 'Finance agreements',
      takeUpRate: 'Insurance take-up rate today',
      takeUp: 'Rise in the insurance take-up rate (relative)',
      commissionPerInsured: 'Commission per agreement',
    },
    sources: {
      fleetCost:
        'From the first renewal after the project, {figure:fleetCost} lower fleet insurance costs, measured on premiums and the claims costs the fleet bears itself',
      documentation:
        'In the first full year with the new processes, {figure:documentationEffort} less documentation effort',
      fiClosingRate:
        'In the first twelve months after the new process is introduced, the F&I closing rate rises from {figure:fiClosingRate.from} to {figure:fiClosingRate}; the calculator uses the scenario’s rate, never less than yours today',
      serviceRevenue:
        'For customers with a repair-cost, warranty or maintenance product, {figure:serviceRevenue} more service revenue in the first three years after purchase',
      takeUp:
        'In the first six months after launch, {figure:bankTakeUp} higher insurance take-up rate, measured in relative terms; the calculator never counts more insured agreements than there are finance agreements',
    },
  },
};
