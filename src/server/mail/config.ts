import { company } from '@/site/company';

/** Mail is on when `SMTP_URL` and `OWNER_EMAIL` are set; otherwise leads go only to the database. */
export interface MailConfig {
  readonly smtpUrl: string;
  readonly owner: string;
  readonly from: string;
}

export function mailConfig(): MailConfig | null {
  const smtpUrl = process.env.SMTP_URL?.trim();
  const owner = process.env.OWNER_EMAIL?.trim();
  if (!smtpUrl || !owner) return null;
  return {
    smtpUrl,
    owner,
    from: process.env.MAIL_FROM?.trim() || `${company.brand} <${company.email}>`,
  };
}
