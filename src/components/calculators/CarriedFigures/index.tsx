/**
 * The line at the top of a calculator's form when it opened with figures another calculator left in this tab
 * (../useCarriedFigures.ts): where they came from, which they are in this page's words, and the way back to the
 * page's example.
 */
import styles from '../calculator.module.css';
import {lowerFirst} from '../../../content/lowerFirst';
import {listInWords} from '../../../content/listInWords';

interface Props {
  /** The calculator they came from, by name. */
  from: string;
  /** Each carried figure as this page names it ("Loan amount"), once. */
  nouns: readonly string[];
  onRestore: () => void;
}

export default function CarriedFigures({from, nouns, onRestore}: Props) {
  return (
    <p className={styles.fromReadiness} data-testid="carried-figures">
      {/* The rest said too: a trial's investor took the example's rent, with her own price, for a figure of hers. */}
      From your {lowerFirst(from)}: {listInWords([...new Set(nouns.map(lowerFirst))])}. The other figures are the
      example’s: type your own.{' '}
      <button type="button" className="link-button" onClick={onRestore}>
        Use the example figures instead
      </button>
    </p>
  );
}
