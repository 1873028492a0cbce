import { company } from '@/site/company';
import { env } from '../env';

/** Mail is on when `SMTP_URL` and `OWNER_EMAIL` are set; otherwise leads go only to the database. */
export interface MailConfig {
  readonly smtpUrl: string;
  readonly owner: string;
  readonly from: string;
}

export function mailConfig(): MailConfig | null {
  const { smtpUrl, ownerEmail, mailFrom } = env();
  if (!smtpUrl || !ownerEmail) return null;
  return { smtpUrl, owner: ownerEmail, from: mailFrom ?? `${company.brand} <${company.email}>` };
}
