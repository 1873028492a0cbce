/**
 * Security headers sent with every response. The pages are prerendered static HTML whose
 * framework scripts are inline, so scripts and styles allow inline code from our own
 * origin only; nothing is loaded from any other origin.
 */
export interface SecurityHeaderOptions {
  /** Development server: React needs `eval` for its debugging aids, and HMR a websocket. */
  readonly dev: boolean;
  /** The canonical site URL is served over HTTPS. */
  readonly https: boolean;
  /** Origins the page may frame (the scheduling provider, when configured). */
  readonly frameOrigins?: readonly string[];
}

function contentSecurityPolicy({ dev, https, frameOrigins = [] }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    frameOrigins.length ? `frame-src ${frameOrigins.join(' ')}` : "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',

  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

export function securityHeaders(options: SecurityHeaderOptions): ReadonlyArray<[string, string]> {
  return [
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Content-Security-Policy', contentSecurityPolicy(options)],
  ];
}
