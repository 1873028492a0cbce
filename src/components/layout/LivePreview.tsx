import { previewing } from '@/next/content/preview';
import { LivePreviewRefresh } from './LivePreviewRefresh';

/** A preview of drafts follows the editor as it saves; a visitor's page loads nothing for it. */
export async function LivePreview() {
  return (await previewing()) ? <LivePreviewRefresh /> : null;
}
