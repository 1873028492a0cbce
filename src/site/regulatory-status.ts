import type { Locale } from '@/i18n/locales';
import { company, type RegulatoryStatus } from '@/site/company';
import type { Localized } from '@/i18n/locales';

/**
 * What the site says about the firm's status under German insurance distribution law, from the
 * company facts: the imprint's section, the first-contact information page (§ 15 VersVermV) and,
 * where the status requires it, a short line in the footer.
 */
export interface StatusText {
  readonly title: string;
  /** The status in one sentence (the terms of use quote it). */
  readonly summary: string;
  readonly paragraphs: readonly string[];
  /** The short line every page shows; `null` when the status requires none. */
  readonly line: string | null;
}

const REGISTER_URL = 'https://www.vermittlerregister.info';
const registerOffice = {
  de: 'Deutscher Industrie- und Handelskammertag (DIHK) e. V., Breite Straße 29, 10178 Berlin',
  en: 'Deutscher Industrie- und Handelskammertag (DIHK) e. V., Breite Straße 29, 10178 Berlin, Germany',
};
const arbitration = {
  de: 'Versicherungsombudsmann e. V., Postfach 08 06 32, 10006 Berlin (www.versicherungsombudsmann.de); Ombudsmann Private Kranken- und Pflegeversicherung, Postfach 06 02 22, 10052 Berlin (www.pkv-ombudsmann.de).',
  en: 'Versicherungsombudsmann e. V., Postfach 08 06 32, 10006 Berlin, Germany (www.versicherungsombudsmann.de); Ombudsmann Private Kranken- und Pflegeversicherung, Postfach 06 02 22, 10052 Berlin, Germany (www.pkv-ombudsmann.de).',
};

const titles: Localized<string> = {
  de: 'Status nach dem Versicherungsvermittlungsrecht',
  en: 'Status under insurance distribution law',
};

type Adviser = Extract<RegulatoryStatus, { kind: 'adviser' }>;

const texts = {
  neither: (): Localized<readonly string[]> => ({
    de: [
      `Die ${company.legalName} ist weder Versicherungsvermittler noch Versicherungsberater im Sinne des § 34d Gewerbeordnung und ist nicht im Vermittlerregister eingetragen.`,
      'Wir vermitteln keine Versicherungen und nehmen von Versicherern, Banken oder Plattformen keine Provisionen oder anderen Vergütungen für vermittelte Verträge an. Bezahlt werden wir allein für unsere Beratung, von denen, die uns beauftragen, auch wenn das ein Versicherer oder eine Bank ist. Die Versicherungsverträge unserer Kundinnen und Kunden prüfen, vergleichen oder verhandeln wir nicht; das ist Sache eines Versicherungsmaklers oder eines zugelassenen Versicherungsberaters, den Sie selbst wählen. Wir beraten zu Strategie, Produktgestaltung, Abläufen, Daten und Partnerschaften.',
      `Ob jemand als Versicherungsvermittler oder Versicherungsberater zugelassen ist, können Sie im Vermittlerregister prüfen: ${REGISTER_URL}.`,
    ],
    en: [
      `${company.legalName} is neither an insurance intermediary nor an insurance adviser within the meaning of section 34d of the German Trade Regulation Act (GewO) and is not entered in the register of intermediaries.`,
      'We do not distribute insurance and accept no commission or other payment for placed business from insurers, banks or platforms. We are paid only for our advice, by those who engage us, even when that is an insurer or a bank. We do not review, compare or negotiate our clients’ insurance contracts; that is the work of an insurance broker or a registered insurance adviser of your choosing. We advise on strategy, product design, processes, data and partnerships.',
      `Whether someone is registered as an insurance intermediary or adviser can be checked in the register of intermediaries: ${REGISTER_URL}.`,
    ],
  }),
  adviser: (status: Adviser): Localized<readonly string[]> => ({
    de: [
      `Die ${company.legalName} ist Versicherungsberaterin mit Erlaubnis nach § 34d Abs. 2 Gewerbeordnung.`,
      `Erlaubnis- und Aufsichtsbehörde: ${status.chamber.name}, ${status.chamber.address}.`,
      `Registrierungsnummer im Vermittlerregister: ${status.registerNumber}. Die Eintragung können Sie unter ${REGISTER_URL} prüfen oder bei der Registerstelle: ${registerOffice.de}.`,
      'Berufsrechtliche Regelungen: § 34d Gewerbeordnung, §§ 59–68 Versicherungsvertragsgesetz und die Versicherungsvermittlungsverordnung, einsehbar unter www.gesetze-im-internet.de.',
      'Als Versicherungsberaterin nehmen wir keine Vergütung von Versicherern an; uns bezahlen ausschließlich unsere Kundinnen und Kunden. Wir halten keine Beteiligung von 10 % oder mehr an einem Versicherungsunternehmen, und kein Versicherungsunternehmen hält eine solche an uns.',
      `Schlichtungsstellen, die Sie bei Streitigkeiten anrufen können: ${arbitration.de}`,
    ],
    en: [
      `${company.legalName} is an insurance adviser (Versicherungsberater) licensed under section 34d(2) of the German Trade Regulation Act (GewO).`,
      `Licensing and supervisory authority: ${status.chamber.name}, ${status.chamber.address}.`,
      `Registration number in the register of intermediaries: ${status.registerNumber}. You can check the entry at ${REGISTER_URL} or with the register office: ${registerOffice.en}.`,
      'Professional rules: section 34d GewO, sections 59–68 of the Insurance Contract Act (VVG) and the Insurance Distribution Regulation (VersVermV), available at www.gesetze-im-internet.de.',
      'As an insurance adviser we accept no payment from insurers; we are paid by our clients alone. We hold no stake of 10% or more in an insurance undertaking, and no insurance undertaking holds one in us.',
      `Arbitration bodies you can turn to in a dispute: ${arbitration.en}`,
    ],
  }),
};

const lines = {
  adviser: (status: Adviser): Localized<string> => ({
    de: `Versicherungsberaterin mit Erlaubnis nach § 34d Abs. 2 GewO, Vermittlerregister ${status.registerNumber}`,
    en: `Insurance adviser licensed under section 34d(2) GewO, register of intermediaries ${status.registerNumber}`,
  }),
};

/** The firm's status in the visitor's language. */
export function statusText(
  locale: Locale,
  status: RegulatoryStatus = company.regulatoryStatus,
): StatusText {
  if (status.kind === 'adviser') {
    const paragraphs = texts.adviser(status)[locale];
    return {
      title: titles[locale],
      summary: paragraphs[0] as string,
      paragraphs,
      line: lines.adviser(status)[locale],
    };
  }
  const paragraphs = texts.neither()[locale];
  return { title: titles[locale], summary: paragraphs[0] as string, paragraphs, line: null };
}
