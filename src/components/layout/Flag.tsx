import type { Locale } from '@/i18n/locales';

/** Small flag beside a language name: Germany for German, the United Kingdom for English. */
export function Flag({ locale }: { locale: Locale }) {
  if (locale === 'de') {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 5 3"
        width="20"
        height="12"
        className="rounded-[2px]"
      >
        <rect width="5" height="1" y="0" fill="#000" />
        <rect width="5" height="1" y="1" fill="#dd0000" />
        <rect width="5" height="1" y="2" fill="#ffce00" />
      </svg>
    );
  }
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 60 30"
      width="20"
      height="12"
      className="rounded-[2px]"
    >
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
