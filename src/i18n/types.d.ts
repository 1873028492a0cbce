import type { Locale } from '@/site/routes';
import type messages from '../../messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
