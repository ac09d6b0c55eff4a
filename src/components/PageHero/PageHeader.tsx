/**
 * The top of every reading page: guides, case studies, insights, their lists,
 * the glossary, the FAQs, the policies, search and the not-found page (the
 * "reading" pattern in docs-dev/DESIGN.md, "Page tops"). Breadcrumbs, where a
 * page has them, come before it from src/components/Breadcrumbs (kept out of
 * this component so pages without them don't load them). One structure for all of them: the section as an
 * eyebrow, one H1, the page's description as a standfirst, then a line of
 * facts about the page (byline, dates) and, on a case study, the deal at a
 * glance. Marketing pages use PageHero (the navy band) instead; both share
 * the type scale in src/css/tokens.css.
 */
import type {ReactNode} from 'react';
import styles from './PageHeader.module.css';

interface Props {
  /** The section, e.g. "Guide · Commercial property", "Case study". */
  eyebrow?: string;
  title: string;
  /** The page's description, as a standfirst. */
  lead?: ReactNode;
  /** The byline, dates or a notice, under the standfirst. */
  meta?: ReactNode;
  /** Below the header's text, e.g. the deal at a glance. */
  children?: ReactNode;
  /**
   * The resources hub and every page it lists (guides, case studies, insights, tools, glossary, questions): a light tinted band, so the pages a visitor browses to read look unlike the
   * tools' navy bands and unlike the articles themselves.
   */
  light?: boolean;
}

export default function PageHeader({eyebrow, title, lead, meta, children, light}: Props) {
  return (
    <header
      className={light ? `${styles.header} ${styles.light}` : styles.header}
      data-page-top="reading"
      data-variant={light ? 'light' : undefined}>
      {/* The section label is not the page's text: search excerpts start at the title, not "…and short-term lending". */}
      {eyebrow && (
        <p className={styles.eyebrow} data-pagefind-ignore="all">
          {eyebrow}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {meta && <div className={styles.meta}>{meta}</div>}
      {children}
    </header>
  );
}
