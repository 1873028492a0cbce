import type { Locale } from '@/i18n/locales';
import { company } from '@/site/company';

/** How long a visitor (or a crawler) is asked to wait while the site is in maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

const texts: Record<Locale, { title: string; text: string; reach: string }> = {
  de: {
    title: 'Wir sind bald zurück',
    text: 'Wir arbeiten gerade an dieser Website. Bitte versuchen Sie es in einigen Minuten erneut.',
    reach: 'Sie erreichen uns auch jetzt',
  },
  en: {
    title: 'We’ll be back soon!',
    text: 'We are working on this website right now. Please try again in a few minutes.',
    reach: 'You can still reach us',
  },
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The page every public address answers with during maintenance (status 503): both languages,
 * the visitor's first, with the owner's message and the ways to reach the company meanwhile.
 * Self-contained, so that it needs nothing from the application.
 */
export function maintenancePage(locale: Locale, message: Record<Locale, string>): string {
  const order: Locale[] = locale === 'en' ? ['en', 'de'] : ['de', 'en'];
  const sections = order.map((language, index) => {
    const { title, text, reach } = texts[language];
    const heading = index === 0 ? 'h1' : 'h2';
    const own = message[language].trim();
    return `<section lang="${language}">
<${heading}>${title}</${heading}>
<p>${text}</p>${own ? `\n<p class="message">${escape(own)}</p>` : ''}
<p>${reach}: <a href="mailto:${company.email}">${company.email}</a> · <a href="tel:${company.phone.e164}">${company.phone.display}</a></p>
</section>`;
  });
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${texts[locale].title} · ${company.brand}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1e293b;background:#f8fafc;line-height:1.6}
main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}
section+section{margin-top:2.5rem;padding-top:2rem;border-top:1px solid #cbd5e1}
h1,h2{color:#0b3954;line-height:1.2}
.message{padding:.75rem 1rem;border-left:4px solid #0b3954;background:#fff}
a{color:#0b3954}
</style>
</head>
<body>
<main>
<p><strong>${company.brand}</strong></p>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
