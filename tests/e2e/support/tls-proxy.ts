import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '../../integration/certificate';

export interface TlsProxy {
  readonly httpPort: number;
  readonly httpsPort: number;
  /** The self-signed certificate for `localhost`, for clients to trust. */
  readonly certificate: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * What a TLS-terminating reverse proxy does in front of the site: HTTPS for `localhost` passed on
 * to `target`, and plain HTTP answered with a redirect to HTTPS.
 */
export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-'));
  const tls = selfSignedCertificate(dir);
  const certificate = tls.file;
  const upstream = new URL(target);
  const https = createTlsServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  const httpsPort = await listen(https);
  const http = createServer((req, res) => {
    res.writeHead(301, { Location: `https://localhost:${httpsPort}${req.url ?? '/'}` }).end();
  });
  const httpPort = await listen(http);
  return {
    httpPort,
    httpsPort,
    certificate,
    async close() {
      https.closeAllConnections();
      http.closeAllConnections();
      await Promise.all([new Promise((r) => https.close(r)), new Promise((r) => http.close(r))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
