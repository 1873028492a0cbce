import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload';
import { editOnly, ownerOnly } from '../access';
import { bilingual, keyField, listName, VERSIONS } from '../fields';
import { companyFactsOfDocument } from '../company-document';
import { recordPublications, refuseUnpublishing } from '../publications';
import type { Company } from '../payload-types';

type Check = (value: string) => boolean;

/** A text field with a check of its form and the message, in the editor's language, if it fails. */
function checked(
  name: string,
  label: { de: string; en: string },
  check: Check,
  problem: { de: string; en: string },
  { required = true }: { readonly required?: boolean } = {},
): Field {
  const validate: TextFieldSingleValidation = (value, { req }) => {
    if (!value)
      return required ? (req.i18n.language === 'en' ? 'Required.' : 'Erforderlich.') : true;
    return check(value) || (req.i18n.language === 'en' ? problem.en : problem.de);
  };
  return { name, type: 'text', label, required, validate };
}

const text = (name: string, label: { de: string; en: string }): Field => ({
  name,
  type: 'text',
  label,
  required: true,
});

const httpsAddress = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const httpsProblem = {
  de: 'Eine vollständige Adresse, die mit https:// beginnt.',
  en: 'A complete address starting with https://.',
};

/**
 * A field of a registered adviser only: shown, and required, when the status is "adviser".
 * `check` answers true, or the form the value must have.
 */
function adviserField(
  name: string,
  label: { de: string; en: string },
  check: (value: string) => true | string = () => true,
): Field {
  const validate: TextFieldSingleValidation = (value, { req, siblingData }) => {
    if ((siblingData as { kind?: string }).kind !== 'adviser') return true;
    const german = req.i18n.language !== 'en';
    if (!value)
      return german ? 'Für Versicherungsberater erforderlich.' : 'Required for an adviser.';
    const form = check(value);
    return form === true || (german ? `In der Form ${form}.` : `In the form ${form}.`);
  };
  return {
    name,
    type: 'text',
    label,
    validate,
    admin: { condition: (_, sibling) => (sibling as { kind?: string }).kind === 'adviser' },
  };
}

/** A document with a change of some of its fields applied, groups field by field, lists whole. */
function merged(base: unknown, change: unknown): unknown {
  const isGroup = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isGroup(base) || !isGroup(change)) return change === undefined ? base : change;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) result[key] = merged(base[key], value);
  return result;
}

/**
 * A field only an owner changes (`ownerOnly`): an editor sees it read-only. (The cast: of all the
 * kinds of field only a join field takes no such access, and none is passed here.)
 */
const ownersOnly = (field: Field): Field => ({ ...field, access: ownerOnly }) as Field;

/** Fields side by side, under a heading. */
const rowGroup = (name: string, label: { de: string; en: string }, fields: Field[]): Field => ({
  name,
  type: 'group',
  label,
  fields: [{ type: 'row', fields }],
});

const euros = (name: string, label: { de: string; en: string }): Field => ({
  name,
  type: 'number',
  label,
  required: true,
  min: 0,
  admin: { step: 50 },
});

/**
 * The company facts (`src/site/company.ts`): one document, published like all content. The
 * imprint, the privacy notice, the footer, the structured data and the mails read them; a
 * published change reaches every page at once. The founder's portrait and the booking hours stay
 * in code. A hook keeps the facts as the site reads them in `facts`, so that the HTTP server reads
 * them in one query (`src/server/content/company.ts`).
 */
