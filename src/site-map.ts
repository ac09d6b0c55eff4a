/**
 * The site's map: navigation, services, redirects and aliases.
 * One list each, read by the menus, the footer, the server, the hosting
 * rules and the tests, so a route is added or renamed in one place.
 */
import type {ServiceSlug} from './services/records';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavItem extends NavLink {
  /** Entries of a dropdown menu shown on wide screens. */
  menu?: readonly NavLink[];
  /** The item shows as current for any path starting with this prefix. */
  activePrefix?: string;
}

/** The Resources dropdown, in the owner's order. */
export const resourcesMenu: readonly NavLink[] = [
  {label: 'Resources Hub', to: '/resources'},
  {label: 'Guides', to: '/resources/guides'},
  {label: 'Case Studies', to: '/resources/case-studies'},
  {label: 'Tools & Calculators', to: '/resources/tools'},
  {label: 'Glossary', to: '/resources/glossary'},
  {label: 'FAQs', to: '/resources/faqs'},
  {label: 'Market Insights', to: '/resources/insights'},
];

/** The top navigation, shared by the desktop bar, the mobile menu and the footer. */
export const primaryNav: readonly NavItem[] = [
  {label: 'Home', to: '/'},
  {label: 'Services', to: '/services'},
  {label: 'Resources', to: '/resources', menu: resourcesMenu, activePrefix: '/resources'},
  {label: 'About', to: '/about'},
  {label: 'Contact', to: '/contact'},
];

/** The quote button's words are the owner's ("Get Quote" in the top bar, "Get Quote Now" in the mobile menu). */
export const quoteLink = {
  to: '/contact',
  label: 'Get Quote',
  menuLabel: 'Get Quote Now',
  shortLabel: 'Quote',
} as const;

/** The 14 service pages under /services/, from their records. Content: docs/services/{slug}.mdx. */
export {serviceSlugs, type ServiceSlug} from './services/records';
export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

export interface Redirect {
  from: string;
  to: string;
}

/** Old addresses that now live elsewhere (they replace the history entry). */
export const redirects: readonly Redirect[] = [
  {from: '/about-us', to: '/about'},
  {from: '/commercial-property-development', to: '/services/commercial-property-development'},
  {from: '/business-investment-expansion', to: '/services/business-acquisition'},
];

/** Short addresses for the resource sections. */
export const aliases: readonly Redirect[] = [
  {from: '/guides', to: '/resources/guides'},
  {from: '/case-studies', to: '/resources/case-studies'},
  {from: '/tools', to: '/resources/tools'},
  {from: '/glossary', to: '/resources/glossary'},
  {from: '/faqs', to: '/resources/faqs'},
  {from: '/insights', to: '/resources/insights'},
  {from: '/market-insights', to: '/resources/insights'},
];

/**
 * Prefix aliases: every page under `to` is also reachable under `from`
 * (so /case-studies/{slug} works for each case study without listing them).
 */
export const aliasPrefixes: readonly Redirect[] = [{from: '/case-studies/', to: '/resources/case-studies/'}];

/** Every exact redirect and alias, the list the server and the hosting rules (nginx, _redirects) read. */
export const allRedirects: readonly Redirect[] = [...redirects, ...aliases];

/** Where a path redirects to, or undefined when it is not a redirect source. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = allRedirects.find((r) => r.from === path);
  if (exact) return exact.to;
  const prefix = aliasPrefixes.find((r) => path.startsWith(r.from) && path.length > r.from.length);
  return prefix ? prefix.to + path.slice(prefix.from.length) : undefined;
}

/** The legal pages the footer links to (written as src/pages/*.mdx). */
export const legalLinks: readonly NavLink[] = [
  {label: 'Privacy policy', to: '/privacy'},
  {label: 'Credit guide', to: '/credit-guide'},
  {label: 'Complaints and AFCA', to: '/complaints'},
  {label: 'Website terms and disclaimer', to: '/terms'},
  {label: 'Accessibility', to: '/accessibility'},
];
