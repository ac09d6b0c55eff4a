/**
 * Internal links go to canonical paths. A redirect source or alias (listed in
 * src/site-map.ts) still works for visitors, but costs a redirect and splits
 * search ranking, so the check names the path to write instead.
 */
import {redirectTarget} from '../../../site-map';
import {internalLinks, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

export function checkLinks(file: ContentFile): Problem[] {
  return internalLinks(file).flatMap(({line, target}) => {
    const path = target.split('#')[0]!;
    const canonical = path && redirectTarget(path);
    return canonical
      ? [
          {
            file: file.relativePath,
            line,
            what: `links to ${path}, which only redirects to ${canonical}`,
            fix: `link to ${canonical}`,
          },
        ]
      : [];
  });
}
