import type { Localized } from '@/content/types';

/**
 * The booking page's introduction.
 * Heading, lead and metadata are in this folder's de.md and en.md.
 */

export interface BookingIntroCopy {
  readonly title: string;
  readonly points: readonly string[];
  readonly note: string;
}

export const bookingIntroCopy: Localized<BookingIntroCopy> = {
  de: {
    title: 'Was Sie im Erstgespräch erwartet',
    points: [
      'Eine Einordnung Ihrer Ausgangslage: Ziele, Beteiligte, bestehende Partner und Verträge',
      'Ein Realitätscheck Ihres Vorhabens, einschließlich regulatorischer Fragen zu IDD, DSGVO und Aufsicht',
      'Die wichtigsten Hebel und Risiken für Ihr Geschäftsmodell',
      'Ein konkreter nächster Schritt, den Sie auch ohne uns gehen können',
    ],
    note: 'Sie sprechen direkt mit {founder}, nicht mit einem Vertriebsteam. Das Gespräch dient der Einschätzung Ihres Vorhabens – ein Verkaufsgespräch findet nicht statt.',
  },
  en: {
    title: 'What the call covers',
    points: [
      'A look at your starting point: goals, parties involved, existing partners and contracts',
      'A reality check of your plans, including regulatory questions on IDD, GDPR and supervision',
      'The most important levers and risks for your business model',
      'A concrete next step you can take with or without us',
    ],
    note: 'You speak directly with {founder}, not with a salesperson. The call is there to assess your plans – there is no sales pitch.',
  },
};
