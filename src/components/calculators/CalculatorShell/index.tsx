/**
 * The frame every calculator page shares: title and description from the
 * site map, the inputs beside the results, and room below for the schedule
 * and chart. The results region announces changes to screen readers; on a
 * phone, a bar keeps the headline figure in sight while the form is edited.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHero from '../../PageHero';
import JsonLd from '../../JsonLd';
import ShareImage from '../../ShareImage';
import {calculatorPath, calculators, type CalculatorSlug} from '../../../calculator-pages';
import {webApplicationData} from '../../../content/structuredData';
import CalculatorNotes from '../CalculatorNotes';
import ResultBar, {type Headline} from '../ResultBar';
import styles from '../calculator.module.css';

interface Props {
  slug: CalculatorSlug;
  /** The labelled inputs. */
  inputs: ReactNode;
  /** The figures, or undefined while a field needs fixing. */
  results: ReactNode | undefined;
  /** The one or two figures that matter most, kept in sight on a phone (undefined with the results). */
  headline: readonly Headline[] | undefined;
  /** Where the "Talk to a broker" button goes (see brokerLink). */
  brokerHref: string;
  assumptions: ReactNode[];
  /** Schedule, chart or tables shown full width under the results. */
  children?: ReactNode;
  inputsLabel?: string;
  /** Inputs across the full width with the results below them, for side-by-side loans. */
  wide?: boolean;
}

export default function CalculatorShell({
  slug,
  inputs,
  results,
  headline,
  brokerHref,
  assumptions,
  children,
  inputsLabel = 'Your figures',
  wide = false,
}: Props) {
  const calculator = calculators.find((c) => c.slug === slug)!;
  return (
    <Layout title={calculator.name} description={calculator.description}>
      <ShareImage title={calculator.name} />
      <JsonLd
        data={webApplicationData({
          name: calculator.name,
          description: calculator.description,
          path: calculatorPath(calculator.slug),
        })}
      />
      <main id="main" className={styles.page}>
        <PageHero eyebrow="Tools and calculators" title={calculator.name} className={styles.hero} compact>
          <p>{calculator.answers} Change any figure and the results update as you type.</p>
        </PageHero>
        <div className={`site-container ${styles.layout}${wide ? ` ${styles.wide}` : ''}`}>
          <form className={styles.form} aria-label={inputsLabel} onSubmit={(e) => e.preventDefault()} noValidate>
            {inputs}
          </form>
          <section id="results" className={styles.results} aria-labelledby="results-heading" aria-live="polite">
            <h2 id="results-heading">Your estimate</h2>
            {results === undefined ? (
              <p className={styles.fix}>Fix the highlighted fields to see your estimate.</p>
            ) : (
              <>
                {results}
                <Link to={brokerHref} className="button button--primary button--lg button--block">
                  Talk to a broker about this scenario
                </Link>
              </>
            )}
            <CalculatorNotes assumptions={assumptions} />
          </section>
        </div>
        {results !== undefined && children && <div className={`site-container ${styles.detail}`}>{children}</div>}
        <ResultBar headline={results === undefined ? undefined : headline} resultsId="results" />
      </main>
    </Layout>
  );
}
