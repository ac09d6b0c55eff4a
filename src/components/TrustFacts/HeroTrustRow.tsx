/** The home hero's proof row (heroFacts.ts): nothing at all while the owner's data is empty or an example. */
import {heroFacts, type HeroFacts} from './heroFacts';
import styles from './styles.module.css';

export default function HeroTrustRow({facts: shown = heroFacts()}: {facts?: HeroFacts}) {
  const {facts, licence} = shown;
  if (facts.length === 0 && !licence) return null;
  return (
    <div className={styles.heroRow} data-testid="hero-trust">
      {facts.length > 0 && (
        <ul aria-label="Facts you can check">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {licence && <p className={styles.heroLicence}>{licence}</p>}
    </div>
  );
}
