/**
 * What search says when its index does not load. The index is made by
 * `npm run build` (scripts/search-index.mjs), so the development server
 * (`npm run dev`) never has one: there search says so, and what to run,
 * instead of suggesting a passing fault.
 */
import {hasSearchIndex} from './searchEngine';

export const buildOnlyNote = 'Search works only in a built site: run npm run build && npm run serve to try it.';

/** The note for a failed search: the build-only note in development, else the visitor's `message`. */
export function searchUnavailable(message: string): string {
  return hasSearchIndex ? message : buildOnlyNote;
}
