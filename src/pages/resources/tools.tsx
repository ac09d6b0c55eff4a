/** /resources/tools: the loan readiness check, then the seven calculators, each with the question it answers. */
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import {ToolsIllustration} from '@site/src/components/Illustrations';
import CalculatorCards from '@site/src/components/CalculatorCards';
import calculatorCards from '@generated/content-index/default/calculator-cards.json';
import QuoteCallout from '@site/src/components/QuoteCallout';
import styles from '../_components/styles.module.css';

export default function ToolsPage() {
  return (
    <Layout
      title="Tools and calculators"
      description="Commercial property, second mortgage, bridging, asset finance, working capital and loan comparison calculators for Australian business borrowers.">
      <main id="main">
        <PageHero eyebrow="Resources" title="Tools and calculators" illustration={<ToolsIllustration />}>
          <p>
            Size a loan before you call. Each calculator answers one question and states its assumptions. Results are
            estimates for general information, not quotes or advice.
          </p>
        </PageHero>
        <section className={`site-container ${styles.section}`} aria-labelledby="all-tools">
          <h2 id="all-tools">All tools and calculators</h2>
          <CalculatorCards calculators={calculatorCards} compactOnPhone={false} />
        </section>
        <QuoteCallout />
      </main>
    </Layout>
  );
}
