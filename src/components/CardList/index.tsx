/**
 * A grid of linked cards: services, articles, calculators. The grid is
 * balanced at every width (BalancedGrid): equal-width cards, rows from the
 * left edge, never a lone last card.
 */
import type {ReactNode} from 'react';
import Link from '@site/src/components/SiteLink';
import BalancedGrid from './BalancedGrid';
import styles from './styles.module.css';

export interface Card {
  title: string;
  text: string;
  to: string;
  /** A short label above the text: "Case study", or a date already formatted. */
  meta?: ReactNode;
  /** A decorative icon from src/components/Icons. */
  icon?: ReactNode;
}

interface Props {
  cards: readonly Card[];
  headingLevel?: 2 | 3 | 4;
  /** On a phone, show each card as one line (icon and title), so a long list stays short. */
  compactOnPhone?: boolean;
  /** The card counts of the lists shown with this one, so all share one card width (BalancedGrid). */
  family?: readonly number[];
  /**
   * A list of articles (guides, case studies, insights, the resources hub's rows): at most three cards a row, so
   * every list has the same columns and card width at a given width, whatever its count.
   */
  articles?: boolean;
  /** The icon beside the title and text, not above them: a shorter card, for a list a visitor scans. */
  iconBeside?: boolean;
}

/** The most cards a row in a list of articles (see `articles`). */
const ARTICLES_ACROSS = 3;

export default function CardList({cards, headingLevel = 3, compactOnPhone, family, articles, iconBeside}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <BalancedGrid
      className={[compactOnPhone && styles.compact, iconBeside && styles.beside].filter(Boolean).join(' ') || undefined}
      itemClassName={styles.card}
      family={family}
      maxAcross={articles ? ARTICLES_ACROSS : undefined}
      items={cards.map((card) => ({
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
            <p className={styles.text}>{card.text}</p>
          </>
        ),
      }))}
    />
  );
}
