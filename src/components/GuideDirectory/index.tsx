/**
 * The guides list, grouped by topic exactly as the guides sidebar is, with
 * each guide's description. Reads the sidebar, so a new guide appears here
 * with no code change. The list page shows no sidebar of its own (its front
 * matter), so the sidebar is read from the docs version. Jump links to the topics open it, as on the hub.
 * Each guide shows its updated date, as on the hub, and its reading time: the content-index plugin writes both
 * (guide-cards.json).
 */
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import CardList, {type Card} from '../CardList';
import MoreToRead from '../CardList/MoreToRead';
import JumpLinks from '../JumpLinks';
import QuoteCallout from '../QuoteCallout';
import {slugify} from '../../content/slugify';
import ArticleMeta from '../CardList/ArticleMeta';
import guideCards from '@generated/content-index/default/guide-cards.json';
import styles from './styles.module.css';

export default function GuideDirectory() {
  const {docs, docsSidebars} = useDocsVersion();
  const toCard = (item: PropSidebarItem): Card[] => {
    if (item.type !== 'link' || !item.docId) return [];
    const details = guideCards[item.href];
    return [
      {
        title: item.label,
        text: docs[item.docId]?.description ?? '',
        to: item.href,
        meta: details && <ArticleMeta {...details} />,
      },
    ];
  };
  const topics = (docsSidebars.guides ?? [])
    .filter((item) => item.type === 'category')
    .map((topic) => ({
      ...topic,
      id: `topic-${slugify(topic.label)}`,
      title: topic.label,
      cards: topic.items.flatMap(toCard),
    }));
  return (
    <>
      <JumpLinks label="Guide topics" links={topics} className="" />
      {topics.map((topic) => (
        <section key={topic.id} aria-labelledby={topic.id} className={styles.topic}>
          <h2 id={topic.id}>{topic.label}</h2>
          {/* A topic with an odd number of guides (SMSF lending's one) ends its two columns with a way on. On a phone
              each guide is its title and date, the descriptions left for wider screens: the list was 11 screens. */}
          <CardList articles compactOnPhone cards={topic.cards} filler={<MoreToRead />} />
        </section>
      ))}
      {/* The list ends as the other four resources lists do: with the way to ask about a deal. */}
      <QuoteCallout />
    </>
  );
}
