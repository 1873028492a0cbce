import { canonicalKey } from '@/site/routes';
import { AboutView } from './about';
import { BlogView } from './blog';
import { ExpertiseView } from './expertise';
import { HomeView } from './home';
import { ImprintView } from './imprint';
import { LegalView } from './legal';
import { PartnersView } from './partners';
import { ServicesView } from './services';
import { SitemapView } from './sitemap';
import { StandardView } from './standard';
import type { ViewProps } from './types';

/** Renders a page of the registry; pages without a view of their own use the standard one. */
export function PageView(props: ViewProps) {
  switch (canonicalKey(props.routeKey)) {
    case 'home':
      return <HomeView {...props} />;
    case 'about':
      return <AboutView {...props} />;
    case 'services':
      return <ServicesView {...props} />;
    case 'expertise':
      return <ExpertiseView {...props} />;
    case 'ecosystemPartners':
      return <PartnersView {...props} />;
    case 'privacy':
      return <LegalView {...props} document="privacy" />;
    case 'terms':
      return <LegalView {...props} document="terms" />;
    case 'disclaimer':
      return <LegalView {...props} document="disclaimer" />;
    case 'imprint':
      return <ImprintView {...props} />;
    case 'blog':
      return <BlogView locale={props.locale} />;
    case 'sitemap':
      return <SitemapView {...props} />;
    default:
      return <StandardView {...props} />;
  }
}
