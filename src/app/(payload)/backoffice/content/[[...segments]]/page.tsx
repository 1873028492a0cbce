import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { importMap } from '../importMap';

interface Args {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams });

/** Every view of the content editor (lists, documents, versions), rendered by the engine. */
export default function ContentEditorPage({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap });
}
