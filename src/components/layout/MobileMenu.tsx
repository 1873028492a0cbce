'use client';

import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { LanguageSwitcher } from './LanguageSwitcher';
import { hrefOf, keyOf, type ResolvedLink } from './nav-types';
import { useIsCurrent } from './use-public-path';

interface MobileMenuProps {
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

/**
 * Menu under 1024 px: a modal `<dialog>` that closes on Escape, on its close button and on
 * navigation; the browser keeps the focus inside and returns it to the menu button.
 */
export function MobileMenu({ links, booking, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const isCurrent = useIsCurrent();
  const id = useId();
  const close = () => dialog.current?.close();

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {open && (
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          onClose={() => setOpen(false)}
          className="fixed inset-x-0 top-20 bottom-0 m-0 h-auto max-h-none w-full max-w-none overflow-y-auto bg-white px-6 py-6 text-ink backdrop:top-20 backdrop:bg-ink/30 lg:hidden"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={`${id}-title`} className="text-lg font-semibold">
                {labels.title}
              </h2>
              <p id={`${id}-description`} className="text-sm text-ink-soft">
                {labels.description}
              </p>
            </div>
            <button
              type="button"
              aria-label={labels.close}
              onClick={close}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={labels.navigation} className="mt-6">
            <ul className="flex flex-col divide-y divide-line border-y border-line">
              {links.map((link) => (
                <li key={keyOf(link)}>
                  <Link
                    href={hrefOf(link)}
                    onClick={close}
                    aria-current={isCurrent(link) && !link.hash ? 'page' : undefined}
                    className="block py-4 text-base font-medium text-ink"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            href={hrefOf(booking)}
            onClick={close}
            className="mt-6 block rounded-md bg-accent px-4 py-3 text-center font-semibold text-white"
          >
            {booking.label}
          </Link>
          <div className="mt-6">
            <LanguageSwitcher />
          </div>
        </dialog>
      )}
    </>
  );
}
