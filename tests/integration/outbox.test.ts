import { once } from 'node:events';
import { createServer } from 'node:net';
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { smtpCatcher } from './smtp-catcher';
import { db, pool } from '@/server/db/client';
import { bookingMails } from '@/server/mail/compose';
import { mailRetryPeriodMs, retryDelayMs } from '@/lib/retry-policy';
import { deliverDue } from '@/server/mail/deliver';
import { enqueueMails, pendingMails } from '@/server/stores/mail';
import { saveEnquiry } from '@/server/leads/enquiries';
import { accepted } from './accepted';
import { freshEmbeddedDatabase } from './embedded-db';

freshEmbeddedDatabase();

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

const config = {
  smtpUrl: '',
  owner: 'owner@keller-advisory.example',
  from: 'Keller Advisory <kontakt@keller-advisory.example>',
};

/** A plain-SMTP transport to the catcher (or to nothing) on a loopback port. */
const transportTo = (port: number) =>
  createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 2000,
  });

describe('mail outbox', () => {
  it('backs off 30 s, doubling, up to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('queues mail with the enquiry and delivers it once the mail server is back', async () => {
    const port = await freePort();
    const transport = transportTo(port);
    const enquiry = {
      name: 'Anna Example',
      email: 'anna@example.org',
      company: 'Example GmbH',
      phone: '',
      audience: 'bank' as const,
      subject: 'Embedded Insurance',
      message: 'Bitte melden Sie sich.',
      consent: 'on' as const,
    };
    const id = await saveEnquiry(accepted(enquiry), {}, config);
    expect(await pendingMails()).toBe(2);

    // The mail server is down: nothing is lost, the next attempt is scheduled.
    const now = new Date();
    expect(await deliverDue(transport, config.from, now)).toBe(0);
    const { rows: failed } = await pool().query(
      'SELECT attempts, next_attempt_at, last_error FROM outbox ORDER BY id',
    );
    expect(failed[0].attempts).toBe(1);
    expect(failed[0].last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(failed[0].next_attempt_at).getTime()).toBe(now.getTime() + 30_000);
    expect(await deliverDue(transport, config.from, new Date(now.getTime() + 1000))).toBe(0);

    const catcher = await smtpCatcher(port);
    try {
      expect(await deliverDue(transport, config.from, new Date(now.getTime() + 31_000))).toBe(2);
      expect(await pendingMails()).toBe(0);
      expect(catcher.received.map((mail) => mail.to).sort()).toEqual([
        'anna@example.org',
        'owner@keller-advisory.example',
      ]);
      const owner = catcher.received.find((mail) => mail.to === 'owner@keller-advisory.example');
      expect(owner?.raw).toContain(`Neue Anfrage #${id}`);
      expect(owner?.raw).toMatch(/Reply-To: anna@example.org/i);
    } finally {
      transport.close();
      await catcher.close();
    }
  });

  it('keeps a visitor’s booking link sealed while the mail waits, sends it, and gives a mail up after three days', async () => {
    await pool().query('DELETE FROM outbox');
    const port = await freePort();
    const transport = transportTo(port);
    const token = 'Tok3n_-x'.repeat(5).slice(0, 43);
    await enqueueMails(db(), [
      {
        recipient: 'ben@example.org',
        subject: 'Ihr Termin',
        body: `Verschieben oder absagen: https://example.org/booking/${token}`,
      },
    ]);
    const {
      rows: [queued],
    } = await pool().query<{ created_at: Date; body: string; sealed_links: string }>(
      'SELECT created_at, body, sealed_links FROM outbox',
    );
    const queuedAt = queued?.created_at.getTime() ?? 0;
    // At rest the text says where the link is; the token is sealed under the site's key.
    expect(queued?.body).toBe('Verschieben oder absagen: https://example.org/booking/…');
    expect(queued?.sealed_links).not.toContain(token);
    const state = async () =>
      (await pool().query('SELECT attempts, failed_at, body, sealed_links FROM outbox')).rows[0];

    // Within three days a failure schedules the next attempt.
    expect(await deliverDue(transport, config.from, new Date(queuedAt + 1000))).toBe(0);
    expect(await state()).toMatchObject({ attempts: 1, failed_at: null });
    const almost = new Date(queuedAt + mailRetryPeriodMs - 1000);
    expect(await deliverDue(transport, config.from, almost)).toBe(0);
    expect(await state()).toMatchObject({ attempts: 2, failed_at: null });
    expect(await pendingMails()).toBe(1);

    // The first failure after three days gives it up, and the sealed link goes.
    const over = new Date(queuedAt + mailRetryPeriodMs + 60_000);
    expect(await deliverDue(transport, config.from, over)).toBe(0);
    expect(await state()).toEqual({
      attempts: 3,
      failed_at: over,
      body: 'Verschieben oder absagen: https://example.org/booking/…',
      sealed_links: null,
    });
    expect(await pendingMails()).toBe(0);

    // Not tried again, even with the mail server back.
    const catcher = await smtpCatcher(port);
    try {
      expect(await deliverDue(transport, config.from, new Date(over.getTime() + 86_400_000))).toBe(
        0,
      );
      expect(catcher.received).toEqual([]);
      expect(await state()).toMatchObject({ attempts: 3 });
    } finally {
      transport.close();
      await catcher.close();
    }
  });

  it('attaches the calendar file to both booking mails, the private link open in the visitor’s', async () => {
    const port = await freePort();
    const catcher = await smtpCatcher(port);
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    try {
      const mails = bookingMails(
        config,
        {
          id: 7,
          minutes: 60,
          name: 'Ben Beispiel',
          email: 'ben@example.org',
          company: 'Autohaus Beispiel',
          phone: null,
          topic: 'F&I',
          when: 'Dienstag, 24. November 2026, 14:00–15:00 Uhr',
          ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          visitorIcs: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          manageUrl: 'https://example.org/booking/private-token',
          place: undefined,
        },
        'de',
      );
      await pool().query('DELETE FROM outbox');
      await enqueueMails(db(), mails);
      // A second later: the database's clock counts microseconds, JavaScript's only milliseconds.
      expect(await deliverDue(transport, config.from, new Date(Date.now() + 1000))).toBe(2);
      expect(catcher.received).toHaveLength(2);
      for (const mail of catcher.received)
        expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
      const visitor = catcher.received.find((mail) => mail.to === 'ben@example.org');
      expect(visitor?.raw).toContain('https://example.org/booking/private-token');
      // Sent, the mail is kept without it.
      const { rows } = await pool().query<{ body: string; sealed_links: string | null }>(
        "SELECT body, sealed_links FROM outbox WHERE recipient = 'ben@example.org'",
      );
      expect(rows[0]?.body).not.toContain('private-token');
      expect(rows[0]?.sealed_links).toBeNull();
    } finally {
      transport.close();
      await catcher.close();
    }
  });
});
