/** /contact: how to reach the broker and request a quote. */
import Layout from '@theme/Layout';
import {business, formatAddress} from '@site/src/business';
import PageHero from '@site/src/components/PageHero';
import styles from './_components/styles.module.css';

export default function Contact() {
  return (
    <Layout
      title="Contact us and request a quote"
      description={`Request a quote for commercial, property, asset or private finance, or call ${business.phone.display}.`}>
      <main id="main">
        <PageHero eyebrow="Contact" title="Request a quote">
          <p>
            Tell us about the deal and a broker will come back to you within one business day. There is no cost to ask
            and no obligation.
          </p>
        </PageHero>
        <section className={styles.section} aria-labelledby="contact-details">
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
        </section>
      </main>
    </Layout>
  );
}
