import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/site/config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
