/**
 * A calculator's page while its interactive version is being built: what it
 * will answer and work out, and a broker who can run the numbers today.
 * Replaced page by page as each calculator lands (issue: the seven calculators).
 */
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {business} from '../../business';
import {calculators, calculatorPath, type CalculatorSlug} from '../../calculator-pages';
import PageHero from '../PageHero';
import QuoteCallout from '../QuoteCallout';
import styles from './styles.module.css';

export default function CalculatorPreview({slug}: {slug: CalculatorSlug}) {
  const calculator = calculators.find((c) => c.slug === slug)!;
  const others = calculators.filter((c) => c.slug !== slug);
  return (
    <Layout title={calculator.name} description={calculator.description}>
      <main id="main">
        <PageHero eyebrow="Tools and calculators" title={calculator.name} pattern="tool">
          <p>{calculator.answers}</p>
        </PageHero>
        <section className={`site-container ${styles.body}`} aria-labelledby="calculator-status">
          <h2 id="calculator-status">This calculator is being prepared</h2>
          <p>
            When it is ready it will work out: {calculator.shows.charAt(0).toLowerCase() + calculator.shows.slice(1)}
          </p>
          <p>
            Until then, a broker can run these numbers with you on the phone in a few minutes. Call{' '}
            <a href={business.phone.href}>{business.phone.display}</a> or <Link to="/contact">request a quote</Link> and
            tell us the amount, the security and the term you have in mind.
          </p>
          <h2>Other calculators</h2>
          <ul>
            {others.map((c) => (
              <li key={c.slug}>
                <Link to={calculatorPath(c.slug)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <QuoteCallout />
      </main>
    </Layout>
  );
}
