/** /contact: the quote request form, and how else to reach the broker. */
import Layout from '@theme/Layout';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {business, formatAddress} from '@site/src/business';
import {CREDIT_SCOPE_STATEMENT} from '@site/src/compliance/creditScope';
import PageHero from '@site/src/components/PageHero';
import QuoteForm from '@site/src/components/QuoteForm';
import JsonLd from '@site/src/components/JsonLd';
import {webPageData} from '@site/src/content/structuredData';
import styles from './_components/contact.module.css';

const title = 'Contact us and request a quote';
const description = `Request a quote for commercial, property, asset or private finance, or call ${business.phone.display}.`;

export default function Contact() {
  // The hero's "Get a quote" jumps to the form: tell the broken-anchor check the id exists.
  useBrokenLinks().collectAnchor('quote-form');
  return (
    <Layout title={title} description={description}>
      <JsonLd data={webPageData({type: 'ContactPage', title, description, path: '/contact'})} />
      <main id="main">
        <PageHero eyebrow="Contact" title="Request a quote" quoteHref="#quote-form">
          <p>
            Tell us about the deal and a broker will come back to you within one business day. There is no cost to ask
            and no obligation.
          </p>
        </PageHero>
        <div className={styles.layout}>
          <section id="quote-form" className={styles.formColumn} aria-labelledby="quote-form-title">
            <h2 id="quote-form-title">Your quote request</h2>
            <QuoteForm />
          </section>
          <aside className={styles.details} aria-labelledby="contact-details">
            <h2 id="contact-details">Talk to a broker</h2>
            <dl>
              <dt>Phone</dt>
              <dd>
                <a href={business.phone.href}>{business.phone.display}</a>
              </dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </dd>
              <dt>Hours</dt>
              <dd>{business.businessHours}</dd>
              <dt>Office</dt>
              <dd>
                <address>{formatAddress()}</address>
              </dd>
            </dl>
            <p className={styles.small}>
              {CREDIT_SCOPE_STATEMENT} Information on this website is general only and does not take into account your
              objectives, financial situation or needs.
            </p>
          </aside>
        </div>
      </main>
    </Layout>
  );
}
