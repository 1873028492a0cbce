import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

const messages = {
  de: {
    Page: {
      title: 'Eine schlichte Seite',
      paragraph:
        'Dieser Absatz steht für Text, wie ihn eine Inhaltsseite zeigt: ein paar Sätze, die der Server fertig ausliefert, ohne Skript, Schrift oder Stylesheet.',
    },
  },
  en: {
    Page: {
      title: 'A plain page',
      paragraph:
        'This paragraph stands for text as a content page shows it: a few sentences the server delivers ready-made, with no script, font or stylesheet of its own.',
    },
  },
};

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: messages[locale] };
});