export const CompanyCollection: CollectionConfig = {
  slug: 'company',
  labels: {
    singular: { de: 'Unternehmensangaben', en: 'Company facts' },
    plural: { de: 'Unternehmensangaben', en: 'Company facts' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'updatedAt', '_status'],
    preview: () => '/backoffice/preview?page=imprint&locale=de',
    description: {
      de: 'Name, Anschrift, Register, Kontakt, Preise und Auftragsverarbeiter: was das Impressum, die Datenschutzerklärung, die Fußzeile und die E-Mails zeigen. Die rechtlichen Angaben, die Kontaktwege und die externe Terminbuchung ändert nur die Inhaberin oder der Inhaber. Die Vorschau zeigt das Impressum mit dem Entwurf.',
      en: 'Name, address, register, contact, prices and processors: what the imprint, the privacy notice, the footer and the mails show. The legal facts, the ways to get in touch and the external scheduler are changed by the owner only. The preview shows the imprint with the draft.',
    },
  },
  access: editOnly,
  versions: VERSIONS,
  hooks: {
    beforeChange: [
      refuseUnpublishing,
      ({ data, originalDoc }) => {
        data.name = 'Unternehmensangaben';
        data.facts = companyFactsOfDocument(merged(originalDoc, data) as Company);
        return data;
      },
    ],
    afterOperation: [recordPublications<Company>(() => 'company')],
  },
  fields: [
    listName,
    keyField(),
    { name: 'facts', type: 'json', admin: { hidden: true } },
    ownersOnly(text('legalName', { de: 'Firma (mit Rechtsform)', en: 'Legal name' })),
    text('brand', { de: 'Kurzname', en: 'Brand' }),
    {
      name: 'founder',
      type: 'group',
      label: { de: 'Gründer', en: 'Founder' },
      fields: [
        text('name', { de: 'Name', en: 'Name' }),
        bilingual('role', { de: 'Funktion', en: 'Role' }),
      ],
    },
    ownersOnly({
      name: 'address',
      type: 'group',
      label: { de: 'Anschrift', en: 'Address' },
      fields: [
        {
          type: 'row',
          fields: [
            text('street', { de: 'Straße und Hausnummer', en: 'Street' }),
            text('postalCode', { de: 'Postleitzahl', en: 'Postal code' }),
            text('city', { de: 'Ort', en: 'City' }),
          ],
        },
        bilingual('cityName', { de: 'Ort im Fließtext', en: 'City in running text' }),
        bilingual('country', { de: 'Land', en: 'Country' }),
        checked(
          'countryCode',
          { de: 'Ländercode', en: 'Country code' },
          (value) => /^[A-Z]{2}$/.test(value),
          { de: 'Zwei Großbuchstaben, etwa DE.', en: 'Two capital letters, such as DE.' },
        ),
      ],
    }),
    ownersOnly(
      rowGroup('phone', { de: 'Telefon', en: 'Phone' }, [
        checked(
          'e164',
          { de: 'Nummer für Anrufe', en: 'Number to call' },
          (value) => /^\+[1-9]\d{6,14}$/.test(value),
          {
            de: 'International ohne Leerzeichen, etwa +498912345678.',
            en: 'International without spaces, such as +498912345678.',
          },
        ),
        text('display', { de: 'Nummer, wie sie gedruckt wird', en: 'Number as printed' }),
      ]),
    ),
    ownersOnly(
      checked(
        'email',
        { de: 'E-Mail-Adresse', en: 'E-mail address' },
        (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
        { de: 'Eine E-Mail-Adresse wie name@firma.de.', en: 'An address such as name@firm.com.' },
      ),
    ),
    ownersOnly(
      rowGroup('register', { de: 'Handelsregister', en: 'Commercial register' }, [
        text('court', { de: 'Registergericht', en: 'Court' }),
        text('number', { de: 'Registernummer', en: 'Number' }),
      ]),
    ),
    ownersOnly(text('vatId', { de: 'Umsatzsteuer-Identifikationsnummer', en: 'VAT ID' })),
    ownersOnly({
      name: 'regulatoryStatus',
      type: 'group',
      label: { de: 'Status nach Gewerbeordnung', en: 'Status under the trade code' },
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          label: { de: 'Status', en: 'Status' },
          options: [
            {
              value: 'neither',
              label: {
                de: 'Weder Versicherungsberater noch Vermittler',
                en: 'Neither insurance adviser nor intermediary',
              },
            },
            {
              value: 'adviser',
              label: {
                de: 'Versicherungsberater (§ 34d Abs. 2 GewO)',
                en: 'Insurance adviser (§ 34d (2) GewO)',
              },
            },
          ],
        },
        adviserField(
          'registerNumber',
          { de: 'Nummer im Vermittlerregister', en: 'Number in the intermediary register' },
          (value) => /^D-[A-Z0-9]{4}-[A-Z0-9]{5}-[A-Z0-9]{2}$/.test(value) || 'D-XXXX-XXXXX-XX',
        ),
        adviserField('chamberName', { de: 'Industrie- und Handelskammer', en: 'Chamber' }),
        adviserField('chamberAddress', { de: 'Anschrift der Kammer', en: 'Chamber’s address' }),
      ],
    }),
    rowGroup(
      'pricing',
      { de: 'Preise (Euro ohne Umsatzsteuer)', en: 'Prices (euros before VAT)' },
      [
        euros('sparring', { de: 'Sparring', en: 'Sparring' }),
        euros('strategyFrom', { de: 'Strategie ab', en: 'Strategy from' }),
        euros('dayRate', { de: 'Tagessatz', en: 'Day rate' }),
      ],
    ),
    {
      name: 'foundingYear',
      type: 'number',
      required: true,
      min: 1900,
      max: 2100,
      label: { de: 'Gründungsjahr', en: 'Founding year' },
    },
    ownersOnly({
      name: 'social',
      type: 'group',
      label: { de: 'Profile im Netz', en: 'Profiles on the web' },
      fields: [
        checked('linkedin', { de: 'LinkedIn', en: 'LinkedIn' }, httpsAddress, httpsProblem),
        checked('youtube', { de: 'YouTube', en: 'YouTube' }, httpsAddress, httpsProblem),
        checked('website', { de: 'Website', en: 'Website' }, httpsAddress, httpsProblem),
      ],
    }),
    ownersOnly(
      checked(
        'schedulerUrl',
        {
          de: 'Externe Terminbuchung (leer: nur das eigene Formular)',
          en: 'External scheduler (empty: the own form only)',
        },
        httpsAddress,
        httpsProblem,
        { required: false },
      ),
    ),
    {
      name: 'validatedAiPartner',
      type: 'group',
      label: { de: 'Geprüfter KI-Partner', en: 'Validated AI partner' },
      fields: [
        text('name', { de: 'Name', en: 'Name' }),
        checked('url', { de: 'Website', en: 'Website' }, httpsAddress, httpsProblem),
        bilingual('description', { de: 'Beschreibung', en: 'Description' }, { multiline: true }),
      ],
    },
    ownersOnly({
      name: 'processors',
      type: 'array',
      label: { de: 'Auftragsverarbeiter', en: 'Processors' },
      labels: {
        singular: { de: 'Auftragsverarbeiter', en: 'Processor' },
        plural: { de: 'Auftragsverarbeiter', en: 'Processors' },
      },
      admin: {
        description: {
          de: 'Wer für das Unternehmen personenbezogene Daten verarbeitet (Art. 28 DSGVO); die Datenschutzerklärung nennt sie.',
          en: 'Who processes personal data for the firm (Art. 28 GDPR); the privacy notice names them.',
        },
      },
      minRows: 1,
      fields: [
        text('name', { de: 'Name', en: 'Name' }),
        text('address', { de: 'Anschrift', en: 'Address' }),
        bilingual('purpose', { de: 'Zweck', en: 'Purpose' }, { multiline: true }),
      ],
    }),
  ],
};
