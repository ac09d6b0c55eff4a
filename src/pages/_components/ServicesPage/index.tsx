/** /services: all fourteen services, grouped, compared on what each is for, size, term, security and speed. */
import Layout from '@theme/Layout';
import type {ContentIndex} from '@site/src/plugins/content-index/types';
import PageHero from '@site/src/components/PageHero';
import {ServicesIllustration} from '@site/src/components/Illustrations';
import QuoteCallout from '@site/src/components/QuoteCallout';
import {CONSUMER_CREDIT_STATEMENT, CREDIT_SCOPE_STATEMENT} from '@site/src/compliance/creditScope';
import ServiceComparison from '../ServiceComparison';
import styles from '../styles.module.css';

export default function ServicesPage({index}: {index: ContentIndex}) {
  return (
    <Layout
      title="Commercial finance services"
      description="Commercial property, bridging, working capital, asset and equipment, SMSF, private and caveat lending: what each loan is for and who it suits.">
      <main id="main">
        <PageHero
          eyebrow="Services"
          title="Business finance, matched to the deal"
          illustration={<ServicesIllustration />}>
          <p>
            {CREDIT_SCOPE_STATEMENT} Each page explains what the loan is, who it suits, indicative terms, what lenders
            ask for and the risks to weigh.
          </p>
        </PageHero>
        <section className={`site-container ${styles.section}`} aria-labelledby="all-services">
          <h2 id="all-services">Compare all 14 services</h2>
          <ServiceComparison services={index.services} />
          <p className={styles.compliance}>{CONSUMER_CREDIT_STATEMENT}</p>
        </section>
        <QuoteCallout
          title="Not sure which loan fits?"
          text="Describe the deal and we’ll tell you which options are realistic, and which are not."
        />
      </main>
    </Layout>
  );
}
