/**
 * A service page's indicative terms as Markdown nodes (a table and a dated
 * note), for the remark plugin that replaces <ServiceTerms service="..." />
 * while the MDX is compiled: the page gets plain HTML and no copy of the
 * register in its JavaScript. The table leaves out the rows "At a glance" shows (ServicePage/keyFacts.ts), and is
 * left out where that is every row. The dated note is said once, in plain text under "At a glance" (datedNote).
 */
import {formatMonth} from '../content/formatDate';
import {isServiceSlug, type ServiceSlug} from '../services/records';
import {keyFacts} from '../components/ServicePage/keyFacts';
import {getServiceTerms} from './serviceTerms';

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
    `(no lender publishes them), not an offer, due for review by ${formatMonth(terms.reviewBy)}. ${terms.note}`
  );
}

/** The table (if any row is not under "At a glance") and a line pointing to it, or undefined for a slug that is not a service. */
export function serviceTermsNodes(slug: string): Node[] | undefined {
  if (!isServiceSlug(slug)) return undefined;
  const terms = getServiceTerms(slug);
  const glance = new Set(keyFacts(terms.rows).map((fact) => fact.label));
  const rows = terms.rows.filter((r) => !glance.has(r.label));
  const table: Node = {
    type: 'table',
    align: [null, null],
    children: [row('Item', 'Indicative range'), ...rows.map((r) => row(r.label, r.value))],
  };
  const pointer: Node = {
    type: 'paragraph',
    children: [
      text(
        rows.length > 0
          ? 'The headline ranges, and the date and source of all of them, are under “At a glance” at the top of the page.'
          : 'The ranges, with their date and source, are under “At a glance” at the top of the page.',
      ),
    ],
  };
  return rows.length > 0 ? [table, pointer] : [pointer];
}
