'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Locale } from '@/site/routes';
import { LanguageSwitcher } from './LanguageSwitcher';
import { isCurrent, type ResolvedLink } from './nav-types';

interface MobileMenuProps {
  readonly locale: Locale;
  readonly links: readonly ResolvedLink[];
  readonly booking: ResolvedLink;
  readonly labels: {
    readonly open: string;
    readonly close: string;
    readonly title: string;
    readonly description: string;
    readonly navigation: string;
  };
}

/** Menu under 1024 px: a dialog that closes on Escape, on its close button and on navigation. */
export function MobileMenu({ locale, links, booking, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={labels.open}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 top-20 z-40 bg-ink/30 lg:hidden" />
        <Dialog.Content className="fixed inset-x-0 top-20 bottom-0 z-50 overflow-y-auto bg-white px-6 py-6 lg:hidden">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{labels.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-soft">
                {labels.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={labels.close}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={labels.navigation} className="mt-6">
            <ul className="flex flex-col divide-y divide-line border-y border-line">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={close}
                    aria-current={
                      isCurrent(link.href, pathname) && !link.href.includes('#')
                        ? 'page'
                        : undefined
                    }
                    className="block py-4 text-base font-medium text-ink"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            href={booking.href}
            onClick={close}
            className="mt-6 block rounded-md bg-accent px-4 py-3 text-center font-semibold text-white"
          >
            {booking.label}
          </Link>
          <div className="mt-6">
            <LanguageSwitcher locale={locale} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
