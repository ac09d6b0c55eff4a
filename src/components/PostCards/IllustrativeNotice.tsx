import styles from './styles.module.css';

/** Said once at the top of a list of case studies (their section page or a tag's page); nothing on other lists. */
export default function IllustrativeNotice({permalink}: {permalink: string}) {
  if (!permalink.startsWith('/resources/case-studies')) return null;
  return (
    <p className={styles.notice}>
      Every case study is an illustrative example: a composite scenario, not a real client or transaction. Figures are
      indicative.
    </p>
  );
}
