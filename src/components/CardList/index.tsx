/**
 * A grid of linked cards: services, articles, calculators, in the site's one card grid (./CardGrid.tsx).
 */
import type {ReactNode} from 'react';
import Link from '@site/src/components/SiteLink';
import DotSeparated from '../DotSeparated';
import {CardGrid} from './CardGrid';
import styles from './styles.module.css';

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
