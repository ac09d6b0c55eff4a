/**
 * A responsive grid of linked cards: services, articles, calculators. The
 * grid never ends on a lone card: it picks the widest column count (up to
 * four) that leaves at least two cards in the last row, and where a narrower
 * screen still leaves one, that card takes the whole row (styles.module.css).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {balancedColumns} from './balancedColumns';
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

export default function CardList({cards, headingLevel = 3}: {cards: readonly Card[]; headingLevel?: 2 | 3}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} data-columns={balancedColumns(cards.length)}>
        {cards.map((card) => (
          <li key={card.to} className={styles.card}>
            {card.icon && <span className={styles.icon}>{card.icon}</span>}
            <Heading className={styles.title}>
              <Link to={card.to} className={styles.link}>
                {card.title}
              </Link>
            </Heading>
            {card.meta && <p className={styles.meta}>{card.meta}</p>}
            <p className={styles.text}>{card.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
