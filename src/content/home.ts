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
        format: '2–3 Vertiefungstermine',
        outcome: 'Narrativ, Positionierung, Fahrplan',
      },
      {
        phase: 'Build (Aufbau)',
        format: 'Co-Creation-Sprints mit Ihrem Team',
        outcome: 'Prototypen, Pilotprojekte, Bauplan für das Ökosystem',
      },
      {
        phase: 'Activate (Markteinführung)',
        format: 'Nachbetreuung und Leitfaden',
        outcome: 'Struktur für den Marktstart, Vertriebsplan',
      },
    ],
    audiences: [
      {
        route: 'fleetServices',
        title: 'Flottenbetreiber & Leasinggesellschaften',
        text: 'Die Hebel liegen erfahrungsgemäß an vier Stellen: Schadenkosten senken, Prämien mit belastbaren Zahlen neu verhandeln, vorhandene Telematik für Prävention nutzen und die Halterpflichten verlässlich organisieren.',
      },
      {
        route: 'automotiveServices',
        title: 'Autohäuser',
        text: 'Erfahrungsgemäß steigt die F&I-Abschlussquote von rund 60 % auf 85 % und mehr, und Versicherung hilft, Kundinnen und Kunden dauerhaft an die eigene Werkstatt zu binden.',
      },
      {
        route: 'bankingServices',
        title: 'Banken, Finanzierer & Versicherer',
        text: 'Versicherung in die Finanzierungsstrecke einbetten und regulatorische Anforderungen (IDD, DSGVO, Aufsicht) von Anfang an berücksichtigen. Erfahrungsgemäß ist so eine bis zu 40 % kürzere Zeit bis zur Markteinführung möglich.',
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
        text: 'In our experience, the levers lie in four places: lowering claims costs, renegotiating premiums with solid figures, putting existing telematics to use for prevention and organising your duty of care reliably.',
      },
      {
        route: 'automotiveServices',
        title: 'Car dealerships',
        text: 'In our experience, the F&I closing rate often rises from around 60% to 85% or more, and insurance helps to keep customers coming back to your own workshop.',
      },
      {
        route: 'bankingServices',
        title: 'Banks, financiers & insurers',
        text: 'Embed insurance in the financing journey, with regulatory requirements (IDD, GDPR, supervision) considered from the start – often with up to 40% less time to market.',
      },
    ],
  },
};
