import type { RouteKey } from './routes';

/** Keys of the `Header` messages used as menu labels. */
export type NavLabel =
  | 'home'
  | 'about'
  | 'ecosystem'
  | 'fleet'
  | 'automotive'
  | 'banking'
  | 'blogs'
  | 'contact'
  | 'services'
  | 'roiCalculator';

export type NavEntry =
  | {
      readonly kind: 'link';
      readonly label: NavLabel;
      readonly route: RouteKey;
      readonly hash?: string;
    }
  | { readonly kind: 'menu'; readonly label: NavLabel; readonly items: readonly RouteKey[] };

/** Desktop header, left to right (SPEC §2, Header desktop). */
export const desktopNavigation: readonly NavEntry[] = [
  { kind: 'link', label: 'home', route: 'home' },
  { kind: 'link', label: 'about', route: 'about' },
  {
    kind: 'menu',
    label: 'ecosystem',
    items: [
      'ecosystemCapabilities',
      'ecosystemPartners',
      'ecosystemPartnerEcosystem',
      'ecosystemCoCreation',
    ],
  },
  { kind: 'menu', label: 'fleet', items: ['fleetServices'] },
  { kind: 'menu', label: 'automotive', items: ['automotiveServices'] },
  { kind: 'menu', label: 'banking', items: ['bankingServices'] },
  { kind: 'menu', label: 'blogs', items: ['blog', 'insights', 'caseStudies', 'resources'] },
  { kind: 'link', label: 'contact', route: 'contact' },
];

/** The home section the mobile "Services" entry scrolls to. */
export const SERVICES_SECTION_ID = 'leistungen';

/** Mobile menu (SPEC §2, Header mobile). */
export const mobileNavigation: readonly NavEntry[] = [
  { kind: 'link', label: 'about', route: 'about' },
  { kind: 'link', label: 'services', route: 'home', hash: SERVICES_SECTION_ID },
  { kind: 'link', label: 'roiCalculator', route: 'roiCalculator' },
  { kind: 'link', label: 'contact', route: 'contact' },
];

/** Footer columns of pages. */
export const footerNavigation = {
  quick: [
    'home',
    'about',
    'services',
    'expertise',
    'roiCalculator',
    'blog',
    'contact',
    'bookConsultation',
  ],
  fleet: [
    'fleetServices',
    'commercialFleets',
    'fleetInsuranceOptimisation',
    'telematicsInsurance',
    'fleetRiskManagement',
  ],
  automotive: ['automotiveServices', 'industryModules', 'embeddedInsuranceConsultant'],
  banking: ['bankingServices', 'embeddedInsuranceStrategy', 'embeddedInsuranceImplementationGuide'],
  legal: ['privacy', 'terms', 'imprint', 'disclaimer', 'sitemap'],
} as const satisfies Record<string, readonly RouteKey[]>;
