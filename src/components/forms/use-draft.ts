'use client';

import { useEffect, useMemo, type RefObject } from 'react';
import type { Control } from './field-check';

/**
 * Keeps the non-secret fields of a form in this browser (SPEC §4): restored into empty fields on
 * load, saved on blur, cleared once the form has been sent.
 */
export function useDraft(
  form: RefObject<HTMLFormElement | null>,
  key: string,
  fields: readonly string[],
) {
  useEffect(() => {
    if (form.current) restoreDraft(form.current, key, fields);
  }, [form, key, fields]);

  return useMemo(
    () => ({
      save(name: string, value: string) {
        if (!fields.includes(name)) return;
        try {
          window.localStorage.setItem(key, JSON.stringify({ ...readDraft(key), [name]: value }));
        } catch {
          // Storage may be full or disabled; the form works without a draft.
        }
      },
      clear() {
        window.localStorage.removeItem(key);
      },
    }),
    [key, fields],
  );
}

function restoreDraft(form: HTMLFormElement, key: string, fields: readonly string[]): void {
  const elements = form.elements as unknown as Record<string, Control | undefined>;
  const draft = readDraft(key);
  for (const name of fields) {
    const field = elements[name];
    if (field && !field.value && draft[name]) field.value = draft[name];
  }
}

function readDraft(key: string): Record<string, string> {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
