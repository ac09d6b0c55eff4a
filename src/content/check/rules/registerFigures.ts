/**
 * A market or legal figure typed into content instead of read from the facts
 * register stops the writers' check (src/facts/check/figures.ts defines what
 * counts). check:facts reports the same figures, with the facts due for review.
 */
import {checkUnregisteredFigures} from '../../../facts/check/figures';
import {proseLines, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

export function checkRegisterFigures(file: ContentFile): Problem[] {
  return checkUnregisteredFigures(file);
}

/**
 * A heading's id is made from its words, a <Fact>'s figure among them ("...-at-60-to-75"): links to the section
 * would break when the register changes, so such a heading needs an id of its own.
 */
export function checkFactHeadings(file: ContentFile): Problem[] {
  const raw = file.body.split('\n');
  return (
    proseLines(file)
      .filter(({text}) => /^#{1,6}\s.*<Fact\b/.test(text))
      // The id is a comment, which prose lines leave out: read the line as written.
      .filter(({line}) => !/\{\/\*\s*#[\w-]+\s*\*\/\}|\{#[\w-]+\}/.test(raw[line - file.bodyLine] ?? ''))
      .map(({line}) => ({
        file: file.relativePath,
        line,
        what: 'a heading with a <Fact />, whose address would change with the figure',
        fix: 'give the heading an id of its own at its end, in words: ## Why lenders cap the LVR {/* #why-lenders-cap-the-lvr */}',
      }))
  );
}
