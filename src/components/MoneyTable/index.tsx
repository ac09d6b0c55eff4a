/**
 * Markdown tables in guides and articles with their money and figure columns
 * right-aligned in tabular figures, so amounts line up by digit. A column
 * counts as figures when every filled cell of its body is one amount, figure,
 * percentage or range of them, with at most a unit and a bracketed aside
 * ("$600,000", "**$2,400,000**", "8% to 9.5% p.a.", "1.98 times",
 * "$5,318 ($63,819 a year)"); formulas and sentences ("5% x 200,000", "8.5%,
 * principal and interest") stay left-aligned like text. Registered for
 * `table` around articles' MDX (src/theme/DocItem/Content,
 * src/theme/BlogPostItem/Content); it runs at build time like the rest of the
 * page and adds no script of its own.
 *
 * A label that ends with its working in brackets, a sum ("Second mortgage
 * ($170,000 + $3,600 + $6,400)"), gets the working as a second, smaller line,
 * so on a phone the label column is a short name, not four lines of figures.
 */
import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';

type Element = ReactElement<{children?: ReactNode; className?: string}>;

const NUMBER = String.raw`\(?[−–-]?\s?\$?\s?\d[\d,]*(\.\d+)?\s?(%|k|m|million|billion)?\)?`;
const UNIT = String.raw`p\.a\.|a year|a month|per month|times|years?|months?`;
const FIGURE = new RegExp(String.raw`^${NUMBER}( to ${NUMBER})?( (${UNIT}))?( \([^()]*\))?$`, 'i');
const EMPTY = /^(|—|–|-|n\/a)$/i;

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

const elements = (node: ReactNode): Element[] => Children.toArray(node).filter(isValidElement) as Element[];

/** The rows of a table section (thead or tbody), each as its cells. */
const rowsOf = (section: Element | undefined): Element[][] =>
  section ? elements(section.props.children).map((row) => elements(row.props.children)) : [];

/** Indexes of the columns whose filled body cells are all single figures. */
export function figureColumns(bodyRows: readonly string[][]): Set<number> {
  const width = Math.max(0, ...bodyRows.map((r) => r.length));
  const columns = new Set<number>();
  for (let i = 0; i < width; i++) {
    const filled = bodyRows.map((r) => (r[i] ?? '').trim()).filter((t) => !EMPTY.test(t));
    if (filled.length > 0 && filled.every((t) => FIGURE.test(t))) columns.add(i);
  }
  return columns;
}

/** A bracketed sum at the end of a label, after its words or a link: at least one operator between figures. */
const WORKING = /^(.*?)\s*(\([^()]*\d[^()]*\s[+−×÷-]\s[^()]*\))$/;

/** A label cell's children with a trailing "(working)" split off onto its own line. */
function withWorking(children: ReactNode): ReactNode {
  const parts = Children.toArray(children);
  const last = parts.at(-1);
  const match = typeof last === 'string' ? WORKING.exec(last) : null;
  if (!match) return children;
  return [
    ...parts.slice(0, -1),
    `${match[1]} `,
    <span key="working" className="site-working">
      {match[2]}
    </span>,
  ];
}

function alignSection(section: Element, columns: Set<number>): Element {
  const body = section.type === 'tbody';
  const rows = elements(section.props.children).map((row, r) =>
    cloneElement(row, {
      key: row.key ?? r,
      children: elements(row.props.children).map((cell, c) =>
        cloneElement(cell, {
          key: cell.key ?? c,
          ...(columns.has(c) && {className: [cell.props.className, 'site-figure'].filter(Boolean).join(' ')}),
          ...(body && c === 0 && {children: withWorking(cell.props.children)}),
        }),
      ),
    }),
  );
  return cloneElement(section, {children: rows});
}

export default function MoneyTable({children, ...props}: {children?: ReactNode}) {
  const sections = elements(children);
  const body = sections.find((s) => s.type === 'tbody');
  const columns = figureColumns(rowsOf(body).map((row) => row.map((cell) => textOf(cell.props.children))));
  return (
    // On a phone a wide table scrolls sideways within the page (.markdown table, src/css/layout.css): a keyboard must
    // reach it to scroll it, and not every browser makes a scrolling box focusable by itself (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <table {...props} tabIndex={0}>
      {sections.map((section, i) => cloneElement(alignSection(section, columns), {key: section.key ?? i}))}
    </table>
  );
}
