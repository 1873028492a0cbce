import { request } from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * Sends the request target exactly as given (no URL normalisation by a client library), on a
 * connection of its own: no idle connection is reused that the other side may be closing.
 */
export function rawRequest(
  baseUrl: string,
  target: string,
  options: { method?: string; host?: string } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: target,
        headers: options.host ? { host: options.host } : {},
        insecureHTTPParser: true,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A request with the given headers; the body as sent, without decompressing it. */
export function rawRequestBytes(
  baseUrl: string,
  target: string,
  headers: Record<string, string>,
): Promise<Omit<RawResponse, 'body'> & { readonly body: Buffer }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes raw bytes to the server and returns its whole answer as text. */
export function rawSocketExchange(baseUrl: string, requestText: string): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    import('node:net')
      .then(({ connect }) => {
        const socket = connect(Number(url.port), url.hostname, () => socket.end(requestText));
        let data = '';
        socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      })
      .catch(reject);
  });
}
