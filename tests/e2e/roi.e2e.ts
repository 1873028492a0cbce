import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support/site';
import {
  axeViolations,
  hydrated,
  phone,
  sharedBrowser,
  withoutPageScripts,
} from './support/browser';
import { siteDatabase } from './support/database';
import { fillTimePassed } from './support/forms';

const { enquiriesFrom: storedEnquiry } = siteDatabase();

const session = sharedBrowser();
let page: Page;

async function open(options: Parameters<typeof session.open>[0] = {}) {
  ({ page } = await session.open(options));
}

/** Text with the narrow and non-breaking spaces of number formatting made plain. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

const panel = (calculator: string) => page.locator(`[data-calculator="${calculator}"]`);

async function result(calculator: string, scenario: string, key: string): Promise<string> {
  return plain(
    await panel(calculator)
      .locator(`[data-scenario="${scenario}"] [data-result="${key}"] dd`)
      .innerText(),
  );
}

/** Every figure of the three scenario cards, for comparing two ways of getting there. */
async function allResults(calculator: string): Promise<string[]> {
  const cells = panel(calculator).locator('[data-scenario] [data-result] dd');
  return (await cells.allInnerTexts()).map(plain);
}

test.describe('ROI calculator with JavaScript', () => {
  test('opens on the fleet calculator and updates every result as the visitor types (de)', async () => {
    await open();
    await page.goto(`${baseUrl}/roi-calculator`);
    await hydrated(page);
    expect(await page.getByRole('tab', { name: 'Flotte' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // Year 3: 220 × (1.100 € + 600 €) × 25 % + 400 Std. × 55 € × 45 %; 3 years: the cost lever
    // from month 10, the documentation lever from month 4 (docs/roi-model.md).
    expect(await result('fleet', 'expected', 'annual')).toBe('103.400 €');
    expect(await result('fleet', 'expected', 'total')).toBe('237.600 €');
    expect(await result('fleet', 'expected', 'roi')).toBe('296 %');
    expect(await result('fleet', 'expected', 'payback')).toBe('im 16. Monat');
    expect(await result('fleet', 'conservative', 'annual')).toBe('81.400 €');
    expect(await result('fleet', 'ambitious', 'annual')).toBe('125.400 €');
    expect(page.url()).toBe(`${baseUrl}/roi-calculator`);

    await page.getByLabel('Fahrzeuge in der Flotte').fill('300');
    // 300 × (1.100 + 600) × 25 % + 9.900
    expect(await result('fleet', 'expected', 'annual')).toBe('137.400 €');
    await page.getByLabel('Versicherungsprämie je Fahrzeug und Jahr').fill('1.250,50');
    // 300 × (1.250,50 + 600) × 25 % = 138.787,50; + 9.900
    expect(await result('fleet', 'expected', 'annual')).toBe('148.688 €');
    const method = panel('fleet').locator('[data-roi-method]');
    expect(plain(await method.innerText())).toContain(
      '300 × (1.250,50 € + 600 €) × 25 % = 138.788 €',
    );
    await page.waitForFunction(() => window.location.search.includes('fleetSize=300'));
    const query = new URL(page.url()).searchParams;
    expect(query.get('tab')).toBe('fleet');
    expect(query.get('premiumPerVehicle')).toBe('1250,5');
    expect(await panel('fleet').locator('[data-roi-share]').getAttribute('href')).toBe(
      `/roi-calculator?${query.toString()}`,
    );
  });

  test('explains a wrong value next to its field and keeps the last valid result (de)', async () => {
    await open();
    await page.goto(`${baseUrl}/roi-calculator`);
    await hydrated(page);
    const fleetSize = page.getByLabel('Fahrzeuge in der Flotte');
    await fleetSize.fill('250');
    const valid = await allResults('fleet');
    const cases: [string, string][] = [
      ['zweihundert', 'Bitte geben Sie eine Zahl ein, zum Beispiel 1.250 oder 2,5.'],
      ['', 'Bitte geben Sie einen Wert ein.'],
      ['-5', 'Der Wert muss mindestens 1 betragen.'],
      ['2,5', 'Bitte geben Sie eine ganze Zahl ein.'],
      ['99999999', 'Der Wert darf höchstens 100.000 betragen.'],
    ];
    for (const [typed, message] of cases) {
      await fleetSize.fill(typed);
      expect(await fleetSize.getAttribute('aria-invalid')).toBe('true');
      const error = page.locator('#roi-fleet-fleetSize-error');
      expect(plain(await error.innerText())).toBe(message);
      expect(await fleetSize.getAttribute('aria-describedby')).toContain(
        'roi-fleet-fleetSize-error',
      );
      expect(await fleetSize.inputValue()).toBe(typed);
      expect(await allResults('fleet')).toEqual(valid);
      await panel('fleet').getByText('Nicht alle Angaben sind gültig').waitFor();
    }
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/NaN|Infinity/);
    expect(await axeViolations(page)).toEqual([]);

    await fleetSize.fill('250');
    expect(await fleetSize.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#roi-fleet-fleetSize-error').count()).toBe(0);
    expect(await allResults('fleet')).toEqual(valid);
  });

  test('switches calculators by click, arrow keys and link, each with its own figures (en)', async () => {
    await open();
    await page.goto(`${baseUrl}/en/roi-calculator?tab=bank`);
    await hydrated(page);
    const bankTab = page.getByRole('tab', { name: 'Bank / financier' });
    expect(await bankTab.getAttribute('aria-selected')).toBe('true');
    expect(await panel('bank').isVisible()).toBe(true);
    expect(await panel('fleet').isVisible()).toBe(false);
    // 3,000 × 40 % × 18 % × €350
    expect(await result('bank', 'expected', 'annual')).toBe('€75,600');

    await page.getByRole('tab', { name: 'Dealership' }).click();
    expect(await panel('dealership').isVisible()).toBe(true);
    expect(await panel('bank').isVisible()).toBe(false);
    await page.waitForFunction(() => window.location.search.includes('tab=dealership'));
    // 800 × (80 % − 60 %) × €400 + the service lever's customers in year 3
    expect(await result('dealership', 'expected', 'annual')).toBe('€72,342');
    await page.getByLabel('Vehicles sold per year').fill('1,000');
    expect(await result('dealership', 'expected', 'annual')).toBe('€88,342');

    await page.getByRole('tab', { name: 'Dealership' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tab', { name: 'Fleet', selected: true }).waitFor();
    await panel('fleet').waitFor({ state: 'visible' });
    expect(await panel('dealership').isVisible()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await panel('dealership').waitFor({ state: 'visible' });
    // The dealership figures typed before are still there.
    expect(await page.getByLabel('Vehicles sold per year').inputValue()).toBe('1,000');
    expect(await result('dealership', 'expected', 'annual')).toBe('€88,342');
  });

  test('draws the 36-month chart with a table of the same values', async () => {
    await open();
    await page.goto(`${baseUrl}/en/roi-calculator`);
    await hydrated(page);
    const chart = panel('fleet').getByRole('img', {
      name: 'Cumulative net benefit over 36 months',
    });
    expect(await chart.locator('polyline').count()).toBe(3);
    await panel('fleet').getByText('Show the values as a table').click();
    const rows = panel('fleet').locator('[data-roi-table] tbody tr');
    expect(await rows.count()).toBe(13);
    expect((await rows.first().innerText()).split('\t').map(plain)).toEqual([
      '0',
      '-€60,000',
      '-€60,000',
      '-€60,000',
    ]);
    // Expected: 33 months of €825 and 27 months of €7,791.67, less €60,000.
    expect(plain((await rows.last().innerText()).split('\t')[2] ?? '')).toBe('€177,600');
    expect(await result('fleet', 'expected', 'net')).toBe('€177,600');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(phone);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shows every formula with its source and links the disclaimer (de)', async () => {
    await open();
    await page.goto(`${baseUrl}/roi-calculator?tab=dealership`);
    await hydrated(page);
    const method = panel('dealership').locator('[data-roi-method]');
    const text = plain(await method.innerText());
    expect(text).toContain(
      'Verkaufte Fahrzeuge × Anstieg der F&I-Abschlussquote (F&I-Abschlussquote im Szenario − F&I-Abschlussquote heute) × Deckungsbeitrag je Verkauf',
    );
    expect(text).toContain('800 × (80 % − 60 %) × 400 € = 64.000 €');
    expect(text).toContain('Zählt ab Monat 4 nach Projektstart.');
    expect(text).toContain('Konservativ 75 % · Erwartet 80 % · Ambitioniert 85 %');
    expect(text).toContain('Konservativ 15 % · Erwartet 20 % · Ambitioniert 25 %');
    expect(text).toContain('Nettonutzen ÷ Projektinvestition, in Prozent');
    const disclaimer = method.getByRole('link', { name: 'Haftungsausschluss zum ROI-Rechner' });
    expect(await disclaimer.getAttribute('href')).toBe('/disclaimer');
    // Each lever links to the definition of the figure it applies.
    const figure = method.getByRole('link', { name: /F&I-Abschlussquote von rund 60 % auf 85 %/ });
    expect(await figure.getAttribute('href')).toBe('/woher-unsere-zahlen-stammen#fiClosingRate');
    await figure.click();
    await page.waitForURL(/woher-unsere-zahlen-stammen#fiClosingRate$/);
    expect(await page.locator('#fiClosingRate').evaluate((heading) => heading.tagName)).toBe('H2');
  });
});

test.describe('ROI calculator without JavaScript', () => {
  const figures = {
    de: {
      vehiclesSold: '1.200',
      fiPenetration: '55,5',
      marginPerSale: '420',
      investment: '40000',
    },
    en: {
      vehiclesSold: '1,200',
      fiPenetration: '55.5',
      marginPerSale: '420',
      investment: '40000',
    },
  } as const;

  for (const locale of ['de', 'en'] as const) {
    const prefix = locale === 'de' ? '' : '/en';
    const calculate = locale === 'de' ? 'Berechnen' : 'Calculate';

    test(`renders the same numbers from its GET form as the JavaScript path (${locale})`, async () => {
      await open();
      await page.goto(`${baseUrl}${prefix}/roi-calculator?tab=dealership`);
      await hydrated(page);
      for (const [field, value] of Object.entries(figures[locale])) {
        await page.locator(`#roi-dealership-${field}`).fill(value);
      }
      const withScript = await allResults('dealership');
      await page.waitForFunction(() => window.location.search.includes('investment=40000'));
      const shared = page.url();

      await open({ javaScriptEnabled: false });
      await page.goto(`${baseUrl}${prefix}/roi-calculator`);
      for (const [field, value] of Object.entries(figures[locale])) {
        await page.locator(`#roi-dealership-${field}`).fill(value);
      }
      await panel('dealership').getByRole('button', { name: calculate }).click();
      await page.waitForURL(/tab=dealership/);
      expect(new URL(page.url()).hash).toBe('#roi-dealership');
      expect(await allResults('dealership')).toEqual(withScript);
      expect(await page.locator('#roi-dealership-vehiclesSold').inputValue()).toBe(
        figures[locale].vehiclesSold,
      );

      // The link the JavaScript path wrote gives the same result to someone else, with or
      // without JavaScript.
      await page.goto(shared);
      expect(await allResults('dealership')).toEqual(withScript);
      await open();
      await page.goto(shared);
      await hydrated(page);
      expect(await allResults('dealership')).toEqual(withScript);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('shows all three calculators, each a form with its own button, and passes axe (de)', async () => {
    await open();
    await withoutPageScripts(page);
    await page.goto(`${baseUrl}/roi-calculator?tab=bank`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(
      false,
    );
    for (const calculator of ['fleet', 'dealership', 'bank'] as const) {
      const form = panel(calculator).getByRole('form');
      expect(await form.isVisible()).toBe(true);
      expect(await form.getByRole('button', { name: 'Berechnen' }).isVisible()).toBe(true);
    }
    expect(
      await page.getByRole('form', { name: 'Ihre Angaben Banken und Finanzierer' }).count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('marks a wrong value and keeps the other figures and a result (en)', async () => {
    await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/en/roi-calculator?tab=fleet&fleetSize=lots&hourlyCost=60`);
    expect(plain(await page.locator('#roi-fleet-fleetSize-error').innerText())).toBe(
      'Please enter a number, for example 1,250 or 2.5.',
    );
    expect(await page.locator('#roi-fleet-fleetSize').inputValue()).toBe('lots');
    expect(await page.locator('#roi-fleet-hourlyCost').inputValue()).toBe('60');
    // 220 (the default) × (1,100 + 600) × 25 % + 400 × 60 × 45 %
    expect(await result('fleet', 'expected', 'annual')).toBe('€104,300');
    expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity/);
  });
});

test.describe('hand-over to the contact page', () => {
  async function sendEnquiry(email: string, consent: RegExp, send: string, keepRoi?: RegExp) {
    await page.locator('[name="name"]').fill('Petra Roth');
    await page.locator('[name="email"]').fill(email);
    await page.locator('[name="company"]').fill('Flotte & Co. KG');
    await page.locator('[name="audience"]').selectOption('fleet');
    await page.locator('[name="subject"]').fill('ROI');
    await page.locator('[name="message"]').fill('Bitte besprechen Sie die Zahlen mit uns.');
    await page.getByLabel(consent).check();
    if (keepRoi) await page.getByLabel(keepRoi).check();
    await fillTimePassed(page);
    await page.getByRole('button', { name: send }).click();
  }

  /** The hand-over as the contact page shows it: each term with its value. */
  async function shownHandover(name: string): Promise<Record<string, string>> {
    const summary = page.getByRole('region', { name });
    const pairs = await summary
      .locator('dl > div')
      .evaluateAll((items) =>
        items.map((item) => [
          item.querySelector('dt')?.textContent ?? '',
          item.querySelector('dd')?.textContent ?? '',
        ]),
      );
    return Object.fromEntries(pairs.map(([term = '', value = '']) => [term, plain(value)]));
  }

  test('carries the expected scenario to the contact page, which stores it with its own consent (en)', async () => {
    await open();
    await page.goto(`${baseUrl}/en/roi-calculator`);
    await hydrated(page);
    await page.getByLabel('Vehicles in the fleet').fill('300');
    const roi = await result('fleet', 'expected', 'roi');
    const total = await result('fleet', 'expected', 'total');
    await panel('fleet').getByRole('link', { name: 'Discuss these results' }).click();
    await page.waitForURL(/\/en\/contact\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      context: 'fleet',
      fleetSize: '300',
      roiPercentage: roi.replace(/[%,]/g, ''),
      totalSavings: total.replace(/[€,]/g, ''),
    });
    await hydrated(page);
    expect(await shownHandover('Your result from the ROI calculator')).toEqual({
      Calculator: 'Fleet',
      'ROI over 3 years': roi,
      'Benefit over 3 years': total,
      'Fleet size': '300',
    });

    const keep = page.getByLabel(/I would like these figures to be stored with my enquiry/);
    expect(await keep.isChecked()).toBe(false);
    await sendEnquiry('petra.roi@example.org', /privacy notice/, 'Send enquiry', /I would like/);
    await page.getByRole('heading', { name: 'Thank you for your enquiry' }).waitFor();
    const [row] = await storedEnquiry('petra.roi@example.org');
    expect(row).toMatchObject({ roi_context: 'fleet', roi_fleet_size: 300 });
    expect(Number(row.roi_percentage)).toBe(Number(roi.replace(/[%,]/g, '')));
    expect(Number(row.roi_total_savings)).toBe(Number(total.replace(/[€,]/g, '')));
  });

  test('stores no figures without that consent, also without JavaScript (de)', async () => {
    await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/roi-calculator?tab=bank`);
    const link = panel('bank').getByRole('link', { name: 'Diese Ergebnisse besprechen' });
    await link.click();
    await page.waitForURL(/\/contact\?context=bank/);
    expect(page.url()).not.toContain('fleetSize');
    expect(await shownHandover('Ihr Ergebnis aus dem ROI-Rechner')).toEqual({
      Rechner: 'Bank / Finanzierer',
      'ROI über 3 Jahre': '39 %',
      'Nutzen über 3 Jahre': '207.900 €',
    });
    await sendEnquiry('bank.roi@example.org', /Datenschutzerklärung/, 'Anfrage senden');
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' }).waitFor();
    const [row] = await storedEnquiry('bank.roi@example.org');
    // The enquiry is stored; the calculator's values are not, since the box was left empty.
    expect(row).toMatchObject({
      roi_context: null,
      roi_fleet_size: null,
      roi_percentage: null,
      roi_total_savings: null,
    });
  });
});
