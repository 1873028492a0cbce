/**
 * The mail worker's part of the outbox (`src/server/stores/mail.ts`): sending what is due over
 * SMTP.
 */
import type { Transporter } from 'nodemailer';
import { deliverNext, type QueuedMail } from '../stores/mail';
import { openLinks } from './sealed-links';

/** The message a queued mail is sent as, its calendar file attached. */
function messageOf(mail: QueuedMail, from: string) {
  return {
    from,
    to: mail.recipient,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: openLinks(mail.body, mail.sealedLinks),
    attachments: mail.ics
      ? [
          {
            filename: 'termin.ics',
            content: mail.ics,
            contentType: `text/calendar; charset=utf-8; method=${
              /^METHOD:CANCEL\r?$/m.test(mail.ics) ? 'CANCEL' : 'PUBLISH'
            }`,
          },
        ]
      : undefined,
  };
}

/**
 * Sends the mails that are due, oldest first, up to `limit`, stopping at the first failure (the
 * mail server is likely away); answers how many were sent.
 */
export async function deliverDue(
  transport: Transporter,
  from: string,
  now = new Date(),
  limit = 20,
): Promise<number> {
  let sent = 0;
  for (let index = 0; index < limit; index += 1) {
    const delivered = await deliverNext(now, async (mail) => {
      await transport.sendMail(messageOf(mail, from));
    });
    if (delivered !== 'sent') break;
    sent += 1;
  }
  return sent;
}
