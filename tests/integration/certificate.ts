import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A self-signed certificate, made by openssl in `dir`, for `localhost`, `calendar.test` and the
 * loopback addresses the tests serve from (127.0.0.1, 127.0.0.2, ::1); `file` is the certificate's
 * path, for `NODE_EXTRA_CA_CERTS`.
 */
export function selfSignedCertificate(dir: string): { key: string; cert: string; file: string } {
  const key = path.join(dir, 'key.pem');
  const file = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:calendar.test,IP:127.0.0.1,IP:127.0.0.2,IP:::1',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      file,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(file, 'utf8'), file };
}
