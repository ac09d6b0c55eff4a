/**
 * The layout of a service page (docs/services/{slug}.mdx): hero with the
 * quote button preselecting the service, the writer's content, related
 * calculators and guides, and the Q&As with their structured data. Plugged in
 * as the services docs section's `docItemComponent`.
 */
import type {ComponentType, ReactNode} from 'react';
import Link from '@site/src/components/SiteLink';
import {DocProvider, useDoc} from '@docusaurus/plugin-content-docs/client';
import type {PropDocContent} from '@docusaurus/plugin-content-docs';
import {PageMetadata} from '@docusaurus/theme-common';
import MDXContent from '@theme/MDXContent';
import Heading from '@theme/Heading';
import {MDXProvider} from '@mdx-js/react';
import type {ServicePageData} from '@site/src/plugins/content-index/types';
import calculatorCards from '@generated/content-index/default/calculator-cards.json';
import Breadcrumbs from '../Breadcrumbs';
import PageHero from '../PageHero';
import RelatedLinks from '../RelatedLinks';
import QuoteCallout from '../QuoteCallout';
import JsonLd from '../JsonLd';
import FaqList from '../FaqList';
import {ArticleTocDesktop, ArticleTocMobile, useArticleToc} from '../ArticleToc';
import ShareImage from '../ShareImage';
import {questionKey} from '../../content/questionKey';
import {business} from '../../business';
import {quoteHref as quoteLink} from '../../enquiry/quoteLink';
import {ServiceIcon} from '../Icons/topics';
import KeyFacts from './KeyFacts';
import ScopeNote from './ScopeNote';
import {serviceRecord, type ServiceScope, type ServiceSlug} from '../../services/records';
import {readinessLinkFor} from '../../readiness/serviceLink';
import {serviceStructuredData} from './structuredData';
import {BUSINESS_ONLY_LINE} from '../../compliance/creditScope';
import styles from './styles.module.css';
import {lowerFirst} from '../../content/lowerFirst';
import {useServiceForCalculators} from '../../enquiry/useServiceForCalculators';

interface ServiceFrontMatter {
  summary: string;
  calculators?: string[];
  guides?: string[];
  faq: {question: string; answer: string}[];
}

/**
 * The service's MDX with one change: <CreditScope /> at the top of a service
 * becomes a short note linking to the credit guide, which states the rule in
 * full (so does the footer of every page), with the declaration or SMSF
 * trustee statement the service's record asks for (ScopeNote).
 */
function ServiceMDX({scope, children}: {scope: ServiceScope; children: ReactNode}) {
  return (
    <MDXContent>
      {/* Merged with the site's MDX components (MDXContent's provider); only CreditScope changes. */}
      <MDXProvider components={{CreditScope: () => <ScopeNote scope={scope} />}}>{children}</MDXProvider>
    </MDXContent>
  );
}

/** The service's MDX with its own data, exported by the remark-service-page plugin (src/plugins/remark-service-page). */
type ServiceContentModule = PropDocContent & {servicePage?: ServicePageData};

const FAQ_ID = 'service-faq';

const noCalculators: string[] = [];

