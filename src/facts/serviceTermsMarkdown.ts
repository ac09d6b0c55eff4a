/**
 * A service page's indicative terms as Markdown nodes (a table and a dated
 * note), for the remark plugin that replaces <ServiceTerms service="..." />
 * while the MDX is compiled: the page gets plain HTML and no copy of the
 * register in its JavaScript. The wording matches <ServiceTerms> in
 * src/components/ServiceTerms, which TSX pages may still use.
 */
import {formatMonth} from '../content/formatDate';
import {isServiceSlug} from '../services/records';
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
  const table: Node = {
    type: 'table',
    align: [null, null],
    children: [row('Item', 'Indicative range'), ...terms.rows.map((r) => row(r.label, r.value))],
  };
  const note: Node = {
    type: 'paragraph',
    children: [
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
  return [table, note];
}
