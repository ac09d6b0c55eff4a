/** What every block of the site's structured data shares: the vocabulary and absolute addresses. */
import {business} from '../../business';

export const context = 'https://schema.org';
export const absolute = (path: string) => `${business.url}${path === '/' ? '/' : path}`;

/** JSON-LD as a script element's text: `<` escaped so that no string in the data can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
