/**
 * Questions and answers as expandable items, and their schema.org FAQPage data
 * from the same list. An answer's links and emphasis are written in Markdown
 * (inlineMarkdown.ts) and shown as the rest of the site shows them. The answers a visitor opened stay open when she
 * comes Back from a link in one: kept in the tab for that history entry only, so a fresh visit opens with all closed.
 * Each question is a heading with an anchor, so a search result or a shared link lands on it, and its answer opens.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {FAQPage, WithContext} from 'schema-dts';
import Link from '../SiteLink';
import {readTab, writeTab} from '../../enquiry/tabStorage';
import {slugify} from '../../content/slugify';
import {parseInline, plainText, type InlineNode} from './inlineMarkdown';
import styles from './styles.module.css';

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

export function faqPageData(items: readonly QuestionAndAnswer[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((qa) => ({
      '@type': 'Question',
      name: qa.question,
      acceptedAnswer: {'@type': 'Answer', text: plainText(parseInline(qa.answer))},
    })),
  } satisfies WithContext<FAQPage>;
}

function render(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    if (node.kind === 'link')
      return (
        <Link key={i} to={node.href}>
          {render(node.children)}
        </Link>
      );
    const Tag = node.kind;
    return <Tag key={i}>{render(node.children)}</Tag>;
  });
}

export default function FaqList({items}: {items: readonly QuestionAndAnswer[]}) {
  // The history entry's own key: Back (or a reload) returns to it, a link to the page makes a new one. The entry a
  // page was loaded into has none: the load's own time stands in, so loading the page by its address starts afresh.
  const {pathname, key, hash} = useLocation();
  const storageKey = `faq-open:${pathname}:${key ?? performance.timeOrigin}`;
  const [open, setOpen] = useState<readonly string[]>([]);
  useEffect(() => {
    const kept = readTab(storageKey);
    const keptOpen: string[] = Array.isArray(kept) ? kept.filter((question) => typeof question === 'string') : [];
    const linked = items.find((qa) => hash === `#${slugify(qa.question)}`)?.question;
    setOpen(linked && !keptOpen.includes(linked) ? [...keptOpen, linked] : keptOpen);
  }, [storageKey, hash, items]);
  const toggle = (question: string, isOpen: boolean) => {
    // Read again: the page's other lists (a service page has one, the FAQs page one per topic) keep theirs there too.
    const kept = readTab(storageKey);
    const others = (Array.isArray(kept) ? kept : []).filter((q) => q !== question);
    writeTab(storageKey, isOpen ? [...others, question] : others);
    setOpen((before) => [...before.filter((q) => q !== question), ...(isOpen ? [question] : [])]);
  };
  return (
    <div>
      {items.map((qa) => (
        <details
          key={qa.question}
          className={styles.qa}
          open={open.includes(qa.question)}
          onToggle={(event) => toggle(qa.question, event.currentTarget.open)}>
          <summary>
            {/* Weighed by search as body text, as before it was a heading: a heading's weight put the FAQs above the
                guides for any question with "how" and "loan" in it (a re-check). */}
            <h3 id={slugify(qa.question)} data-pagefind-weight="1">
              {qa.question}
            </h3>
          </summary>
          <p>{render(parseInline(qa.answer))}</p>
        </details>
      ))}
    </div>
  );
}
