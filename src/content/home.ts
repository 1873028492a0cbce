import type { Locale } from '@/i18n/locales';
import type { RouteKey } from '@/site/routes';

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
        format: '2–3 Deep Dives',
        outcome: 'Narrativ, Positionierung, Roadmap',
      },
      {
        phase: 'Build',
        format: 'Co-Creation-Sprints',
        outcome: 'Prototypen, Piloten, Ökosystem-Blaupause',
      },
      {
        phase: 'Activate',
        format: 'Follow-up plus Playbook',
        outcome: 'Launch-Struktur, Go-to-Market',
      },
    ],
    audiences: [
      {
        route: 'fleetServices',
        title: 'Flottenbetreiber & Leasinggesellschaften',
        text: 'Schadenkosten senken, Prämien neu verhandeln, Telematik sinnvoll nutzen und die Halterpflichten sauber organisieren.',
      },
      {
        route: 'automotiveServices',
        title: 'Autohäuser',
        text: 'F&I-Abschlussquoten von 60 % auf 85 %+ heben und Kunden über Versicherung dauerhaft an die eigene Werkstatt binden.',
      },
      {
        route: 'bankingServices',
        title: 'Banken, Finanzierer & Versicherer',
        text: 'Versicherung in die Finanzierungsstrecke einbetten – mit bis zu 40 % schnellerer Time-to-Market und regulatorisch sauber.',
      },
    ],
  },
  en: {
    phases: [
      { phase: 'Sparring', format: '1:1 session', outcome: 'Reality check, clarity, next move' },
      { phase: 'Strategy', format: '2–3 deep dives', outcome: 'Narrative, positioning, roadmap' },
      {
        phase: 'Build',
        format: 'Co-creation sprints',
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
        text: 'Lower claims costs, renegotiate premiums, put telematics to real use and organise your duty of care properly.',
      },
      {
        route: 'automotiveServices',
        title: 'Car dealerships',
        text: 'Lift F&I closing rates from 60% to 85%+ and keep customers in your own workshop through insurance.',
      },
      {
        route: 'bankingServices',
        title: 'Banks, financiers & insurers',
        text: 'Embed insurance in the financing journey – with up to 40% faster time-to-market and on a sound regulatory footing.',
      },
    ],
  },
};
