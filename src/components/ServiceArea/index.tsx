/**
 * Where the firm works and who answers, from `business.serviceArea` in
 * src/business.ts: a short section on the home page and two rows in the
 * contact page's details. Like the trust sections (src/components/TrustSections),
 * each renders nothing at all while the owner's value is still the example,
 * so the site never states an invented area or person. The values are props
 * (defaulting to the owner's) so a test can pass a filled one.
 */
import {business, isExampleValue, type Business} from '../../business';
import styles from './styles.module.css';

interface Props {
  serviceArea?: Business['serviceArea'];
  stillExample?: boolean;
}

const defaults = (): Required<Props> => ({
  serviceArea: business.serviceArea,
  stillExample: isExampleValue('serviceArea'),
});

/** Two rows for a description list: "Where we work" and "Who answers". */
export function ServiceAreaRows(props: Props) {
  const {serviceArea, stillExample} = {...defaults(), ...props};
  if (stillExample) return null;
  return (
    <>
      <dt>Where we work</dt>
      <dd>{serviceArea.area}</dd>
      <dt>Who answers</dt>
      <dd>{serviceArea.whoAnswers}</dd>
    </>
  );
}

/** The home page's section: the same two facts, with the office they work from. */
export function ServiceAreaSection(props: Props) {
  const {serviceArea, stillExample} = {...defaults(), ...props};
  if (stillExample) return null;
  return (
    <section className={`site-container ${styles.section}`} aria-labelledby="service-area">
      <h2 id="service-area">Where we work and who answers</h2>
      <dl className={styles.rows}>
        <ServiceAreaRows serviceArea={serviceArea} stillExample={false} />
      </dl>
    </section>
  );
}
