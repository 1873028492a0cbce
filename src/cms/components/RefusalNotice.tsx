'use client';

import { Banner, useFormFields, useTranslation } from '@payloadcms/ui';

/** Between the messages of one form's fields in the selected text; none of them holds it. */
const SEPARATOR = '\u0000';

/**
 * Above a document's fields, while any field holds a message (a refused publication's, a missing
 * text): every message as one list, so the owner sees at once what keeps the document from being
 * published, and each message stays beside its field as well.
 */
export function RefusalNotice() {
  const { i18n } = useTranslation();
  // One string, so that the notice renders again only when the messages change.
  const joined = useFormFields(([fields]) =>
    Object.values(fields)
      .flatMap((field) => (field.valid === false && field.errorMessage ? [field.errorMessage] : []))
      .join(SEPARATOR),
  );
  if (joined === '') return null;
  const messages = [...new Set(joined.split(SEPARATOR))];
  return (
    <div role="alert" className="refusal-notice">
      <Banner type="error">
        <p>
          {i18n.language === 'en'
            ? 'Not published yet. Please change the following and publish again:'
            : 'Noch nicht veröffentlicht. Bitte ändern Sie Folgendes und veröffentlichen Sie erneut:'}
        </p>
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </Banner>
    </div>
  );
}
