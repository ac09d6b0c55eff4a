/**
 * A list laid out as a balanced grid (balancedGrid.ts): every row from the left edge to the right edge (a shorter
 * row's items wider), never a lone last item. Used by the card lists, the
 * home page's steps and trust facts. Left out of the search index: its items sum up pages and sections told in full
 * elsewhere, and a result's excerpt should come from the page's own text.
 */
import type {ReactNode} from 'react';
import {itemVars} from './balancedGrid';

interface Props {
  /** Each item's content and React key; the grid renders the list items. */
  items: readonly {key: string; content: ReactNode}[];
  as?: 'ul' | 'ol';
  className?: string;
  itemClassName?: string;
  /** The item counts of the grids shown with this one as one list, so all share one card width (balancedGrid.ts). */
  family?: readonly number[];
  /** The most items a row holds at any width (balancedGrid.ts). */
  maxAcross?: number;
}

export default function BalancedGrid({items, as: List = 'ul', className, itemClassName, family, maxAcross}: Props) {
  const vars = itemVars(items.length, family, maxAcross);
  return (
    <div className="site-grid-wrap" data-pagefind-ignore="all">
      <List className={['site-grid', className].filter(Boolean).join(' ')}>
        {items.map((item, i) => (
          <li key={item.key} className={itemClassName} style={vars[i]}>
            {item.content}
          </li>
        ))}
      </List>
    </div>
  );
}
