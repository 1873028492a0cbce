/**
 * The legal texts (privacy notice, terms of use, ROI calculator disclaimer) are the bodies of
 * their pages' content files, `src/content/pages/{privacy,terms,disclaimer}/`, with the date of
 * the text as `updated` in the front matter. German is the binding text; the English pages say so.
 * Their placeholders ({company}, {address}, {email}, {phone}, {managingDirector} and the storage
 * periods {leadsPeriod}, {roiPeriod}, {spamPeriod}, {mailPeriod}, {logPeriod}) are filled from
 * the company and retention modules (`src/lib/legal-text.ts`).
 */
export const legalDocuments = ['privacy', 'terms', 'disclaimer'] as const;
export type LegalDocumentKey = (typeof legalDocuments)[number];

export const englishBindingNote =
  'This English version is a convenience translation. Only the German version is legally binding; in the event of any discrepancy, the German version prevails.';
