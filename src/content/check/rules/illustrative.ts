/**
 * A case study is a composite, never a real client: each one shows the
 * visible line "Illustrative example only" in its body (not in a comment or
 * only in front matter), so a reader cannot miss it (brief; ASIC RG 234).
 */
import {proseLines, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

export const illustrativeLabel = /Illustrative example only/;

export function checkIllustrativeLabel(file: ContentFile): Problem[] {
  if (!/^blog\/case-studies\/(?!index\.)[^/]+\.mdx?$/.test(file.relativePath)) return [];
  if (proseLines(file).some(({text}) => illustrativeLabel.test(text))) return [];
  return [
    {
      file: file.relativePath,
      line: file.bodyLine,
      what: 'a case study without its visible "Illustrative example only" label',
      fix: 'start the body with *Illustrative example only: a composite scenario, not a description of a real client or transaction. Figures are indicative.*',
    },
  ];
}
