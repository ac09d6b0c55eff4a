/**
 * The layout of a service page (docs/services/{slug}.mdx): hero with the
 * quote button preselecting the service, the writer's content, related
 * calculators and guides, and the Q&As with their structured data. Plugged in
 * as the services docs section's `docItemComponent`.
 */
import type {ComponentType} from 'react';
import Link from '@docusaurus/Link';
import {DocProvider, useDoc} from '@docusaurus/plugin-content-docs/client';
import type {PropDocContent} from '@docusaurus/plugin-content-docs';
import {PageMetadata} from '@docusaurus/theme-common';
import MDXContent from '@theme/MDXContent';
import servicePageLinks from '@generated/content-index/default/service-page-links.json';
import {calculators} from '../../calculator-pages';
import PageHero from '../PageHero';
import ReadinessPromo from '../ReadinessPromo';
import QuoteCallout from '../QuoteCallout';
import JsonLd from '../JsonLd';
import FaqList from '../FaqList';
import ShareImage from '../ShareImage';
import {questionKey} from '../../content/questionKey';
import {serviceStructuredData} from './structuredData';
import styles from './styles.module.css';

interface ServiceFrontMatter {
  summary: string;
  calculators?: string[];
  guides?: string[];
  faq: {question: string; answer: string}[];
}

function ServiceContent({Body}: {Body: ComponentType}) {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const fm = frontMatter as unknown as ServiceFrontMatter;
  const {guideTitles, faqsPageQuestions} = servicePageLinks;
  const slug = metadata.id;
  const quoteHref = `/contact?service=${slug}`;
  const relatedCalculators = calculators.filter((c) => fm.calculators?.includes(c.slug));
  const relatedGuides = (fm.guides ?? []).filter((g) => guideTitles[g]);

  return (
    <>
      <PageMetadata title={metadata.title} description={metadata.description} />
      <ShareImage title={metadata.title} />
      <JsonLd
        data={serviceStructuredData({
          ...metadata,
          faq: fm.faq.filter((qa) => !faqsPageQuestions.includes(questionKey(qa.question))),
        })}
      />
      <PageHero eyebrow="Services" title={contentTitle ?? metadata.title} quoteHref={quoteHref}>
        <p>{fm.summary}</p>
      </PageHero>
      <nav aria-label="Breadcrumbs" className={`site-container ${styles.breadcrumbs}`} data-pagefind-ignore="all">
        <Link to="/">Home</Link> <span aria-hidden="true">›</span> <Link to="/services">Services</Link>{' '}
        <span aria-hidden="true">›</span> <span aria-current="page">{metadata.title}</span>
      </nav>
      <div className={`site-container ${styles.layout}`}>
        <article className={`markdown ${styles.body}`}>
          <MDXContent>
            <Body />
          </MDXContent>
          <section aria-labelledby="service-faq" className={styles.faq}>
            <h2 id="service-faq">Questions and answers</h2>
            <FaqList items={fm.faq} />
          </section>
        </article>
        <aside className={styles.aside} aria-label="Related tools and guides" data-pagefind-ignore="all">
          <Link to={quoteHref} className="button button--primary button--lg button--block">
            Get a quote
          </Link>
          <ReadinessPromo />
          {relatedCalculators.length > 0 && (
            <section>
              <h2 className={styles.asideHeading}>Related calculators</h2>
              <ul>
                {relatedCalculators.map((c) => (
                  <li key={c.slug}>
                    <Link to={`/tools/${c.slug}`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {relatedGuides.length > 0 && (
            <section>
              <h2 className={styles.asideHeading}>Related guides</h2>
              <ul>
                {relatedGuides.map((g) => (
                  <li key={g}>
                    <Link to={`/resources/guides/${g}`}>{guideTitles[g]}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      <QuoteCallout quoteHref={quoteHref} />
    </>
  );
}

export default function ServicePage({content}: {content: PropDocContent}) {
  return (
    <DocProvider content={content}>
      {/* The docs frame already provides the page's <main>. */}
      <div id="main" className={styles.page}>
        <ServiceContent Body={content} />
      </div>
    </DocProvider>
  );
}
