export type ShareNetwork = 'linkedin' | 'facebook' | 'whatsapp' | 'email';

export interface SharedPage {
  readonly url: string;
  readonly title: string;
  readonly description: string;
}

/** Share links per network for a page (SPEC §3, share options). */
export function shareTargets({
  url,
  title,
  description,
}: SharedPage): Record<ShareNetwork, string> {
  const encoded = encodeURIComponent(url);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${description}\n\n${url}`)}`,
  };
}
