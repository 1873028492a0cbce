import { expect, it } from 'vitest';
import type { Enquiry } from '@/lib/forms/enquiry';
import { bookingSlotsFor } from '@/lib/slots';
import { databaseAnswers, pool } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { bookSlot, freeSlots } from '@/server/leads/bookings';
import { latestEnquiries, saveEnquiry } from '@/server/leads/enquiries';
import { company } from '@/site/company';

/** The storage behaviour every database the site can run on must show. */
const enquiry = (n: number): Enquiry => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.org`,
  company: 'Example GmbH',
  phone: '',
  audience: 'fleet',
  subject: 'Flottenversicherung',
  message: 'Bitte rufen Sie mich zurück.',
  consent: 'on',
});

export function storageSuite() {
  it('answers the health check', async () => {
    expect(await databaseAnswers()).toBe(true);
  });

  it('applies each migration once', async () => {
    expect(await migrate(pool())).toEqual([]);
    const { rows } = await pool().query('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row: { name: string }) => row.name)).toContain('0001_enquiries.sql');
  });

  it('stores 200 concurrent enquiries without an error', async () => {
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, n) => saveEnquiry(enquiry(n), 'de', {})),
    );
    expect(new Set(ids).size).toBe(200);
    const { rows } = await pool().query('SELECT count(*)::int AS n FROM enquiries');
    expect(rows[0].n).toBe(200);
  });

  it('keeps the ROI hand-over with the enquiry and lists the newest first', async () => {
    const id = await saveEnquiry(enquiry(999), 'en', {
      context: 'bank',
      roiPercentage: 42.5,
      totalSavings: 120000,
    });
    const [latest] = await latestEnquiries(1);
    expect(latest).toMatchObject({
      id,
      locale: 'en',
      roiContext: 'bank',
      roiPercentage: 42.5,
      roiTotalSavings: 120000,
    });
  });

  it('books a slot for exactly one of 20 concurrent requests', async () => {
    const now = new Date();
    const [slot] = bookingSlotsFor(now, company.booking);
    if (!slot) throw new Error('no slot offered');
    const request = (n: number) => ({
      slot: slot.start,
      name: `Bucher ${n}`,
      email: `bucher${n}@example.org`,
      company: 'Example AG',
      phone: '',
      topic: 'Embedded Insurance im Autohaus',
      consent: 'on' as const,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => bookSlot(request(n), 'de', now)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(19);
    const { rows } = await pool().query(
      'SELECT count(*)::int AS n FROM bookings WHERE slot_start = $1',
      [slot.start],
    );
    expect(rows[0].n).toBe(1);
    expect((await freeSlots(now)).some((free) => free.start === slot.start)).toBe(false);
  });

  it('refuses a slot that is not offered', async () => {
    const result = await bookSlot(
      {
        slot: '2020-01-06T08:00:00.000Z',
        name: 'Late',
        email: 'late@example.org',
        company: 'Example AG',
        phone: '',
        topic: 'Ein Termin in der Vergangenheit',
        consent: 'on',
      },
      'de',
    );
    expect(result).toEqual({ ok: false, reason: 'unavailable' });
  });
}
