'use client';

import type { ComponentProps } from 'react';
import { usePageActionState } from './use-page-action';

/**
 * A form posting to a server action that has no state to show (it redirects or refreshes the
 * page), with the page's URL as its `action` before JavaScript has loaded.
 */
export function PageForm({
  action,
  ...props
}: Omit<ComponentProps<'form'>, 'action'> & {
  action: (state: unknown, data: FormData) => Promise<void>;
}) {
  const [, formAction] = usePageActionState<void, FormData>(action, undefined);
  return <form action={formAction} {...props} />;
}
