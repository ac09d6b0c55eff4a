/** /tools/loan-readiness-check: the loan readiness check, asked and answered in the browser (src/readiness/). */
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import Breadcrumbs, {toolsTrail} from '@site/src/components/Breadcrumbs';
import JsonLd from '@site/src/components/JsonLd';
import ShareImage from '@site/src/components/ShareImage';
import ReadinessCheck from '@site/src/components/ReadinessCheck';
import {readinessCheck} from '@site/src/readiness/page';
import {webApplicationData} from '@site/src/content/structuredData/webApplication';
import styles from '@site/src/components/ReadinessCheck/styles.module.css';

export default function LoanReadinessCheckPage() {
  return (
    <Layout title={readinessCheck.name} description={readinessCheck.description}>
      <ShareImage title={readinessCheck.name} />
      <JsonLd
        data={webApplicationData({
          name: readinessCheck.name,
          description: readinessCheck.description,
          path: readinessCheck.path,
        })}
      />
      <main id="main" className={styles.page}>
        <PageHero
          eyebrow="Tools and calculators"
          breadcrumbs={
            <Breadcrumbs trail={toolsTrail({name: readinessCheck.name, path: readinessCheck.path})} article />
          }
          title={readinessCheck.name}
          className={styles.hero}
          pattern="tool">
          <p>
            Seven to ten questions, mostly a tap each: which business finance may fit, where you stand with lenders,
            what to prepare.
          </p>
        </PageHero>
        <div className="site-container">
          <div className={styles.body}>
            <ReadinessCheck />
            <noscript>
              <p>
                The check needs JavaScript to go past the first question. Without it, the{' '}
                <a href="/contact">quote form</a> works as usual, or call us.
              </p>
            </noscript>
          </div>
        </div>
      </main>
    </Layout>
  );
}
