/**
 * How complaints are handled: one wording, read by the credit guide, the
 * complaints page and the privacy policy (through <ComplaintsProcess />), so
 * the three can never disagree.
 *
 * The standard behind it is ASIC Regulatory Guide 271 (Internal dispute
 * resolution): acknowledge a complaint within 24 hours or one business day,
 * or as soon as practicable; give the final (IDR) response within 30 calendar
 * days at most. If that is not possible, a written delay notice before the 30
 * days end, giving the reasons, the right to complain to AFCA and AFCA's
 * contact details. A response that does not resolve the complaint in the
 * complainant's favour also gives the reasons and AFCA's details.
 * The AFCA time limits are those of the AFCA Rules (B.4.3).
 */

/** The Australian Financial Complaints Authority, as AFCA publishes its contact details. */
export const AFCA = {
  name: 'Australian Financial Complaints Authority (AFCA)',
  website: 'www.afca.org.au',
  email: 'info@afca.org.au',
  phone: '1800 931 678',
  mail: 'Australian Financial Complaints Authority, GPO Box 3, Melbourne VIC 3001',
} as const;

/** What we do with a complaint, step by step (RG 271). */
export const COMPLAINT_STEPS: readonly string[] = [
  'We acknowledge your complaint within one business day of receiving it, or as soon as practicable if we cannot.',
  'We investigate it, keep you informed and give you our final response in writing, with our reasons, no later than 30 calendar days after we receive it.',
  'If we cannot give you our final response within those 30 calendar days (for example because the complaint is complex), we write to you before they end to tell you the reasons for the delay, that you can take your complaint to AFCA, and how to contact AFCA.',
  'If our final response does not resolve your complaint fully in your favour, it tells you our reasons, that you can take your complaint to AFCA, and how to contact AFCA.',
];

/** When you may go to AFCA. */
export const AFCA_WHEN =
  'You can take your complaint to AFCA if you are not satisfied with our final response, or if we have not ' +
  'given you one within 30 calendar days. AFCA provides fair and independent dispute resolution, free of charge ' +
  'to you.';

/** AFCA's time limits (AFCA Rules B.4.3), stated as AFCA states them. */
export const AFCA_TIME_LIMITS =
  'AFCA has time limits. Generally you must lodge your complaint with AFCA within six years of the day you first ' +
  'became aware (or should reasonably have become aware) of your loss and, if we have given you our final ' +
  'response, within two years of the date of that response. AFCA can accept a complaint outside these limits ' +
  'in exceptional circumstances, and some kinds of complaint have other limits: check with AFCA.';
