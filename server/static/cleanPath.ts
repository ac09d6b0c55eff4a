/** "about.html" -> "/about", "index.html" -> "/", "x/index.html" -> "/x": the address a built page answers at. */
export function cleanPathOf(relativeHtmlPath: string): string {
  const withoutExtension = relativeHtmlPath
    .replace(/^\/+/, '')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${withoutExtension}`.replace(/\/+$/, '') || '/';
}
