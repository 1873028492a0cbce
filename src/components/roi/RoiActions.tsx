import { useLocale } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import { getPathname } from '@/i18n/navigation';
import {
  handoverQuery,
  resultQuery,
  type Calculator,
  type Inputs,
  type ScenarioResult,
} from '@/lib/roi';
import { internalPath } from '@/site/routes';

/**
 * What to do with a result: discuss it (the contact form, given the expected scenario's figures)
 * or share it (this page with the figures in its URL).
 */
export function RoiActions({
  calculator,
  inputs,
  expected,
  copy,
}: {
  calculator: Calculator;
  inputs: Inputs<Calculator>;
  expected: ScenarioResult;
  copy: RoiCopy;
}) {
  const locale = useLocale();
  const page = getPathname({ href: internalPath('roiCalculator'), locale });
  const shareHref = `${page}?${resultQuery(calculator, inputs, locale)}`;
  const discussHref = {
    pathname: internalPath('contact'),
    query: Object.fromEntries(new URLSearchParams(handoverQuery(calculator, inputs, expected))),
  };
  return (
    <>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <ButtonLink href={discussHref} prefetch={false}>
          {copy.actions.discuss}
        </ButtonLink>
        <a href={shareHref} className="font-semibold text-brand-strong underline" data-roi-share>
          {copy.actions.share}
        </a>
      </div>
      <p className="mt-2 text-sm text-ink-soft">{copy.actions.discussNote}</p>
    </>
  );
}
