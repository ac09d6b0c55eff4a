/**
 * The FAQs page (docs/faqs/index.mdx): the questions live in front matter,
 * so the same data renders the expandable list and the FAQPage structured
 * data. Plugged in as the faqs docs section's `docItemComponent`.
 */
import {DocProvider, useDoc} from '@docusaurus/plugin-content-docs/client';
import type {PropDocContent} from '@docusaurus/plugin-content-docs';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import PageHeader from '../PageHero/PageHeader';
import Breadcrumbs from '../Breadcrumbs';
import JsonLd from '../JsonLd';
import QuoteCallout from '../QuoteCallout';
import {quoteHref} from '../../enquiry/quoteLink';
import CreditScope from '../CreditScope';
import JumpLinks from '../JumpLinks';
import FaqList, {faqPageData} from '../FaqList';
import {slugify} from '../../content/slugify';
import styles from './styles.module.css';

interface FaqGroup {
  topic: string;
  questions: {question: string; answer: string}[];
}

function Faqs({Body}: {Body: PropDocContent}) {
  const {metadata, frontMatter} = useDoc();
  const groups = (frontMatter as unknown as {faq_groups: FaqGroup[]}).faq_groups;
  return (
    <>
      <PageMetadata title={metadata.title} description={metadata.description} />
      <JsonLd data={faqPageData(groups.flatMap((group) => group.questions))} />
      <Breadcrumbs
        trail={[
          {name: 'Resources', path: '/resources'},
          // The menu's short name: the H1 says it in full. A section index's permalink ends in "/"; the address does not.
          {name: 'FAQs', path: metadata.permalink.replace(/(.)\/$/, '$1')},
        ]}
      />
      <PageHeader light eyebrow="Resources" title={metadata.title} lead={metadata.description} />
      {/* On a wide screen the topics are a sticky rail beside the questions, as a guide's contents are; on a phone, pills above them. */}
      <div className={styles.body}>
        <JumpLinks
          label="FAQ topics"
          className={styles.topics}
          links={groups.map((group) => ({id: slugify(group.topic), title: group.topic}))}
        />
        <div className={styles.questions}>
          <div className="markdown">
            <MDXContent>
              <Body />
            </MDXContent>
          </div>
          {groups.map((group) => (
            <section key={group.topic} aria-label={group.topic} className={styles.group}>
              <Heading as="h2" id={slugify(group.topic)}>
                {group.topic}
              </Heading>
              <FaqList items={group.questions} />
            </section>
          ))}
          {/* The scope rule after the questions (ahead of them it pushed the first two screens down on a phone), in small type. */}
          <section aria-label="Who we can help" className={`${styles.group} ${styles.legal}`}>
            <Heading as="h2" id="who-we-can-help">
              Who we can help
            </Heading>
            <CreditScope />
          </section>
        </div>
      </div>
      <QuoteCallout
        title="Still have a question?"
        text="Ask a broker. We answer straight, and there is no obligation."
        quoteHref={quoteHref({topic: metadata.title})}
      />
    </>
  );
}

export default function FaqPage({content}: {content: PropDocContent}) {
  return (
    <DocProvider content={content}>
      {/* The docs frame already provides the page's <main>. */}
      <div id="main" className={`site-container ${styles.page}`}>
        <Faqs Body={content} />
      </div>
    </DocProvider>
  );
}
