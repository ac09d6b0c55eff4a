/**
 * Shown in place of the form once the enquiry is stored: the reference, what
 * happens next, and step two (the optional details), when the server issued
 * its secret.
 */
import {lazy, Suspense, useEffect, useId, useRef, type ComponentType} from 'react';
import type {DetailsFormProps} from './DetailsForm';
import {business} from '../../business';
import type {FieldName} from '../../enquiry/fields';
import {consumerNextSteps, nextSteps} from '../../enquiry/nextSteps';
import styles from './styles.module.css';

/**
 * Step two's form is fetched when it is needed (the form starts fetching it
 * as step one is sent: see loadDetailsForm), so /contact's first load does not
 * carry it. If it cannot be fetched, the confirmation stands without it.
 */
export const loadDetailsForm = () => import('./DetailsForm');
const DetailsForm = lazy<ComponentType<DetailsFormProps>>(() => loadDetailsForm().catch(() => ({default: () => null})));

interface Props {
  reference: string;
  name: string;
  /** Step two's secret; without it (details already added) step two is not offered. */
  detailsToken?: string;
  /** What the visitor or a tool already gave for step two's fields, to start from. */
  details: Partial<Record<FieldName, string>>;
  /** The readiness check judged the loan consumer credit: the steps say what happens to that, and no step two. */
  consumer?: boolean;
}

/**
 * "Alex" from "Alex Citizen", "Dr Nguyen" from "Dr. Lan Nguyen": a title alone ("Thank you, Mr.") is no one's name.
 * A couple, "Tom and Jess" or "Tom & Jess Lee", is thanked as both; "Mr and Mrs Smith" as "Mr and Mrs Smith".
 */
export function greetingName(name: string): string | undefined {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const isTitle = (word = '') => /^(mr|mrs|ms|miss|mx|dr|prof)\.?$/i.test(word);
  if (words.length > 2 && /^(and|&)$/i.test(words[1]!)) {
    const both = `${words[0]} and ${words[2]}`;
    // "Mr and Mrs Smith" by their surname; "Mr and Mrs" alone names no one.
    if (!isTitle(words[0]) && !isTitle(words[2])) return both;
    return words.length > 3 ? `${both} ${words.at(-1)}` : undefined;
  }
  if (words.length > 1 && isTitle(words[0])) return `${words[0]} ${words.at(-1)}`;
  return words[0];
}

export default function Confirmation({reference, name, detailsToken, details, consumer}: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const firstName = greetingName(name);
  // The heading takes focus; its description is the reference, so a screen reader says both at once (a blind
  // borrower's trial heard the thanks, and had to read on for the reference).
  const referenceId = useId();
  return (
    <div className={styles.confirmation} id="quote-sent">
      <h3 ref={heading} tabIndex={-1} aria-describedby={`${referenceId}-label ${referenceId}`}>
        Thank you{firstName ? `, ${firstName}` : ''}: your enquiry is with us
      </h3>
      <p id={`${referenceId}-label`}>Your reference number is</p>
      <p id={referenceId} className={styles.reference} data-testid="enquiry-reference">
        {reference}
      </p>
      {/* On a wide screen /contact's own "After you send it", beside the form, lists the same steps (a consumer
          request's too: the form tells the page); on a phone it steps aside for these. */}
      <div className={styles.nextSteps}>
        <h4>What happens next</h4>
        <ol>
          {(consumer ? consumerNextSteps : nextSteps).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p>
        If it is urgent, call <a href={business.phone.href}>{business.phone.display}</a> ({business.businessHours}) and
        quote your reference.
      </p>
      {/* Step two asks about the business and the deal: nothing a consumer request, referred on, needs from her. */}
      {detailsToken && !consumer && (
        <Suspense fallback={null}>
          <DetailsForm reference={reference} token={detailsToken} initial={details} />
        </Suspense>
      )}
    </div>
  );
}
