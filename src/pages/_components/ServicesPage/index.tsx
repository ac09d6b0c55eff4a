/** /services: all fourteen services, grouped, compared on what each is for, size, term, security and speed. */
import Layout from '@theme/Layout';
import type {ContentIndex} from '@site/src/plugins/content-index/types';
import PageHero from '@site/src/components/PageHero';
import {ServicesIllustration} from '@site/src/components/Illustrations';
import {readinessCheck} from '@site/src/readiness/page';
import QuoteCallout from '@site/src/components/QuoteCallout';
import JumpLinks from '@site/src/components/JumpLinks';
import {serviceCategories} from '@site/src/services/records';
import {
  BUSINESS_PURPOSE_PHRASE,
  CONSUMER_CREDIT_STATEMENT,
  CREDIT_SCOPE_STATEMENT,
} from '@site/src/compliance/creditScope';
import ConsumerCreditLine from '@site/src/components/CreditScope/ConsumerCreditLine';
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
          {/* About the services; the scope opens the comparison in a line, and follows it in full. */}
          <p>
            Fourteen kinds of finance, from bridging and commercial property loans to asset, SMSF and caveat loans, side
            by side below. Each page explains what the loan is, who it suits, indicative terms, what lenders ask for and
            the risks to weigh.
          </p>
        </PageHero>
        <section className={`site-container ${styles.section}`} aria-labelledby="all-services">
          <h2 id="all-services">Compare all 14 services</h2>
          {/* Before the services, in a bordered note as a service page puts its own (ServicePage/ScopeNote). */}
          <div className={`credit-scope ${styles.scopeNote}`} data-testid="credit-scope">
            <p>
              Loans for {BUSINESS_PURPOSE_PHRASE} and SMSF property. <ConsumerCreditLine />
            </p>
          </div>
          {/* On a phone the four tables run to a dozen screens: the groups one tap away. */}
          <JumpLinks
            label="Service groups"
            links={serviceCategories.map((category) => ({id: `compare-${category.id}`, title: category.label}))}
            className={styles.serviceJumps}
          />
          <ServiceComparison services={index.services} />
          <p className={styles.compliance}>
            {CREDIT_SCOPE_STATEMENT} {CONSUMER_CREDIT_STATEMENT}
          </p>
        </section>
        <QuoteCallout
          title="Not sure which loan fits?"
          text="Describe the deal and we’ll tell you which options are realistic, and which are not."
          secondaryAction={{
            lead: 'Or see first what may fit:',
            to: readinessCheck.path,
            label: `take the ${readinessCheck.name.toLowerCase()}`,
          }}
        />
      </main>
    </Layout>
  );
}
