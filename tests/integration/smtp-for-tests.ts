import { once } from 'node:events';
import { createServer } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll } from 'vitest';
import { deliverDue } from '@/server/mail/deliver';
import { smtpCatcher, type CaughtMail } from './smtp-catcher';

/**
 * An SMTP catcher for the tests of one file: started on a free loopback port before them, closed
 * after them. Its `port` and `received` are there once the tests run; `deliverOutbox` sends it
 * every mail the outbox holds that is due.
 */
export function smtpCatcherForTests(): {
  port: number;
  received: CaughtMail[];
  deliverOutbox: () => Promise<void>;
} {
  const state = {
    port: 0,
    received: [] as CaughtMail[],
    async deliverOutbox() {
      const transport = createTransport({
        host: '127.0.0.1',
        port: state.port,
        secure: false,
        ignoreTLS: true,
      });
      while (
        (await deliverDue(transport, 'Keller Advisory <kontakt@keller-advisory.example>')) > 0
      );
      transport.close();
    },
  };
  let close = () => Promise.resolve();
  beforeAll(async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    state.port = (probe.address() as { port: number }).port;
    probe.close();
    const catcher = await smtpCatcher(state.port);
    state.received = catcher.received;
    close = catcher.close;
  });
  afterAll(() => close());
  return state;
}
