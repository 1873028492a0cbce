import type { Block, Field } from 'payload';
import type { LeadForm } from '@/content/blocks';
import { bilingual, bilingualList, imageField, type Label } from './fields';

/** A block's text in both languages, or only in its page's one (`perPageLanguages`). */
const pageText = (...[name, label, options]: Parameters<typeof bilingual>) =>
  bilingual(name, label, { ...options, perPageLanguages: true });
const pageTextList = (...[name, label, item, options]: Parameters<typeof bilingualList>) =>
  bilingualList(name, label, item, { ...options, perPageLanguages: true });

/** A block named in the editor by its kind and first words (`BlockLabel`). */
function named(block: Block & { labels: { singular: Label } }): Block {
  return {
    ...block,
    admin: {
      components: {
        Label: {
          path: '/cms/components/RowLabels#BlockLabel',
          clientProps: { kind: block.labels.singular },
        },
      },
    },
  };
}

/**
 * The blocks a page's body is made of (`layout`): the owner adds, orders, duplicates and removes
 * them, German and English side by side. Each is drawn by a server component of the same name
 * (`src/components/blocks`); their texts pass the same publish checks as every other text.
 */

/** Where a button leads: the booking, the contact form, or another page of the site. */
function buttonFields(label: Label): Field[] {
  return [
    {
      name: 'target',
      type: 'select',
      required: true,
      defaultValue: 'booking',
      label: { de: 'Ziel der Schaltfläche', en: 'Button leads to' },
      options: [
        { value: 'booking', label: { de: 'Terminbuchung', en: 'Booking a call' } },
        { value: 'contact', label: { de: 'Kontaktformular', en: 'Contact form' } },
        { value: 'page', label: { de: 'Eine Seite der Website', en: 'A page of the site' } },
      ],
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      label: { de: 'Seite', en: 'Page' },
      admin: { condition: (_, block: { target?: string }) => block.target === 'page' },
    },
    pageText('button', label),
  ];
}

const heading = (required: boolean) =>
  pageText('heading', { de: 'Überschrift', en: 'Heading' }, { required });

const heroBlock = named({
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: {
    singular: { de: 'Seitenkopf', en: 'Page header' },
    plural: { de: 'Seitenköpfe', en: 'Page headers' },
  },
  fields: [
    heading(true),
    pageText('lead', { de: 'Einleitung', en: 'Lead' }, { required: false, multiline: true }),
    imageField({
      de: 'Erscheint neben der Überschrift; auf dem Smartphone darunter.',
      en: 'Shown beside the heading; below it on a phone.',
    }),
    ...buttonFields({ de: 'Beschriftung der Schaltfläche', en: 'Button label' }),
  ],
});

const textBlock = named({
  slug: 'text',
  interfaceName: 'TextBlock',
  labels: { singular: { de: 'Text', en: 'Text' }, plural: { de: 'Texte', en: 'Texts' } },
  fields: [
    heading(false),
    imageField({
      de: 'Erscheint unter der Überschrift, zum Beispiel bei einer Fallstudie.',
      en: 'Shown below the heading, for example in a case study.',
    }),
    pageTextList(
      'paragraphs',
      { de: 'Absätze', en: 'Paragraphs' },
      { de: 'Absatz', en: 'Paragraph' },
      {
        multiline: true,
        description: {
          de: 'Reiner Text, ein Gedanke je Absatz. Zahlen und Angaben als Verweis: {figure:…}, {brand} …',
          en: 'Plain text, one thought per paragraph. Figures and facts as references: {figure:…}, {brand} …',
        },
      },
    ),
    pageTextList('points', { de: 'Aufzählung', en: 'List' }, { de: 'Punkt', en: 'Item' }),
    {
      name: 'ordered',
      type: 'checkbox',
      label: { de: 'Aufzählung nummerieren', en: 'Number the list' },
    },
  ],
});

const imageBlock = named({
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: {
    singular: { de: 'Bild mit Bildunterschrift', en: 'Image with caption' },
    plural: { de: 'Bilder', en: 'Images' },
  },
  fields: [
    {
      ...imageField({ de: 'Aus der Mediathek.', en: 'From the media library.' }),
      required: true,
    } as Field,
    pageText('caption', { de: 'Bildunterschrift', en: 'Caption' }, { required: false }),
  ],
});

const figuresBlock = named({
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: {
    singular: { de: 'Kennzahlen', en: 'Key figures' },
    plural: { de: 'Kennzahlen', en: 'Key figures' },
  },
  fields: [
    heading(false),
    {
      name: 'figures',
      type: 'relationship',
      relationTo: 'figures',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 4,
      label: { de: 'Kennzahlen', en: 'Figures' },
      admin: {
        description: {
          de: 'Bis zu vier. Wert, Aussage und Grundlage kommen aus der Kennzahl; ändert sie sich, folgt der Baustein.',
          en: 'Up to four. Value, claim and basis come from the figure; when it changes, the block follows.',
        },
      },
    },
  ],
});

