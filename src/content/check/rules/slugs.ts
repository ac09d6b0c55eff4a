/**
 * Two files that would publish at the same address. Docusaurus names only the
 * route; this names both files, so the writer knows which to rename.
 */
import path from 'path';
import {routeOf, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

export function checkDuplicateSlugs(files: readonly ContentFile[]): Problem[] {
  const byAddress = new Map<string, ContentFile[]>();
  for (const file of files) {
    if (/(^|\/)_/.test(file.relativePath)) continue; // _partials are not published
    const address = routeOf(file);
    if (address) byAddress.set(address, [...(byAddress.get(address) ?? []), file]);
  }
  return [...byAddress.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((file) => {
        const others = group.filter((f) => f !== file).map((f) => f.relativePath);
        return {
          file: file.relativePath,
          line: 1,
          what: `publishes at the same address as ${others.join(' and ')}`,
          fix: `give one of them another file name or slug (front matter "slug"), e.g. ${path.basename(file.relativePath).replace(/\.mdx?$/, '')}-2`,
        };
      }),
    );
}
