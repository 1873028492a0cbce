import type { Locale, RouteKey } from '@/site/routes';

export interface ViewProps {
  readonly routeKey: RouteKey;
  readonly locale: Locale;
}
