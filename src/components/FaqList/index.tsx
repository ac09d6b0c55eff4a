/**
 * Questions and answers as expandable items, and their schema.org FAQPage data
 * from the same list. An answer's links and emphasis are written in Markdown
 * (inlineMarkdown.ts) and shown as the rest of the site shows them.
 */
import type {ReactNode} from 'react';
import type {FAQPage, WithContext} from 'schema-dts';
import Link from '../SiteLink';
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
  return (
    <div>
      {items.map((qa) => (
        <details key={qa.question} className={styles.qa}>
          <summary>{qa.question}</summary>
          <p>{render(parseInline(qa.answer))}</p>
        </details>
      ))}
    </div>
  );
}
