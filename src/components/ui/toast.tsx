'use client';

import { useSyncExternalStore } from 'react';

type Tone = 'success' | 'warning' | 'error';

interface ToastItem {
  readonly id: number;
  readonly tone: Tone;
  readonly title: string;
  readonly description?: string;
}

interface ToastOptions {
  readonly description?: string;
  /** How long the toast stays, in milliseconds (SPEC: four seconds). */
  readonly duration?: number;
}

const MAX_VISIBLE = 3;
const NONE: readonly ToastItem[] = [];
let items: readonly ToastItem[] = NONE;
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  items = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(tone: Tone, title: string, { description, duration = 4000 }: ToastOptions = {}) {
  lastId += 1;
  const id = lastId;
  publish([...items, { id, tone, title, description }].slice(-MAX_VISIBLE));
  window.setTimeout(() => publish(items.filter((item) => item.id !== id)), duration);
}

/** Short notices at the bottom of the screen, read out by screen readers. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  warning: (title: string, options?: ToastOptions) => show('warning', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
};

const toneClass: Record<Tone, string> = {
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-300 bg-red-50 text-red-900',
};

/** Where the toasts appear; render once in an island that shows toasts. */
export function Toaster() {
  const visible = useSyncExternalStore(
    subscribe,
    () => items,
    () => NONE,
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {visible.map((item) => (
        <div
          key={item.id}
          data-toast={item.tone}
          className={`w-full max-w-sm rounded-lg border px-4 py-3 text-sm shadow-lg ${toneClass[item.tone]}`}
        >
          <p className="font-semibold">{item.title}</p>
          {item.description && <p className="mt-1">{item.description}</p>}
        </div>
      ))}
    </div>
  );
}
