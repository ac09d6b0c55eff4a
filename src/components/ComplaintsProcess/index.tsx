/**
 * The complaints process and AFCA's details, from src/compliance/complaints.ts,
 * for the credit guide, the complaints page and the privacy policy. The page
 * around it supplies the headings and how to reach us.
 */
import {business} from '../../business';
import {AFCA, AFCA_TIME_LIMITS, AFCA_WHEN, COMPLAINT_STEPS} from '../../compliance/complaints';

/** What we do once we receive a complaint. */
export function ComplaintSteps() {
  return (
    <ol data-testid="complaint-steps">
      {COMPLAINT_STEPS.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/** When and how to go to AFCA, our member number and AFCA's time limits. */
export function AfcaDetails() {
  return (
    <div data-testid="afca-details">
      <p>{AFCA_WHEN}</p>
      <ul>
        <li>Online: {AFCA.website}</li>
        <li>E-mail: {AFCA.email}</li>
        <li>Phone: {AFCA.phone} (free call)</li>
        <li>Mail: {AFCA.mail}</li>
      </ul>
      <p>
        Our AFCA membership number is {business.memberships.afcaMemberNumber}. {AFCA_TIME_LIMITS}
      </p>
    </div>
  );
}

export default function ComplaintsProcess() {
  return (
    <>
      <ComplaintSteps />
      <AfcaDetails />
    </>
  );
}
