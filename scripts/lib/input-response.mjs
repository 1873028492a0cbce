/**
 * How fast a page answers typing: types each of `values` into the input `input` (one value
 * at a time, as a change event the page's framework sees) and measures, in the page, the time
 * until the text of `output` changes. Returns the median in milliseconds.
 *
 * @param {import('playwright-core').Page} page
 * @param {{ input: string; output: string; values: string[] }} options
 */
export async function inputResponseMedian(page, { input, output, values }) {
  const times = await page.evaluate(
    async ({ input, output, values }) => {
      const field = document.querySelector(input);
      const target = document.querySelector(output);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!(field instanceof HTMLInputElement) || !target || !setValue) {
        throw new Error(`${input} or ${output} not found`);
      }
      const measured = [];
      for (const value of values) {
        const changed = new Promise((resolve) => {
          new MutationObserver((_, observer) => {
            observer.disconnect();
            resolve(undefined);
          }).observe(target, { characterData: true, childList: true, subtree: true });
        });
        const started = performance.now();
        setValue.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await changed;
        measured.push(performance.now() - started);
      }
      return measured;
    },
    { input, output, values },
  );
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
