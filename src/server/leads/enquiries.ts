import { desc } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Enquiry } from '@/lib/forms/enquiry';
import type { RoiHandover } from '@/lib/handover';
import { db } from '../db/client';
import { enquiries, type EnquiryRow } from '../db/schema';
import { queueLeadMails, type OutgoingMail } from '../mail/outbox';

/**
 * Stores an enquiry and the mails it causes in one transaction; resolves with its id only
 * after both are committed. One the spam screening caught is stored as spam, without mails.
 * The visitor's confirmation is left out when its address had its day's share (`queueLeadMails`).
 */
export async function saveEnquiry(
  enquiry: Enquiry,
  locale: Locale,
  handover: RoiHandover,
  mailsFor: ((id: number) => readonly OutgoingMail[]) | 'spam' = () => [],
  sourcePath: string | null = null,
): Promise<number> {
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
        ...(mailsFor === 'spam' && { leadStatus: 'spam' as const }),
      })
      .returning({ id: enquiries.id });
    if (!row) throw new Error('The enquiry was not stored');
    if (mailsFor !== 'spam')
      await queueLeadMails(tx, mailsFor(row.id), { kind: 'enquiry', id: row.id });
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
