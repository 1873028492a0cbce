'use client';

import Link from 'next/link';
import { useTranslation } from '@payloadcms/ui';

/** Above the editor's collections on every page of it: the way back to the back office. */
export function BackofficeLink() {
  const { i18n } = useTranslation();
  return (
    <Link className="nav__link" href="/backoffice" prefetch={false}>
      {i18n.language === 'en' ? '← Back to the back office' : '← Zurück zum Backoffice'}
    </Link>
  );
}
