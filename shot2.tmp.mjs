import { chromium } from 'playwright-core';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const [url, prefix, w, h] = process.argv.slice(2);
const page = await (
  await browser.newContext({ viewport: { width: Number(w), height: Number(h) } })
).newPage();
await page.goto(url, { waitUntil: 'networkidle' });
const total = await page.evaluate(() => document.documentElement.scrollHeight);
let i = 0;
for (let y = 0; y < total && i < 6; y += Number(h), i++) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForTimeout(150);
  await page.screenshot({ path: `${prefix}-${i}.png` });
}
console.log('height', total, 'shots', i);
await browser.close();
