/** The full results page for a query: /search?q=... */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}
