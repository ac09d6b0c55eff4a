/**
 * A service page's indicative terms as Markdown nodes (a table and a dated
 * note), for the remark plugin that replaces <ServiceTerms service="..." />
 * while the MDX is compiled: the page gets plain HTML and no copy of the
 * register in its JavaScript. The table leaves out the rows "At a glance" shows (ServicePage/keyFacts.ts). The dated note is said once, in plain text under "At a glance" (datedNote).
 */
import {formatMonth} from '../content/formatDate';
import {lowerFirst} from '../content/lowerFirst';
import {isServiceSlug, type ServiceSlug} from '../services/records';
import {keyFacts} from '../components/ServicePage/keyFacts';
import {getServiceTerms, type ServiceTermsRow} from './serviceTerms';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  align?: null[];
}

const text = (value: string): Node => ({type: 'text', value});
const cell = (value: string): Node => ({type: 'tableCell', children: [text(value)]});
const row = (...values: string[]): Node => ({type: 'tableRow', children: values.map(cell)});

/** What the ranges are, how old and what they assume: one plain line under a service page's "At a glance". */
export function datedNote(slug: ServiceSlug): string {
  const terms = getServiceTerms(slug);
  return (
    `Indicative only, as at ${formatMonth(terms.asAt)}: market ranges from our own survey of lender policies ` +
    `(no lender publishes them), not an offer, due for review by ${formatMonth(terms.reviewBy)}. ` +
    // A rate alone understates a loan's cost (a second read, after ASIC's RG 234): every page says fees are extra.
    `Rates are before fees: establishment and other fees are extra. ${terms.note}`
  );
}

/** A service's terms rows that "At a glance" does not show: what its page's <ServiceTerms /> table holds. */
export function rowsBeyondGlance(slug: ServiceSlug): ServiceTermsRow[] {
  const terms = getServiceTerms(slug);
  const glance = new Set(keyFacts(terms.rows).map((fact) => fact.label));
  return terms.rows.filter((r) => !glance.has(r.label));
}

/**
 * A line pointing to "At a glance" for the headline ranges, then the others in a table (a sentence for one range), or
 * undefined for a slug that is not a service. The pointer leads: a heading over one range read as the service's only
 * terms (a developer's trial: "contains only the mezzanine line"; an SMSF trial: "only residential rows"). A
 * service whose every row is under "At a glance" has no table: its page places no <ServiceTerms /> (the content
 * check's service-sections rule), since a heading over only that pointer would be empty.
 */
export function serviceTermsNodes(slug: string): Node[] | undefined {
  if (!isServiceSlug(slug)) return undefined;
  const rows = rowsBeyondGlance(slug);
  if (rows.length === 0) return [];
  // One range is a sentence: a table of one row under its own heading read as unfinished (a developer's trial).
  const [only] = rows;
  const ranges: Node =
    rows.length === 1 && only
      ? {
          type: 'paragraph',
          children: [{type: 'strong', children: [text(`${only.label}:`)]}, text(` ${lowerFirst(only.value)}.`)],
        }
      : {
          type: 'table',
          align: [null, null],
          children: [row('Item', 'Indicative range'), ...rows.map((r) => row(r.label, r.value))],
        };
  const pointer: Node = {
    type: 'paragraph',
    children: [
      text(
        'The headline ranges, and the date and source of all of them, are under “At a glance” at the top of the page. Beyond them:',
      ),
    ],
  };
  return [pointer, ranges];
}
