import { desc } from 'drizzle-orm';
import type { Enquiry } from '@/lib/forms/enquiry';
import type { RoiHandover } from '@/lib/handover';
import { db } from '../db/client';
import { enquiries, type EnquiryRow } from '../db/schema';
import { enquiryMails } from '../mail/compose';
import { mailConfig, type MailConfig } from '../mail/config';
import { queueLeadMails } from '../mail/outbox';
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
  const { locale, sourcePath } = context;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
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
        sourcePath,
        ...(stage === 'spam' && { leadStatus: 'spam' as const }),
      })
      .returning({ id: enquiries.id });
    if (!row) throw new Error('The enquiry was not stored');
    if (stage === 'accepted' && mail)
      await queueLeadMails(tx, enquiryMails(mail, row.id, enquiry, locale, handover), {
        kind: 'enquiry',
        id: row.id,
      });
    return row.id;
  });
}

export async function latestEnquiries(limit = 100): Promise<EnquiryRow[]> {
  return db()
    .select()
    .from(enquiries)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit);
}
