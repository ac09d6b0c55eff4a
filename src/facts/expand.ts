/**
 * The register's MDX tags as plain text, for tools that read content files as
 * text (the content check's word count, front matter strings, check:facts):
 *   <Fact id="rba-cash-rate" />        -> "3.85%"
 *   <Fact id="rba-cash-rate" asAt />   -> "3 February 2026"
 *   <ServiceTerms service="x" />        -> the table's rows and note, one per line
 * The build resolves the same tags (src/plugins/remark-facts.ts), with the same wording.
 */
import {formatDate} from '../content/formatDate';
import type {ServiceSlug} from '../site-map';
import {getFact} from './register';
import {getServiceTerms, servicesWithTerms} from './serviceTerms';

/** <Fact id="..." /> or <Fact id="..." asAt /> (attributes in either order, single or double quotes). */
export const factTagPattern = /<Fact\s+(?:(asAt)\s+)?id=(["'])([^"']*)\2\s*(asAt)?\s*\/>/g;
const serviceTermsPattern = /<ServiceTerms\s+service=(["'])([^"']*)\1\s*\/>/g;

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

/** Replaces <Fact> and <ServiceTerms> tags with their visible text (unknown ids throw). */
export function expandRegisterTags(text: string): string {
  return expandFactTags(text).replace(serviceTermsPattern, (_tag, _quote, service: string) => {
    if (!servicesWithTerms.includes(service as ServiceSlug))
      throw new Error(`Unknown service "${service}" in <ServiceTerms>`);
    const terms = getServiceTerms(service as ServiceSlug);
    return [...terms.rows.map((row) => `${row.label}: ${row.value}`), terms.note].join('\n');
  });
}
