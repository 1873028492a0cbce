'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { AddedAddress } from '@/site/routes';

const AddedPages = createContext<readonly AddedAddress[]>([]);

/**
 * The addresses of the pages the owner added, handed to the browser by the layout: the language
 * switcher and the menus need them to name the page being shown, and the browser holds no
 * published content of its own.
 */
export function AddedPagesProvider({
  pages,
  children,
}: {
  pages: readonly AddedAddress[];
  children: ReactNode;
}) {
  return <AddedPages value={pages}>{children}</AddedPages>;
}

/** The addresses of the pages the owner added, the same on the server and in the browser. */
export function useAddedPages(): readonly AddedAddress[] {
  return useContext(AddedPages);
}
