/** The home page: one promise, the services grouped, how it works, every tool, latest content. */
import Layout from '@theme/Layout';
import Link from '@site/src/components/SiteLink';
import type {ContentIndex} from '@site/src/plugins/content-index/types';
import {business} from '@site/src/business';
import PageHero from '@site/src/components/PageHero';
import CardList from '@site/src/components/CardList';
import {postToCard} from '@site/src/components/PostCards';
import {readinessCheck} from '@site/src/readiness/page';
import CalculatorCards from '@site/src/components/CalculatorCards';
import calculatorCards from '@generated/content-index/default/calculator-cards.json';
import QuoteCallout from '@site/src/components/QuoteCallout';
import TrustFacts from '@site/src/components/TrustFacts';
import HeroTrustRow from '@site/src/components/TrustFacts/HeroTrustRow';
import {ReviewsSection} from '@site/src/components/TrustSections';
import {ServiceAreaSection} from '@site/src/components/ServiceArea';
import ServiceGroups from '../ServiceGroups';
import ProcessSteps from '../ProcessSteps';
import MarketRanges from './MarketRanges';
import styles from '../styles.module.css';

const DESCRIPTION =
  'Commercial property, bridging, asset, SMSF and private lending for Australian businesses and commercial property investors, from a broker who reads the deal.';

export default function HomePage({index}: {index: ContentIndex}) {
  // The posts' cards as their lists have them, each naming its kind (the two are mixed here); case studies are
  // composites, not real clients: the card says so (the page itself does too).
  const latest = [
    ...index.caseStudies.latest.map((post) => postToCard(post, {kind: 'Case study (illustrative)', brief: true})),
    ...index.insights.latest.map((post) => postToCard(post, {kind: 'Market insight', brief: true})),
  ];
  return (
    <Layout title={`${business.brandName}: commercial finance broker`} description={DESCRIPTION}>
      <main id="main">
        <PageHero
          eyebrow="Commercial finance broker"
          title="Finance for the deal in front of you, from lenders who want it"
          // Beside the text on a wide screen, under the actions on a narrow one: today's dated rate ranges, which a
          // visitor can use, not decoration.
          illustration={<MarketRanges ranges={index.marketRanges} />}
          illustrationOnNarrow
          proof={<HeroTrustRow />}
          // On the first screen, under Get a quote: a visitor unsure which loan fits starts here rather than at the form.
          secondaryAction={{
            lead: 'Not sure which loan fits?',
            to: readinessCheck.path,
            label: `Take the ${readinessCheck.name.toLowerCase()}`,
          }}>
          <p>
            {business.brandName} arranges commercial property, bridging, asset, SMSF and private loans for Australian
            businesses and investors, from lenders whose policy fits the deal.
          </p>
        </PageHero>

        {/* Below the hero the sections alternate, a full-width tinted band (.site-band) and white: the page has a rhythm. */}
        <div className="site-band">
          <section className={`site-container ${styles.section}`} aria-labelledby="home-services">
            <div className={styles.split}>
              <h2 id="home-services">What we arrange</h2>
              {/* What she gains first; the legal scope (business purposes, or investment other than in residential
                  property) is the footer's and each service page's. */}
              <p className={styles.sectionIntro}>
                Fourteen kinds of business and SMSF property finance, from a first mortgage to a caveat loan that can
                settle within days when the title, valuation and exit plan are straightforward.
              </p>
            </div>
            <ServiceGroups services={index.services} compactOnPhone />
            <Link to="/services" className={styles.moreLink}>
              Compare all services
            </Link>
          </section>
        </div>

        <TrustFacts />
        <ServiceAreaSection />
        <ReviewsSection />

        <div className="site-band">
          <section className={`site-container ${styles.section}`} aria-labelledby="home-steps">
            <h2 id="home-steps">How it works</h2>
            <ProcessSteps />
          </section>
        </div>

        <section className={`site-container ${styles.section} ${styles.tools}`} aria-labelledby="home-tools">
          <h2 id="home-tools">Size the loan before you call</h2>
          <p className={styles.sectionIntro}>Free estimates from your own figures, not quotes.</p>
          {/* Every calculator, the featured ones first: a phone shows only those (styles.module.css, `.tools`). */}
          <CalculatorCards calculators={calculatorCards} />
          <Link to="/resources/tools" className={styles.moreLink}>
            All tools and calculators
          </Link>
        </section>

        {latest.length > 0 && (
          <div className="site-band">
            <section className={`site-container ${styles.section} ${styles.latest}`} aria-labelledby="home-latest">
              <h2 id="home-latest">Latest case studies and insights</h2>
              <CardList compactOnPhone articles cards={latest} />
              <Link to="/resources" className={styles.moreLink}>
                All resources
              </Link>
            </section>
          </div>
        )}

        <section
          className={`site-container ${styles.section} ${styles.split} ${styles.wideOnly}`}
          aria-labelledby="home-why">
          <h2 id="home-why">Why use a broker for business finance</h2>
          <div className={styles.sectionIntro}>
            <p>
              Commercial lending policy differs far more between lenders than home lending does: how much they lend
              against an industrial unit or a childcare centre, whether they accept a low-doc application, how they
              treat a second mortgage. A broker who works across banks, non-bank lenders and private lenders can take
              your deal to the ones whose policy fits it, instead of the one your bank happens to offer.
            </p>
            <p>
              We are paid mostly by commission from the lender that funds your loan: read{' '}
              <Link to="/about#about-paid">how we are paid</Link>.
            </p>
          </div>
        </section>

        <QuoteCallout band />
      </main>
    </Layout>
  );
}
