/** Questions and answers as expandable items, and their schema.org FAQPage data from the same list. */
import type {FAQPage, WithContext} from 'schema-dts';
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
      acceptedAnswer: {'@type': 'Answer', text: qa.answer},
    })),
  } satisfies WithContext<FAQPage>;
}

export default function FaqList({items}: {items: readonly QuestionAndAnswer[]}) {
  return (
    <div>
      {items.map((qa) => (
        <details key={qa.question} className={styles.qa}>
          <summary>{qa.question}</summary>
          <p>{qa.answer}</p>
        </details>
      ))}
    </div>
  );
}
