'use client';

import { useActionState } from 'react';
import { usePublicPath } from '@/components/layout/use-public-path';

/**
 * `useActionState` with the page's own URL as the form's `action` before JavaScript has loaded.
 * Without it React writes `action=""`, which HTML does not allow; the server answers the post on
 * the same page either way.
 */
export function usePageActionState<S, P>(
  action: (state: Awaited<S>, payload: P) => S | Promise<S>,
  initial: Awaited<S>,
) {
  return useActionState<S, P>(action, initial, usePublicPath());
}
