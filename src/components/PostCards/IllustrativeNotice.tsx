import styles from './styles.module.css';

/** The case studies' section: its list, its tag pages and its posts live under this address. */
const caseStudiesPath = '/resources/case-studies';

/** Whether a list or post address is in the case studies' section. */
export const isCaseStudies = (permalink: string) =>
  permalink === caseStudiesPath || permalink.startsWith(`${caseStudiesPath}/`);

/** Said once at the top of a list of case studies (their section page or a tag's page); nothing on other lists. */
export default function IllustrativeNotice({permalink}: {permalink: string}) {
  if (!isCaseStudies(permalink)) return null;
  return (
    <p className={styles.notice}>
      Every case study is an illustrative example: a composite scenario, not a real client or transaction. Figures are
      indicative.
    </p>
  );
}
