import type { CollectionConfig } from 'payload';
import { ACCOUNTS, backofficeSession, endBackofficeSession } from '../auth';
import { nobody } from '../access';

/**
 * The back-office accounts as the content engine knows them: made on first use by the sign-in
 * bridge (`../auth.ts`), never edited in the engine. Accounts themselves are managed with
 * `npm run owner`.
 */
export const Accounts: CollectionConfig = {
  slug: ACCOUNTS,
  labels: {
    singular: { de: 'Konto', en: 'Account' },
    plural: { de: 'Konten', en: 'Accounts' },
  },
  auth: { disableLocalStrategy: true, strategies: [backofficeSession] },
  admin: { useAsTitle: 'email', hidden: true },
  hooks: { afterLogout: [endBackofficeSession] },
  access: {
    read: ({ req }) => (req.user ? { id: { equals: req.user.id } } : false),
    create: nobody,
    update: nobody,
    delete: nobody,
    unlock: nobody,
  },
  fields: [
    {
      name: 'staffId',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      label: { de: 'Nummer des Kontos im Backoffice', en: 'Account number in the back office' },
      admin: { readOnly: true },
    },
    {
      name: 'email',
      type: 'text',
      required: true,
      label: { de: 'E-Mail-Adresse', en: 'Email address' },
      admin: { readOnly: true },
    },
  ],
};
