'use client';

import { Check, Link2, Mail, MessageCircle, Share2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { toast, Toaster } from 'sonner';
import { shareTargets, type ShareNetwork } from '@/lib/share';
import { layout, timing } from '@/site/timing';

const networkIcons: Record<
  ShareNetwork,
  ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
> = {
  linkedin: Share2,
  facebook: Share2,
  whatsapp: MessageCircle,
  email: Mail,
};

/**
 * Floating share button (SPEC §4): collapsed by default; opens a panel with LinkedIn, Facebook,
 * WhatsApp, e-mail and copy link. Picking a network closes the panel after 0.5 s; the copy
 * button shows its "copied" state for 2 s. Nothing is loaded from a network before a click.
 */
export function ShareWidget({
  url,
  title,
  description,
}: {
  url: string;
  title: string;
  description: string;
}) {
  const t = useTranslations('Share');
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (action: () => void, ms: number) => {
    timers.current.push(window.setTimeout(action, ms));
  };

  const targets = shareTargets({ url, title, description });

  const pick = (network: ShareNetwork) => {
    const target = targets[network];
    if (network === 'email') {
      window.location.assign(target);
    } else {
      const { width, height } = layout.sharePopup;
      const left = Math.max(0, (window.screen.width - width) / 2);
      const top = Math.max(0, (window.screen.height - height) / 2);
      window.open(
        target,
        'share',
        `noopener,noreferrer,width=${width},height=${height},left=${left},top=${top}`,
      );
    }
    later(() => setOpen(false), timing.sharePanelCloseMs);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t('copied'));
      later(() => setCopied(false), timing.copiedStateMs);
    } catch {
      toast.error(t('copyFailedTitle'), { description: t('copyFailed') });
    }
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-strong"
          aria-label={t('open')}
        >
          <Share2 aria-hidden="true" className="size-5" />
          <span>{t('label')}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="top"
            align="end"
            sideOffset={12}
            aria-label={t('panel')}
            className="z-40 w-64 rounded-lg border border-line bg-white p-3 shadow-xl"
          >
            <div className="flex items-center justify-between px-1 pb-2">
              <p className="font-semibold">{t('panel')}</p>
              <Popover.Close aria-label={t('close')} className="rounded p-1 hover:bg-surface">
                <X aria-hidden="true" className="size-4" />
              </Popover.Close>
            </div>
            <ul className="flex flex-col">
              {(Object.keys(targets) as ShareNetwork[]).map((network) => {
                const NetworkIcon = networkIcons[network];
                return (
                  <li key={network}>
                    <button
                      type="button"
                      onClick={() => pick(network)}
                      className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-surface"
                    >
                      <NetworkIcon aria-hidden className="size-4 text-brand" />
                      {t(`networks.${network}`)}
                    </button>
                  </li>
                );
              })}
              <li>
                <button
                  type="button"
                  onClick={copy}
                  className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-surface"
                >
                  {copied ? (
                    <Check aria-hidden="true" className="size-4 text-brand" />
                  ) : (
                    <Link2 aria-hidden="true" className="size-4 text-brand" />
                  )}
                  <span aria-live="polite">{copied ? t('copiedShort') : t('copy')}</span>
                </button>
              </li>
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Toaster position="bottom-center" richColors closeButton />
    </>
  );
}
