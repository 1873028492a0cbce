/**
 * Security headers sent with every response. The Content-Security-Policy set here allows no
 * inline code at all; the HTTP server replaces it on each page with one that names exactly that
 * page's inline code (`headFor` in src/lib/request-plan.ts).
 */
import { contentSecurityPolicy, type PolicyOptions } from '@/lib/csp';

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

export function securityHeaders(options: PolicyOptions): ReadonlyArray<[string, string]> {
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
