import { createTransport } from 'nodemailer';
import { logDatabaseError } from '../db/errors';
import { mailConfig } from './config';
import { deliverDue } from './deliver';

const INTERVAL_MS = 3000;

/** Sends queued mail every few seconds while the server runs; says once in the log when mail is off. */
export function startMailWorker(): () => void {
  const config = mailConfig();
  if (!config) {
    console.log(
      'Mail is off (set SMTP_URL and OWNER_EMAIL): enquiries and bookings are stored in the database only.',
    );
    return () => undefined;
  }
  const transport = createTransport(config.smtpUrl);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    // The sender follows the company facts as they are now.
    deliverDue(transport, mailConfig()?.from ?? config.from)
      .catch((error: unknown) => logDatabaseError('Sending queued mail', error))
      .finally(() => {
        busy = false;
      });
  }, INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    transport.close();
  };
}
