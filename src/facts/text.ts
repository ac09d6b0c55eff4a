/**
 * What <Fact> writes, shared by the React component, the remark plugin, the
 * front matter hook and the content check, so all four agree.
 */
import {formatDate} from '../content/formatDate';
import {getFact} from './register';

/** <Fact id="..." /> or <Fact id="..." asAt /> (attributes in either order, single or double quotes). */
export const factTagPattern = /<Fact\s+(?:(asAt)\s+)?id=(["'])([^"']*)\2\s*(asAt)?\s*\/>/g;

/** What <Fact> writes: the figure, or its as-at date with `asAt`. Throws on an unknown id. */
export function factText(id: string, asAt: boolean): string {
  const fact = getFact(id);
  return asAt ? formatDate(fact.asAt) : fact.text;
}

/** Replaces every <Fact> tag in a string with what the page shows. Throws on an unknown id. */
export function expandFactTags(text: string): string {
  return text.replace(factTagPattern, (_tag, asAtBefore, _quote, id: string, asAtAfter) =>
    factText(id, Boolean(asAtBefore || asAtAfter)),
  );
}
