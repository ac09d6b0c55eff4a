/** Shown in place of the form once the enquiry is stored: the reference and what happens next. */
import {useEffect, useRef} from 'react';
import {business} from '../../business';
import {nextSteps} from '../../enquiry/nextSteps';
import styles from './styles.module.css';

export default function Confirmation({reference, name}: {reference: string; name: string}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const firstName = name.trim().split(/\s+/)[0];
  return (
    <div className={styles.confirmation}>
      <h3 ref={heading} tabIndex={-1}>
        Thank you{firstName ? `, ${firstName}` : ''}: your enquiry is with us
      </h3>
      <p>Your reference number is</p>
      <p className={styles.reference} data-testid="enquiry-reference">
        {reference}
      </p>
      <h4>What happens next</h4>
      <ol>
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        If it is urgent, call <a href={business.phone.href}>{business.phone.display}</a> ({business.businessHours}) and
        quote your reference.
      </p>
    </div>
  );
}
