/**
 * The line at the top of a calculator's form when it opened with figures left in this tab (../useCarriedFigures.ts):
 * its own from earlier in the visit, or another calculator's, named in this page's words; and the way back to the
 * page's example.
 */
import styles from '../calculator.module.css';
import {lowerFirst} from '../../../content/lowerFirst';
import {listInWords} from '../../../content/listInWords';

interface Props {
  /** The calculator they came from, by name. */
  from: string;
  /** Whether they are this calculator's own, from earlier in the visit. */
  own: boolean;
  /** Each carried figure as this page names it ("Loan amount"), once. */
  nouns: readonly string[];
  onRestore: () => void;
}

export default function CarriedFigures({from, own, nouns, onRestore}: Props) {
  return (
    <p className={styles.fromReadiness} data-testid="carried-figures">
      {own ? (
        'Your figures from earlier in this visit.'
      ) : (
        // The rest said too: a trial's investor took the example's rent, with her own price, for a figure of hers.
        <>
          From your {lowerFirst(from)}: {listInWords([...new Set(nouns.map(lowerFirst))])}. The other figures are the
          example’s: type your own.
        </>
      )}{' '}
      <button type="button" className="link-button" onClick={onRestore}>
        Use the example figures instead
      </button>
    </p>
  );
}
