import type { Locale } from '@/i18n/locales';
import type { RouteKey } from '@/site/routes';

export interface ViewProps {
  readonly routeKey: RouteKey;
  readonly locale: Locale;
}
