/**
 * /resources, under the reading pages' header as every resources list has: each resource type with a short description, a few of its items (the featured guides, the newest
 * case studies and insights, the readiness check and featured calculators, a row of glossary terms, three FAQs) and a
 * "See all" link to its list.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@site/src/components/SiteLink';
import type {ContentIndex, HubExtras} from '@site/src/plugins/content-index/types';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import CardList, {type Card} from '@site/src/components/CardList';
import ArticleMeta from '@site/src/components/CardList/ArticleMeta';
import {postToCard} from '@site/src/components/PostCards';
import CalculatorCards from '@site/src/components/CalculatorCards';
import calculatorCards from '@generated/content-index/default/calculator-cards.json';
import QuoteCallout from '@site/src/components/QuoteCallout';
import JumpLinks from '@site/src/components/JumpLinks';
import styles from '../styles.module.css';
import chips from '@site/src/components/Chips/styles.module.css';
import {QuestionIcon} from '@site/src/components/Icons/topics';

interface ResourceSectionProps {
  id: HubSectionId;
  to: string;
  description: string;
  /** How many the list holds, said after the description. */
  count?: number;
  /** The articles, as cards like their own list's. */
  cards?: readonly Card[];
  /** What the section shows when it is not articles (the tools). */
  children?: ReactNode;
}

function ResourceSection({id, to, description, count, cards = [], children}: ResourceSectionProps) {
  const {title, more} = hubSections.find((s) => s.id === id)!;
  return (
    <section className={`site-container ${styles.section} ${styles.hubSection}`} aria-labelledby={id}>
      <h2 id={id}>
        <Link to={to}>{title}</Link>
      </h2>
      <p className={styles.sectionIntro}>
        {description}
        {count ? ` ${count} so far.` : ''}
      </p>
      {/* On a phone each article is its title and line, as on the guides list: the hub was 9.4 screens. */}
      {cards.length > 0 && <CardList articles compactOnPhone cards={cards} />}
      {children}
      {/* The heading links the list too, but a heading does not look like a link: this does. */}
      <Link to={to} className={styles.moreLink}>
        {more}
      </Link>
    </section>
  );
}

/** The hub's sections in page order: the jump links at the top, the sections' ids and their "See all" links. */
const hubSections = [
  {id: 'hub-guides', title: 'Guides', more: 'See all guides'},
  {id: 'hub-case-studies', title: 'Case studies', more: 'See all case studies'},
  {id: 'hub-tools', title: 'Tools and calculators', more: 'See all tools and calculators'},
  {id: 'hub-glossary', title: 'Glossary', more: 'See the whole glossary'},
  {id: 'hub-faqs', title: 'FAQs', more: 'See all FAQs'},
  {id: 'hub-insights', title: 'Market insights', more: 'See all market insights'},
] as const;

type HubSectionId = (typeof hubSections)[number]['id'];

export default function ResourcesHubPage({index, hub}: {index: ContentIndex; hub: HubExtras}) {
  return (
    <Layout
      title="Resources for business borrowers"
      description="Guides, case studies, calculators, a glossary, FAQs and market insights on commercial, property and private lending in Australia.">
      <main id="main">
        <div className={`site-container ${styles.listTop}`}>
          <Breadcrumbs trail={[{name: 'Resources', path: '/resources'}]} />
          <PageHeader
            light
            eyebrow="Resources"
            title="Understand the loan before you apply"
            lead="Plain-English guides, worked examples and calculators on commercial lending in Australia. Each article shows the date it was published or updated, and each rate or range the date it is true as at: check a figure with us before you rely on it."
          />
        </div>
        {/* On a phone the hub runs several screens: every section one tap from the top. */}
        <JumpLinks label="Resources on this page" links={hubSections} />
        <ResourceSection
          id="hub-guides"
          to="/resources/guides"
          count={index.guides.count}
          cards={index.guides.featured.map(({title, description, permalink, date, minutes}) => ({
            title,
            text: description,
            to: permalink,
            meta: <ArticleMeta date={date} minutes={minutes} />,
          }))}
          description="In-depth guides to how lenders assess commercial property, business, asset, SMSF and private loans."
        />
        <ResourceSection
          id="hub-case-studies"
          to="/resources/case-studies"
          count={index.caseStudies.count}
          cards={index.caseStudies.latest.map((post) => postToCard(post, {brief: true}))}
          description="Illustrative examples of how deals are structured: the situation, the obstacle, the loan and the figures."
        />
        <ResourceSection
          id="hub-tools"
          to="/resources/tools"
          description="The loan readiness check, and calculators that show their working. Results are estimates, not quotes.">
          <CalculatorCards calculators={calculatorCards.filter((c) => c.featured)} />
        </ResourceSection>
        <ResourceSection
          id="hub-glossary"
          to="/resources/glossary"
          description="LVR, DSCR, caveat, balloon, peak debt: the terms lenders use, explained in a sentence or two.">
          <ul className={chips.chips} aria-label="Some of the terms">
            {hub.terms.map((t) => (
              <li key={t.permalink}>
                <Link to={t.permalink} className={chips.chip}>
                  {t.term}
                </Link>
              </li>
            ))}
          </ul>
        </ResourceSection>
        <ResourceSection
          id="hub-faqs"
          to="/resources/faqs"
          description="Straight answers to the questions business borrowers ask us most, from broker fees to SMSF loans.">
          {/* As the tools above: cards with an icon, one line each on a phone. */}
          <CardList
            articles
            compactOnPhone
            cards={hub.questions.map((q) => ({
              title: q.question,
              text: `${q.answer} More under “${q.topic}”.`,
              to: q.permalink,
              icon: <QuestionIcon />,
            }))}
          />
        </ResourceSection>
        <ResourceSection
          id="hub-insights"
          to="/resources/insights"
          count={index.insights.count}
          cards={index.insights.latest.map((post) => postToCard(post, {brief: true}))}
          description="How to read the commercial lending market: rate cycles, lender appetite, valuations and private credit."
        />
        <QuoteCallout />
      </main>
    </Layout>
  );
}
