'use client';

import { Check, Link2, Mail, MessageCircle, Share2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { toast, Toaster } from '@/components/ui/toast';
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
 * button shows its "copied" state for 2 s. Escape and a click elsewhere close the panel. Nothing
 * is loaded from a network before a click.
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
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
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
      <button
        ref={trigger}
        type="button"
        aria-label={t('open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-strong"
      >
        <Share2 aria-hidden="true" className="size-5" />
        <span>{t('label')}</span>
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={t('panel')}
          tabIndex={-1}
          className="fixed right-4 bottom-20 z-40 w-64 rounded-lg border border-line bg-white p-3 shadow-xl"
        >
          <div className="flex items-center justify-between px-1 pb-2">
            <p className="font-semibold">{t('panel')}</p>
            <button
              type="button"
              aria-label={t('close')}
              onClick={() => {
                setOpen(false);
                trigger.current?.focus();
              }}
              className="rounded p-1 hover:bg-surface"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
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
        </div>
      )}
      <Toaster />
    </>
  );
}
