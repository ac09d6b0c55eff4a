/** What every block of the site's structured data shares: the vocabulary and absolute addresses. */
import {business} from '../../business';

export const context = 'https://schema.org';
export const absolute = (path: string) => `${business.url}${path === '/' ? '/' : path}`;
