/** A responsive grid of linked cards: services, articles, calculators. */
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Card {
  title: string;
  text: string;
  to: string;
  meta?: string;
}

export default function CardList({cards, headingLevel = 3}: {cards: readonly Card[]; headingLevel?: 2 | 3}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
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
  );
}
