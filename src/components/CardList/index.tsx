/**
 * A grid of linked cards: services, articles, calculators. Every card list keeps one rule (docs-dev/DESIGN.md,
 * "Card grids"): equal fixed columns, as many as the grid's width holds up to its `across`, a short last row's
 * space left empty. `CardGrid` is the same grid for any list (the home page's steps, the trust facts).
 */
import type {ReactNode} from 'react';
import Link from '@site/src/components/SiteLink';
import DotSeparated from '../DotSeparated';
import styles from './styles.module.css';

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

export interface Card {
  title: string;
  text: string;
  to: string;
  /** A short label above the text: "Case study", or a date already formatted. */
  meta?: ReactNode;
  /** A decorative icon from src/components/Icons. */
  icon?: ReactNode;
  /** A line of figures under the meta, e.g. a case study's deal: "Bridging loan · $1.57m · 74.8% LVR · 8 months". */
  facts?: readonly string[];
}

interface Props {
  cards: readonly Card[];
  headingLevel?: 2 | 3 | 4;
  /** On a phone, show each card as one line (icon and title), so a long list stays short. */
  compactOnPhone?: boolean;
  /**
   * A list of articles (guides, case studies, insights, the home page's latest, the resources hub's rows): at most
   * three cards a row, so every list of articles has the same columns and card width at a given width.
   */
  articles?: boolean;
  /** The icon beside the title and text, not above them: a shorter card, for a list a visitor scans. */
  iconBeside?: boolean;
  /**
   * A last tile shown only where it completes the last row (styles.module.css): an odd number of cards in two
   * columns, two over in three. A way on, so the row is full without stretching or hiding a card.
   */
  filler?: ReactNode;
  /** One card across the grid, its title larger from 52rem of grid width: the newest post above its list. */
  featured?: boolean;
}

export default function CardList({
  cards,
  headingLevel = 3,
  compactOnPhone,
  articles,
  iconBeside,
  filler,
  featured,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <CardGrid
      className={
        [compactOnPhone && styles.compact, iconBeside && styles.beside, featured && styles.featured]
          .filter(Boolean)
          .join(' ') || undefined
      }
      itemClassName={styles.card}
      across={articles ? 3 : 4}
      items={[
        ...cards.map((card) => ({
          key: card.to,
          content: (
            <>
              {card.icon && <span className={styles.icon}>{card.icon}</span>}
              <Heading className={styles.title}>
                <Link to={card.to} className={styles.link}>
                  {card.title}
                </Link>
              </Heading>
              {card.meta && <p className={styles.meta}>{card.meta}</p>}
              {card.facts && (
                <p className={styles.facts}>
                  <DotSeparated items={card.facts.map((fact) => ({key: fact, content: fact}))} />
                </p>
              )}
              <p className={styles.text}>{card.text}</p>
            </>
          ),
        })),
        ...(filler ? [{key: 'filler', content: filler, className: styles.filler}] : []),
      ]}
    />
  );
}