function ServiceContent({Body, data}: {Body: ComponentType; data: ServicePageData}) {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const fm = frontMatter as unknown as ServiceFrontMatter;
  const slug = metadata.id;
  const quoteHref = quoteLink({service: slug});
  // In the page's own order (its front matter), so its own calculator leads.
  const relatedCalculators = (fm.calculators ?? []).flatMap((slug) => calculatorCards.filter((c) => c.slug === slug));
  const {relatedGuides, caseStudy, keyFacts: glance} = data;
  // Its own calculator (the first in the front matter) also under the hero's buttons: on a phone the related links
  // are screens down, and a visitor not ready to ask for a quote can estimate first.
  const ownCalculator = relatedCalculators[0];
  useServiceForCalculators(slug, fm.calculators ?? noCalculators);
  // The page's sections for "On this page" (under the key facts on a phone, atop the right column from 997 px), in
  // the page's order: the text's H2s, then the questions after it.
  const sections = [
    ...useArticleToc().map((node) => ({...node, children: []})),
    {value: 'Questions and answers', id: FAQ_ID, level: 2, children: []},
  ];

  return (
    <>
      <PageMetadata title={metadata.title} description={metadata.description} />
      <ShareImage title={metadata.title} />
      <JsonLd
        data={serviceStructuredData({
          ...metadata,
          faq: fm.faq.filter((qa) => !data.questionsOnFaqsPage.includes(questionKey(qa.question))),
        })}
      />
      <PageHero
        eyebrow="Services"
        title={contentTitle ?? metadata.title}
        quoteHref={quoteHref}
        // Its own calculator, a text link under the buttons as the home page's readiness check is (Get a quote stays
        // the one filled button), after the answer it gives for its opening figures (src/calculators/examples.ts),
        // so a visitor sees it works out dollars, not only a rate.
        secondaryAction={
          ownCalculator && data.calculatorAction
            ? {
                lead: data.calculatorExample ? `${data.calculatorExample}.` : 'No two deals are alike.',
                to: ownCalculator.path,
                // "Asset finance ROI calculator" -> "asset finance ROI calculator": only the first letter, to keep
                // acronyms.
                label: `${data.calculatorAction} in the ${lowerFirst(ownCalculator.name)}`,
              }
            : undefined
        }
        // The service's own icon drawn large beside the text on a wide screen, as /services and /about have a drawing.
        illustration={
          <span className={styles.heroIcon}>
            <ServiceIcon name={serviceRecord(slug as ServiceSlug).icon} />
          </span>
        }
        breadcrumbs={
          <Breadcrumbs
            trail={[
              {name: 'Services', path: '/services'},
              {name: metadata.title, path: metadata.permalink},
            ]}
            article
          />
        }>
        <p>{fm.summary}</p>
        {/* SMSF loans are the rule's exception: their note in the text says who they are for. */}
        {serviceRecord(slug as ServiceSlug).scope !== 'smsf-trustee' && (
          <p className={styles.heroScope} data-pagefind-ignore="all">
            {BUSINESS_ONLY_LINE}
          </p>
        )}
      </PageHero>
      <KeyFacts facts={glance.facts} note={glance.note} readinessHref={readinessLinkFor(slug as ServiceSlug)}>
        <ArticleTocMobile nodes={sections} className={styles.toc} />
      </KeyFacts>
      {/*
        One order at every width: the text (its opening says what the loan is for), then the questions, the related
        calculators and guides and the case study. From 997 px "On this page" and the quote card stand beside them in
        a column of their own and stay in view down the page; on a phone they give way to "On this page" under the key
        facts and the closing call to action (styles.module.css).
      */}
      <div className={`site-container ${styles.layout}`}>
        <div className={styles.pinned} data-pagefind-ignore="all">
          <ArticleTocDesktop nodes={sections} className={styles.railToc} deepest={2} />
          <section className={styles.quoteCard} aria-labelledby="service-quote">
            <h2 id="service-quote" className={styles.quoteHeading}>
              Ask about {lowerFirst(metadata.title)}
            </h2>
            <p>A broker reads the deal and replies {business.replyTime}, with the lenders worth approaching.</p>
            <Link to={quoteHref} className="button button--primary button--lg button--block">
              Get a quote
            </Link>
            <a href={business.phone.href} className={styles.call}>
              or call {business.phone.display}
            </a>
          </section>
        </div>
        <article className={`markdown ${styles.body}`}>
          <ServiceMDX scope={serviceRecord(slug as ServiceSlug).scope}>
            <Body />
          </ServiceMDX>
        </article>
        <section aria-label="Questions and answers" className={styles.faq}>
          {/* The theme's heading: "On this page" links here, so the build checks the anchor, and it clears the header. */}
          <Heading as="h2" id={FAQ_ID}>
            Questions and answers
          </Heading>
          <FaqList items={fm.faq} />
        </section>
        <div className={styles.related}>
          <RelatedLinks
            heading={relatedCalculators.length > 0 ? 'Related calculators and guides' : 'Related guides'}
            links={[
              ...relatedCalculators.map((c) => ({kind: 'Calculator', label: c.name, to: c.path})),
              ...relatedGuides.map((g) => ({kind: 'Guide', label: g.title, to: `/resources/guides/${g.slug}`})),
            ]}
          />
        </div>
        {caseStudy && (
          <section className={styles.caseStudy} aria-labelledby="service-case-study" data-pagefind-ignore="all">
            <h2 id="service-case-study" className={styles.caseStudyHeading}>
              Case study (illustrative)
            </h2>
            <p className={styles.caseStudyTitle}>
              <Link to={caseStudy.permalink}>{caseStudy.title}</Link>
            </p>
            <p className={styles.caseStudyText}>{caseStudy.description}</p>
          </section>
        )}
      </div>
      <div className={styles.closing}>
        <QuoteCallout quoteHref={quoteHref} />
      </div>
    </>
  );
}

export default function ServicePage({content}: {content: ServiceContentModule}) {
  const data = content.servicePage;
  // Thrown while the pages are rendered at build time, so the build stops rather than ship a page without its data.
  if (!data) {
    throw new Error(
      `Service page ${content.metadata.source}: no servicePage export. The remark-service-page plugin must be in the ` +
        "services section's remark plugins, and Docusaurus must still pass a content module's named exports on `content`.",
    );
  }
  return (
    <DocProvider content={content}>
      {/* The docs frame already provides the page's <main>. */}
      <div id="main" className={styles.page}>
        <ServiceContent Body={content} data={data} />
      </div>
    </DocProvider>
  );
}
