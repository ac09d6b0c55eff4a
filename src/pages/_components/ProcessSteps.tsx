/**
 * How a deal runs with us, in four numbered steps: told once, in these words, on the home page ("How it works") and
 * on About ("How we work for you"), as cards in the grid every list shares.
 */
import {CardGrid} from '@site/src/components/CardList/CardGrid';
import styles from './styles.module.css';

const steps = [
  {
    title: 'Tell us the deal',
    text: 'Call or send a quote request: the amount, the purpose, the security and when you need the funds.',
  },
  {
    title: 'We match lenders',
    text: 'We check the deal against the policies of the lenders we work with and tell you which are realistic.',
  },
  {
    title: 'You choose',
    text: 'You get indicative terms in writing, with rates, fees and conditions side by side, before you pay for a valuation or sign anything.',
  },
  {
    title: 'We run it to settlement',
    text: 'We prepare the application, deal with valuers and credit, and keep you told until the funds land.',
  },
];

/** `across`: 4 on the home page's full width, 2 in About's column beside its licence facts. */
export default function ProcessSteps({across}: {across?: 2 | 4}) {
  return (
    <CardGrid
      as="ol"
      className={styles.steps}
      across={across}
      items={steps.map(({title, text}) => ({
        key: title,
        content: (
          <>
            <h3>{title}</h3>
            <p>{text}</p>
          </>
        ),
      }))}
    />
  );
}
