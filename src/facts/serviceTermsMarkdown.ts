/**
 * A service page's indicative terms as Markdown nodes (a table and a dated
 * note), for the remark plugin that replaces <ServiceTerms service="..." />
 * while the MDX is compiled: the page gets plain HTML and no copy of the
 * register in its JavaScript. The table leaves out the rows "At a glance" shows (ServicePage/keyFacts.ts), and is
 * left out where that is every row: the note, pointing to the strip, qualifies both.
 */
import {formatMonth} from '../content/formatDate';
import {isServiceSlug} from '../services/records';
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

/** The table and the note, or undefined for a slug that is not a service. */
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
  const note: Node = {
    type: 'paragraph',
    children: [
      text('The headline ranges are under “At a glance” at the top of the page. '),
      {
        type: 'emphasis',
        children: [
          text(
            `Indicative only, as at ${formatMonth(terms.asAt)}: market ranges from our own survey of lender policies ` +
              `(no lender publishes them), not an offer, due for review by ${formatMonth(terms.reviewBy)}. ${terms.note}`,
          ),
        ],
      },
    ],
  };
  return rows.length > 0 ? [table, note] : [note];
}
