import type { ComponentProps } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';

/** A closing call to action band. */
export function CallToAction({
  id,
  title,
  text,
  button,
  href,
}: {
  id: string;
  title: string;
  text: string;
  button: string;
  href: ComponentProps<typeof ButtonLink>['href'];
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-strong py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-slate-100">{text}</p>
        <div className="mt-8">
          <ButtonLink href={href}>{button}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
