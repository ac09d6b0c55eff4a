/** /resources: each resource type with a short description and its latest items, read from the content. */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@site/src/components/SiteLink';
import type {ContentIndex, Section} from '@site/src/plugins/content-index/types';
import PageHero from '@site/src/components/PageHero';
import {ResourcesIllustration} from '@site/src/components/Illustrations';
import CardList from '@site/src/components/CardList';
import CalculatorCards from '@site/src/components/CalculatorCards';
import {featuredCalculators} from '@site/src/calculators';
import {formatDate} from '@site/src/content/formatDate';
import QuoteCallout from '@site/src/components/QuoteCallout';
import JumpLinks from '@site/src/components/JumpLinks';
import styles from '../styles.module.css';

interface ResourceSectionProps {
  id: HubSectionId;
  to: string;
  description: string;
  section?: Section;
  /** What the section lists when it is not the content's latest items (the calculators). */
  children?: ReactNode;
}

function ResourceSection({id, to, description, section, children}: ResourceSectionProps) {
  return (
    <section className={`site-container ${styles.section}`} aria-labelledby={id}>
      <h2 id={id}>
        <Link to={to}>{hubSections.find((s) => s.id === id)!.title}</Link>
      </h2>
      <p className={styles.sectionIntro}>
        {description}
        {section ? ` ${section.count} so far.` : ''}
      </p>
      {section && section.latest.length > 0 && (
        <CardList
          cards={section.latest.map((p) => ({
            title: p.title,
            text: p.description,
            to: p.permalink,
            meta: p.date && formatDate(p.date),
          }))}
        />
      )}
      {children}
    </section>
  );
}

/** The hub's sections in page order: the jump links at the top and the sections' ids. */
const hubSections = [
  {id: 'hub-guides', title: 'Guides'},
  {id: 'hub-case-studies', title: 'Case studies'},
  {id: 'hub-tools', title: 'Tools and calculators'},
  {id: 'hub-glossary', title: 'Glossary'},
  {id: 'hub-faqs', title: 'FAQs'},
  {id: 'hub-insights', title: 'Market insights'},
] as const;

type HubSectionId = (typeof hubSections)[number]['id'];

export default function ResourcesHubPage({index}: {index: ContentIndex}) {
  return (
    <Layout
      title="Resources for business borrowers"
      description="Guides, case studies, calculators, a glossary, FAQs and market insights on commercial, property and private lending in Australia.">
      <main id="main">
        <PageHero
          eyebrow="Resources"
          title="Understand the loan before you apply"
          illustration={<ResourcesIllustration />}>
          <p>
            Plain-English guides, worked examples and calculators on commercial lending in Australia. Each article shows
            the date it was published or updated, and each rate or range the date it is true as at: check a figure with
            us before you rely on it.
          </p>
        </PageHero>
        {/* On a phone the hub runs several screens: every section one tap from the top. */}
        <JumpLinks label="Resources on this page" links={hubSections} />
        <ResourceSection
          id="hub-guides"
          to="/resources/guides"
          section={index.guides}
          description="In-depth guides to how lenders assess commercial property, business, asset, SMSF and private loans."
        />
        <ResourceSection
          id="hub-case-studies"
          to="/resources/case-studies"
          section={index.caseStudies}
          description="Illustrative examples of how deals are structured: the situation, the obstacle, the loan and the figures."
        />
        <ResourceSection
          id="hub-tools"
          to="/resources/tools"
          description="Seven calculators that show their working. Results are estimates, not quotes.">
          <CalculatorCards calculators={featuredCalculators} />
        </ResourceSection>
        <ResourceSection
          id="hub-glossary"
          to="/resources/glossary"
          description="LVR, DSCR, caveat, balloon, peak debt: the terms lenders use, explained in a sentence or two."
        />
        <ResourceSection
          id="hub-faqs"
          to="/resources/faqs"
          description="Straight answers to the questions business borrowers ask us most, from broker fees to SMSF loans."
        />
        <ResourceSection
          id="hub-insights"
          to="/resources/insights"
          section={index.insights}
          description="How to read the commercial lending market: rate cycles, lender appetite, valuations and private credit."
        />
        <QuoteCallout />
      </main>
    </Layout>
  );
}
