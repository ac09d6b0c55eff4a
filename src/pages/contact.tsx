/**
 * /contact: the quote request form first (it starts within the first screen
 * on a phone, and its send button within the second), with the phone number
 * and what happens next beside it. Anything added above the form pushes the
 * send button down: tests/e2e/contact-steps.mobile.spec.ts holds the line.
 */
import Layout from '@theme/Layout';
import Link from '@site/src/components/SiteLink';
import {business, formatAddress} from '@site/src/business';
import {CREDIT_SCOPE_STATEMENT} from '@site/src/compliance/creditScope';
import JsonLd from '@site/src/components/JsonLd';
import {webPageData} from '@site/src/content/structuredData/webPage';
import {useState} from 'react';
import {consumerNextSteps, nextSteps} from '@site/src/enquiry/nextSteps';
import PageHero from '@site/src/components/PageHero';
import QuoteForm from '@site/src/components/QuoteForm';
import {Email} from '@site/src/components/BusinessFact';
import {ServiceAreaRows} from '@site/src/components/ServiceArea';
import styles from './_components/contact.module.css';

const title = 'Contact us and request a quote';
const description =
  'Request a quote for commercial, property, asset or private finance. Tell us about the deal and a broker will come back to you, at no cost.';

export default function Contact() {
  // Set by the form when the readiness check handed over consumer credit: the column then says what happens to that.
  const [consumer, setConsumer] = useState(false);
  return (
    <Layout title={title} description={description}>
      <JsonLd data={webPageData({type: 'ContactPage', title, description, path: '/contact'})} />
      <main id="main">
        {/* The tools' page top: no "Get a quote" button on the quote page itself, and no art; the form follows at once. */}
        {/* A request the check judged consumer credit is not a quote request: we do not arrange that credit. */}
        <PageHero eyebrow="Contact" title={consumer ? 'Send us your answers' : 'Get a quote'} pattern="tool">
          <p>
            A broker replies {business.replyTime}, at no cost. Or call{' '}
            <a href={business.phone.href}>{business.phone.display}</a>.
          </p>
        </PageHero>
        <div className={`site-container ${styles.layout}`}>
          <section id="quote-form" className={styles.formColumn} aria-labelledby="quote-form-title">
            <h2 id="quote-form-title">{consumer ? 'Your answers' : 'Your quote request'}</h2>
            <QuoteForm onConsumer={setConsumer} />
          </section>
          <aside className={styles.details} aria-label="Talk to a broker, and what happens after you send the form">
            <section aria-labelledby="contact-details">
              <h2 id="contact-details">Talk to a broker</h2>
              <a href={business.phone.href} className={styles.phone}>
                {business.phone.display}
              </a>
              <dl>
                <dt>Hours</dt>
                <dd>{business.businessHours}</dd>
                <dt>E-mail</dt>
                <dd>
                  <Email />
                </dd>
                <dt>Office</dt>
                <dd>
                  <address>{formatAddress()}</address>
                </dd>
                <ServiceAreaRows />
              </dl>
            </section>
            <section aria-labelledby="contact-next" className={styles.next}>
              <h2 id="contact-next">After you send it</h2>
              <ol className={styles.steps}>
                {(consumer ? consumerNextSteps : nextSteps).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              {/* The business-purpose statement in full: the quote form's "What the money is for" links here. */}
              <p id="credit-scope" className={styles.small}>
                Before we give you credit assistance you get our <Link to="/credit-guide">credit guide</Link>: who we
                are, how we are paid and how to complain. {CREDIT_SCOPE_STATEMENT} Information on this website is
                general only and does not take into account your objectives, financial situation or needs.
              </p>
            </section>
          </aside>
        </div>
      </main>
    </Layout>
  );
}
