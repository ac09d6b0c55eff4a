/** /about: who the business is, how it works for clients and how it is paid. */
import Layout from '@theme/Layout';
import Link from '@site/src/components/SiteLink';
import Heading from '@theme/Heading';
import {business, isExampleValue} from '@site/src/business';
import {BrokerFeeLine} from '@site/src/components/Disclosures';
import {BUSINESS_PURPOSE_PHRASE, CREDIT_GUIDE_TIMING} from '@site/src/compliance/creditScope';
import ConsumerCreditLine from '@site/src/components/CreditScope/ConsumerCreditLine';
import PageHero from '@site/src/components/PageHero';
import ProcessSteps from './_components/ProcessSteps';
import {AboutIllustration} from '@site/src/components/Illustrations';
import RegisterLinks from '@site/src/components/TrustFacts/RegisterLinks';
import QuoteCallout from '@site/src/components/QuoteCallout';
import JsonLd from '@site/src/components/JsonLd';
import {webPageData} from '@site/src/content/structuredData/webPage';
import {LenderPanelSection, ReviewsSection, TeamSection} from '@site/src/components/TrustSections';
import styles from './_components/styles.module.css';

const title = 'About us';

/** The licence facts from src/business.ts, one a line; a value the owner has not given is left out. */
const licenceFacts = (
  [
    ['Legal name', business.legalName],
    ['ABN', business.abn],
    ['Authorised credit representative number', business.creditRepresentativeNumber],
    ['Licensee', business.licensee.name],
    ['Australian Credit Licence', business.licensee.australianCreditLicence],
    ['AFCA member number', business.memberships.afcaMemberNumber],
  ] as const
).filter(([, value]) => value.trim() !== '');
const description = `How ${business.brandName} works for business borrowers: who we are, how we choose lenders, how we are paid and how we are licensed.`;

export default function About() {
  // An industry membership is named only once it is real, never while it is an example value.
  const association = !isExampleValue('memberships') ? business.memberships.association : null;
  return (
    <Layout title={title} description={description}>
      <JsonLd data={webPageData({type: 'AboutPage', title, description, path: '/about'})} />
      <main id="main">
        <PageHero
          eyebrow="About us"
          title="Brokers for business borrowers, not a loan shop"
          illustration={<AboutIllustration />}>
          {/* One sentence, so "How we work for you" starts on a phone's first screen; the rest opens that section. */}
          <p>{business.brandName} is an Australian commercial finance broker.</p>
        </PageHero>

        {/* From 997 px the licence facts and how to check them are an aside beside the text, as a guide's contents are. */}
        <div className={`site-container ${styles.aboutBody}`}>
          <div className={styles.aboutMain}>
            <section className={styles.section} aria-label="How we work for you">
              <Heading as="h2" id="about-how">
                How we work for you
              </Heading>
              <p className={styles.prose}>
                We arrange loans for {BUSINESS_PURPOSE_PHRASE}, and SMSF property loans, for companies, trusts,
                self-managed super funds and their owners, and we work for you, the borrower, from the first call to
                settlement.
              </p>
              <ProcessSteps across={2} />
              {/* The rule in a line: the credit guide sets it out in full, and the footer repeats the scope. */}
              <p className={styles.prose}>
                <ConsumerCreditLine />
              </p>
            </section>

            <TeamSection />

            <section className={styles.section} aria-label="The lenders we work with">
              <Heading as="h2" id="about-panel">
                The lenders we work with
              </Heading>
              <div className={styles.prose}>
                <p>
                  We work with a panel of banks, non-bank lenders and private lenders accredited through our licensee. A
                  panel is not the whole market: some lenders only deal direct, and no broker can access every one. If
                  we think a lender outside our panel would suit your deal better, we will say so.
                </p>
                <p>
                  The credit guide we give you names the six lenders we arranged the most credit with in the last
                  financial year. Ask us for it at any time; we give it to you {CREDIT_GUIDE_TIMING}.
                </p>
              </div>
            </section>

            <LenderPanelSection />

            <section className={styles.section} aria-label="How we are paid">
              <Heading as="h2" id="about-paid">
                How we are paid
              </Heading>
              <div className={styles.prose}>
                <p>
                  Most lenders pay a commission, through our licensee, when your loan settles: usually an upfront amount
                  worked out as a percentage of the loan and sometimes an ongoing (trail) amount while the loan is
                  running. With most lenders the commission is not added to what you owe. Some vehicle and equipment
                  financiers work differently: the commission depends on the interest rate agreed, or a brokerage fee is
                  added to the amount financed; where that applies, we tell you the amount and its effect on your
                  repayments before you apply. Our <Link to="/credit-guide">credit guide</Link> sets out the commissions
                  and any fees, and before you apply we tell you in writing what we expect to receive.
                </p>
                <BrokerFeeLine />
              </div>
            </section>
          </div>

          <section className={`${styles.section} ${styles.aboutAside}`} aria-label="Licensing and memberships">
            <Heading as="h2" id="about-licence">
              Licensing and memberships
            </Heading>
            <div className={styles.licenceBox}>
              <dl className={styles.licenceFacts}>
                {licenceFacts.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p>
                If something goes wrong, <Link to="/complaints">tell us first</Link>; if we cannot resolve it, the
                Australian Financial Complaints Authority (AFCA) offers free, independent dispute resolution for
                complaints within its rules (for a business, a small business and a facility within its limits: see{' '}
                <Link to="/complaints">how to complain</Link>).
              </p>
              {association && <p data-testid="industry-association">We are a member of the {association}.</p>}
            </div>
            <Heading as="h3" id="about-check-us">
              How to check us
            </Heading>
            <p>You do not have to take our word for any of this.</p>
            {/* Said while the numbers above are still the examples in src/business.ts: a search for them finds nothing. */}
            {(isExampleValue('creditRepresentativeNumber') || isExampleValue('licensee')) && (
              <p data-testid="check-us-examples">
                The licence and representative numbers on this page are examples until the business enters its own, so
                the registers will not show them yet.
              </p>
            )}
            <ol className={styles.checkSteps}>
              <li>
                Search ASIC&apos;s Professional Registers for our credit representative number or our licensee&apos;s
                Australian Credit Licence number: they list every credit representative and the licensee that authorised
                it.
              </li>
              <li>Search AFCA&apos;s financial firm search: it shows whether a firm is a current member.</li>
              <li>
                If a register does not show what this page says, call ASIC on 1300 300 630 before you deal with us.
              </li>
            </ol>
            <RegisterLinks />
          </section>
        </div>

        <ReviewsSection />

        <QuoteCallout />
      </main>
    </Layout>
  );
}
