/**
 * The site's one card grid (docs-dev/DESIGN.md, "Card grids"): equal fixed columns, as many as the grid's width holds
 * up to its `across`, a short last row's space left empty. For any list: linked cards (./index.tsx), the home page's
 * steps, the trust facts, the reviews. A file of its own so a list without links needs no router.
 */
import type {ReactNode} from 'react';

interface GridProps {
  /** Each item's content and React key; the grid renders the list items. */
  items: readonly {key: string; content: ReactNode; className?: string}[];
  as?: 'ul' | 'ol';
  className?: string;
  itemClassName?: string;
  /** The most items a row holds at any width (the columns: 2 from 34rem of grid width, 3 from 52rem, 4 from 68rem). */
  across?: 2 | 3 | 4;
}

/**
 * A list as a card grid. Left out of the search index: its items sum up pages and sections told in full elsewhere,
 * and a result's excerpt should come from the page's own text.
 */
export function CardGrid({items, as: List = 'ul', className, itemClassName, across = 4}: GridProps) {
  return (
    <div className="site-grid-wrap" data-pagefind-ignore="all">
      <List className={['site-grid', className].filter(Boolean).join(' ')} data-across={across}>
        {items.map((item) => (
          <li key={item.key} className={item.className ?? itemClassName}>
            {item.content}
          </li>
        ))}
      </List>
    </div>
  );
}
