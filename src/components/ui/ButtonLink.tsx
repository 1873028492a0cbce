import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

const styles = {
  primary: 'bg-accent text-white hover:bg-orange-800',
  secondary: 'border border-brand text-brand-strong hover:bg-surface',
} as const;

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  prefetch,
}: {
  /** A page's internal path (`internalPath(key)`), optionally with a query. */
  href: ComponentProps<typeof Link>['href'];
  children: ReactNode;
  variant?: keyof typeof styles;
  /** `false` for links whose target changes as the visitor types. */
  prefetch?: false;
}) {
  return (
    <Link
      href={href}
      prefetch={prefetch}
      className={`inline-flex items-center justify-center rounded-md px-5 py-3 text-base font-semibold ${styles[variant]}`}
    >
      {children}
    </Link>
  );
}
