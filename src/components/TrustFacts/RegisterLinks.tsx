/** "Check us on the public registers": one link per register check that is not an example (registers.ts). */
import {registerChecks, type RegisterCheck} from './registers';
import styles from './styles.module.css';

export default function RegisterLinks({checks = registerChecks()}: {checks?: readonly RegisterCheck[]}) {
  if (checks.length === 0) return null;
  return (
    <ul className={styles.registers} aria-label="Check us on the public registers">
      {checks.map((check) => (
        <li key={check.id}>
          <a href={check.href} rel="noopener" data-register={check.id}>
            {check.label}
          </a>{' '}
          <span className={styles.searchFor}>(search for {check.searchFor})</span>
        </li>
      ))}
    </ul>
  );
}
