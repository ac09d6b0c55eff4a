/**
 * Share images (og:image, twitter:image, and the image of articles and
 * calculators): which pages have their own, and where it is. The images are
 * drawn at build time by src/plugins/seo-assets from each page's title.
 */
import {business} from '../business';

export const socialImageSize = {width: 1200, height: 630} as const;

/** Sections whose pages each get their own image, with the label drawn above the title. */
export const socialImageSections = [
  {base: '/services', label: 'Service'},
  {base: '/resources/guides', label: 'Guide'},
  {base: '/resources/case-studies', label: 'Case study (illustrative)'},
  {base: '/resources/insights', label: 'Market insight'},
  {base: '/tools', label: 'Calculator'},
] as const;

/** Pages a blog section generates beside its posts: they share the default image. */
const generatedPages = new Set(['tags', 'authors', 'archive', 'page']);

export const defaultSocialImage = '/img/social/default.png';

/** The page's own image, e.g. /resources/guides/x -> /img/social/resources/guides/x.png, or undefined. */
export function ownSocialImage(pathname: string): {path: string; label: string} | undefined {
  for (const section of socialImageSections) {
    const match = new RegExp(`^${section.base}/([a-z0-9-]+)$`).exec(pathname);
    if (match && !generatedPages.has(match[1]!)) return {path: `/img/social${pathname}.png`, label: section.label};
  }
  return undefined;
}

export function socialImagePath(pathname: string): string {
  return ownSocialImage(pathname)?.path ?? defaultSocialImage;
}

export function socialImageUrl(pathname: string): string {
  return `${business.url}${socialImagePath(pathname)}`;
}
