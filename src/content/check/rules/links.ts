/**
 * Internal links go to canonical paths. A redirect source or alias (listed in
 * src/site-map.ts) still works for visitors, but costs a redirect and splits
 * search ranking, so the check names the path to write instead.
 */
import {redirectTarget} from '../../../site-map';
import {frontMatterProse, proseLines, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

/** Markdown links ](/path) and JSX href="/path" or to="/path"; the path stops at ?, # or the closing mark. */
const internalLink = /(?:\]\(\s*<?|\b(?:href|to)=["'])(\/[^)\s"'#?>]*)/g;

export function checkLinks(file: ContentFile): Problem[] {
  // FAQ answers in front matter hold links too (rendered by src/components/FaqList).
  return [...frontMatterProse(file), ...proseLines(file)].flatMap(({line, text}) =>
    [...text.matchAll(internalLink)].flatMap(([, target]) => {
      const canonical = redirectTarget(target!);
      return canonical
        ? [
            {
              file: file.relativePath,
              line,
              what: `links to ${target}, which only redirects to ${canonical}`,
              fix: `link to ${canonical}`,
            },
          ]
        : [];
    }),
  );
}
