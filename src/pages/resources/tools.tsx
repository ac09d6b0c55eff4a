/** /resources/tools, with the reading pages' header as every resources list has: the loan readiness check, then every calculator, each with the question it answers. */
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import Breadcrumbs, {toolsTrail} from '@site/src/components/Breadcrumbs';
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
        <div className={`site-container ${styles.listTop}`}>
          <Breadcrumbs trail={toolsTrail()} />
          <PageHeader
            light
            eyebrow="Resources"
            title="Tools and calculators"
            lead="Size a loan before you call. Each calculator answers one question and states its assumptions. Results are estimates for general information, not quotes or advice."
          />
        </div>
        {/* The page's title names the list: no heading repeats it; each tool's title is a heading under the title. */}
        <div className="site-container">
          <CalculatorCards calculators={calculatorCards} compactOnPhone={false} headingLevel={2} />
        </div>
        <QuoteCallout />
      </main>
    </Layout>
  );
}
