import type { Enquiry } from '@/lib/forms/enquiry';
import type { RoiHandover } from '@/lib/handover';
import { db } from '../db/client';
import { insertEnquiry } from '../stores/leads';
import { enquiryMails } from '../mail/compose';
import { mailConfig, type MailConfig } from '../mail/config';
import { queueLeadMails } from '../stores/mail';
import type { Admitted } from './verdict';

/**
 * Stores an enquiry and the mails it causes in one transaction; resolves with its id only
 * after both are committed. One the screening caught is stored as spam, without mails. The
 * visitor's confirmation is left out when its address had its day's share (`queueLeadMails`).
 * No mails are queued without a mail server (`mail` null).
 */
export async function saveEnquiry(
  { stage, lead: enquiry, context }: Admitted<Enquiry>,
  handover: RoiHandover = {},
  mail: MailConfig | null = mailConfig(),
): Promise<number> {
  const { locale, source } = context;
  return db().transaction(async (tx) => {
    const id = await insertEnquiry(tx, {
      locale,
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company,
      phone: enquiry.phone || null,
      audience: enquiry.audience,
      subject: enquiry.subject,
      message: enquiry.message,
      roiContext: handover.context ?? null,
      roiFleetSize: handover.fleetSize ?? null,
      roiPercentage: handover.roiPercentage ?? null,
      roiTotalSavings: handover.totalSavings ?? null,
      ...source,
      ...(stage === 'spam' && { leadStatus: 'spam' as const }),
    });
    if (stage === 'accepted' && mail)
      await queueLeadMails(tx, enquiryMails(mail, id, enquiry, locale, handover), {
        kind: 'enquiry',
        id,
      });
    return id;
  });
}