const caseStudyBlock = named({
  slug: 'caseStudy',
  interfaceName: 'CaseStudyBlock',
  labels: {
    singular: { de: 'Fallstudie', en: 'Case study' },
    plural: { de: 'Fallstudien', en: 'Case studies' },
  },
  fields: [
    heading(true),
    pageText('client', { de: 'Kunde (ohne Namen)', en: 'Client (unnamed)' }),
    pageText('situation', { de: 'Ausgangslage', en: 'Situation' }, { multiline: true }),
    pageText('approach', { de: 'Vorgehen', en: 'Approach' }, { multiline: true }),
    pageText('result', { de: 'Ergebnis', en: 'Result' }, { multiline: true }),
    imageField({ de: 'Erscheint über dem Text.', en: 'Shown above the text.' }),
  ],
});

const quoteBlock = named({
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: { de: 'Zitat', en: 'Quote' }, plural: { de: 'Zitate', en: 'Quotes' } },
  fields: [
    pageText('quote', { de: 'Zitat', en: 'Quote' }, { multiline: true }),
    {
      name: 'person',
      type: 'text',
      required: true,
      label: { de: 'Wer es sagt', en: 'Who says it' },
    },
    pageText('role', { de: 'Funktion', en: 'Role' }, { required: false }),
  ],
});

const cardsBlock = named({
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: {
    singular: { de: 'Karten oder Schritte', en: 'Cards or steps' },
    plural: { de: 'Karten oder Schritte', en: 'Cards or steps' },
  },
  fields: [
    heading(false),
    {
      name: 'style',
      type: 'select',
      required: true,
      defaultValue: 'cards',
      label: { de: 'Darstellung', en: 'Shown as' },
      options: [
        { value: 'cards', label: { de: 'Karten nebeneinander', en: 'Cards side by side' } },
        { value: 'steps', label: { de: 'Nummerierte Schritte', en: 'Numbered steps' } },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { de: 'Karten', en: 'Cards' },
      labels: {
        singular: { de: 'Karte', en: 'Card' },
        plural: { de: 'Karten', en: 'Cards' },
      },
      fields: [
        pageText('title', { de: 'Titel', en: 'Title' }),
        pageText('text', { de: 'Text', en: 'Text' }, { multiline: true }),
      ],
    },
  ],
});

const faqBlock = named({
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: {
    singular: { de: 'Häufige Fragen', en: 'Frequently asked questions' },
    plural: { de: 'Häufige Fragen', en: 'Frequently asked questions' },
  },
  fields: [
    {
      name: 'questions',
      type: 'array',
      required: true,
      minRows: 1,
      label: { de: 'Fragen', en: 'Questions' },
      labels: {
        singular: { de: 'Frage', en: 'Question' },
        plural: { de: 'Fragen', en: 'Questions' },
      },
      admin: { components: { RowLabel: '/cms/components/RowLabels#QuestionLabel' } },
      fields: [
        pageText('question', { de: 'Frage', en: 'Question' }),
        pageText('answer', { de: 'Antwort', en: 'Answer' }, { multiline: true }),
      ],
    },
  ],
});

const callToActionBlock = named({
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: { de: 'Aufforderung mit Schaltfläche', en: 'Call to action' },
    plural: { de: 'Aufforderungen mit Schaltfläche', en: 'Calls to action' },
  },
  fields: [
    heading(true),
    pageText('text', { de: 'Text', en: 'Text' }, { multiline: true }),
    ...buttonFields({ de: 'Beschriftung der Schaltfläche', en: 'Button label' }),
  ],
});

/** The forms a form block offers, by their names in the editor. */
export const formNames: Readonly<Record<LeadForm, Label>> = {
  contact: { de: 'Anfrage (Kontaktformular)', en: 'Enquiry (contact form)' },
  booking: { de: 'Terminbuchung', en: 'Booking a call' },
};

const formBlock = named({
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: {
    singular: { de: 'Formular', en: 'Form' },
    plural: { de: 'Formulare', en: 'Forms' },
  },
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      label: { de: 'Welches Formular', en: 'Which form' },
      options: (['contact', 'booking'] as const).map((value) => ({
        value,
        label: { ...formNames[value] },
      })),
      admin: {
        description: {
          de: 'Das Formular der Kontakt- oder der Terminseite, mit allem, was es dort tut: Anfragen und Buchungen erscheinen im Backoffice mit der Quelle des Besuchs. Jedes Formular einmal je Seite.',
          en: 'The form of the contact or the booking page, doing all it does there: enquiries and bookings reach the back office with the source of the visit. Each form once per page.',
        },
      },
    },
    pageText(
      'heading',
      { de: 'Überschrift', en: 'Heading' },
      {
        required: false,
        description: {
          de: 'Leer: „Ihre Anfrage“ oder „Termin wählen“.',
          en: 'Empty: “Your enquiry” or “Choose a time”.',
        },
      },
    ),
    pageText(
      'intro',
      { de: 'Einleitung', en: 'Introduction' },
      {
        required: false,
        multiline: true,
        description: {
          de: 'Leer: die Einleitung des Formulars auf seiner eigenen Seite.',
          en: 'Empty: the form’s introduction on its own page.',
        },
      },
    ),
  ],
});

/** Every block of a page's body, in the order the editor offers them. */
export const pageBlocks: Block[] = [
  heroBlock,
  textBlock,
  imageBlock,
  figuresBlock,
  caseStudyBlock,
  quoteBlock,
  cardsBlock,
  faqBlock,
  callToActionBlock,
  formBlock,
];
