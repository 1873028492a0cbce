import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived, once per recipient. */
export interface CaughtMail {
  readonly to: string;
  readonly raw: string;
}

/** An SMTP server on loopback that keeps every mail it is sent (no TLS, no login). */
export async function smtpCatcher(
  port: number,
): Promise<{ received: CaughtMail[]; close: () => Promise<void> }> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address, raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return { received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
