import { chromium } from 'playwright-core';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const [url, out, w, h, full] = process.argv.slice(2);
const page = await (
  await browser.newContext({ viewport: { width: Number(w), height: Number(h) } })
).newPage();
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning')
    console.log('console:', m.type(), m.text().slice(0, 300));
});
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
