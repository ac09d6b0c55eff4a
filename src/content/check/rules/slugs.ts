/**
 * Two files that would publish at the same address. Docusaurus names only the
 * route; this names both files, so the writer knows which to rename.
 */
import path from 'path';
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

/** The section (docs/guides, blog/insights, src/pages) and the address inside it that a file publishes at. */
function addressOf(file: ContentFile): string {
  const parts = file.relativePath.split('/');
  const section = parts.slice(0, parts[0] === 'src' ? 2 : 2).join('/');
  const frontMatterSlug = typeof file.data.slug === 'string' ? file.data.slug.replace(/^\/+|\/+$/g, '') : undefined;
  if (frontMatterSlug !== undefined) return `${section}/${frontMatterSlug}`;
  const inside = parts
    .slice(2)
    .join('/')
    .replace(/\.mdx?$/, '');
  let slug = inside.replace(/(^|\/)index$/, '');
  // Blog posts may start with their date (2026-05-01-name.mdx); the address leaves it out.
  if (parts[0] === 'blog') slug = slug.replace(/(^|\/)\d{4}-\d{2}-\d{2}-/, '$1');
  return `${section}/${slug}`;
}

export function checkDuplicateSlugs(files: readonly ContentFile[]): Problem[] {
  const byAddress = new Map<string, ContentFile[]>();
  for (const file of files) {
    if (/(^|\/)_/.test(file.relativePath)) continue; // _partials are not published
    const address = addressOf(file);
    byAddress.set(address, [...(byAddress.get(address) ?? []), file]);
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
