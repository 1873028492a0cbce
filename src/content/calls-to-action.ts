import type { Localized } from './types';

/** The kind of page a closing call to action ends; each kind has its own wording. */
export type CallToActionKind =
  'home' | 'services' | 'industries' | 'knowledge' | 'company' | 'tools';

export interface CallToActionCopy {
  readonly title: string;
  readonly text: string;
  readonly button: string;
}

/**
 * The closing call to book the first call (free, `{callMinutes}` long), worded for the page it ends:
 * home; services and audience pages; industry pages; insights, case studies, resources and blog;
 * about us, expertise and partners; the ROI calculator, the sitemap and all other pages.
 */
export const callsToAction: Localized<Record<CallToActionKind, CallToActionCopy>> = {
  de: {
    home: {
      title: 'Lassen Sie uns über Ihr Vorhaben sprechen',
      text: 'Im Erstgespräch klären wir Ihre Ausgangslage, die größten Hebel und den sinnvollsten nächsten Schritt. Sie erhalten eine ehrliche Einschätzung, ob und wie wir Ihnen helfen können.',
      button: 'Erstgespräch vereinbaren',
    },
    services: {
      title: 'Sprechen wir über Ihr Programm',
      text: 'Ob Flottenprogramm, F&I im Autohaus oder Versicherung in der Finanzierungsstrecke: Im kostenlosen Erstgespräch sehen wir uns an, was heute funktioniert, wo Ertrag liegen bleibt und was sich zuerst lohnt. Danach wissen Sie, wo Sie stehen, auch wenn wir nicht zusammenarbeiten.',
      button: 'Termin vereinbaren',
    },
    industries: {
      title: 'Ihre Flotte ist kein Branchendurchschnitt',
      text: 'Jede Branche hat ihr eigenes Schadenbild, entscheidend sind aber Ihre Fahrzeuge, Einsatzprofile und Abläufe. Im Erstgespräch klären wir, welche Hebel in Ihrem Unternehmen tatsächlich greifen.',
      button: 'Erstgespräch buchen',
    },
    knowledge: {
      title: 'Was heißt das für Ihre Situation?',
      text: 'Eine Seite wie diese kann nur die allgemeine Linie zeigen. Im Erstgespräch prüfen wir mit Ihnen, was davon für Ihre Ausgangslage gilt und was nicht – kostenlos und unverbindlich.',
      button: 'Gespräch vereinbaren',
    },
    company: {
      title: 'Finden Sie heraus, ob wir zusammenpassen',
      text: 'Eine Website zeigt, wie wir arbeiten; ein Gespräch zeigt, ob wir zu Ihnen passen. Im Erstgespräch sprechen Sie direkt mit {founder} – kostenlos und unverbindlich.',
      button: 'Erstgespräch buchen',
    },
    tools: {
      title: 'Sprechen wir über Ihre eigenen Zahlen',
      text: 'Eine Schätzung ist ein Anfang, belastbar wird sie erst mit Ihren tatsächlichen Werten. Im Erstgespräch gehen wir Ihre Zahlen gemeinsam durch und prüfen, welche Annahmen für Ihr Unternehmen tragen; das Gespräch kostet Sie nichts.',
      button: 'Zahlen besprechen',
    },
  },
  en: {
    home: {
      title: 'Let’s talk about your plans',
      text: 'In a first call we look at your starting point, the biggest levers and the most sensible next step. You get an honest view of whether and how we can help.',
      button: 'Book a first call',
    },
    services: {
      title: 'Let’s go through your programme',
      text: 'Whether it is a fleet programme, F&I in the dealership or cover in the finance journey, in a free first call we look at what works today, where revenue slips away and what to tackle first. Afterwards you know where you stand, whether or not we work together.',
      button: 'Arrange a call',
    },
    industries: {
      title: 'Your fleet is not a sector average',
      text: 'Every sector has its own claims pattern, but what counts are your vehicles, drivers and processes. In a first call, we work out which levers will actually make a difference in your organisation.',
      button: 'Choose a time',
    },
    knowledge: {
      title: 'What does this mean for you?',
      text: 'A page like this can only set out the general picture. In a first call we look with you at what applies to your situation and what does not, free of charge and without obligation.',
      button: 'Talk it through',
    },
    company: {
      title: 'Find out whether we are a good fit',
      text: 'A website shows how we work; a conversation shows whether we suit each other. In a first call you speak directly with {founder}, free of charge and without obligation.',
      button: 'Book a first call',
    },
    tools: {
      title: 'Let’s look at your own numbers',
      text: 'An estimate is a starting point; it only becomes reliable with your actual figures. In a first call we go through your numbers together and check which assumptions hold for your business, at no cost to you.',
      button: 'Discuss your numbers',
    },
  },
};
