/**
 * The register's MDX tags as plain text, for tools that read content files as
 * text (the content check's word count, front matter strings, check:facts):
 *   <Fact id="rba-cash-rate" />        -> "4.60%"
 *   <Fact id="rba-cash-rate" asAt />   -> "29 September 2026"
 *   <ServiceTerms service="x" />        -> the table's rows and note, one per line
 * The build resolves the same tags (src/plugins/remark-facts), with the same wording.
 */
import type {ServiceSlug} from '../site-map';
import {expandFactTags} from './text';
import {getServiceTerms, servicesWithTerms} from './serviceTerms';

const serviceTermsPattern = /<ServiceTerms\s+service=(["'])([^"']*)\1\s*\/>/g;

/** Replaces <Fact> and <ServiceTerms> tags with their visible text (unknown ids throw). */
export function expandRegisterTags(text: string): string {
  return expandFactTags(text).replace(serviceTermsPattern, (_tag, _quote, service: string) => {
    if (!servicesWithTerms.includes(service as ServiceSlug))
      throw new Error(`Unknown service "${service}" in <ServiceTerms>`);
    const terms = getServiceTerms(service as ServiceSlug);
    return [...terms.rows.map((row) => `${row.label}: ${row.value}`), terms.note].join('\n');
  });
}
