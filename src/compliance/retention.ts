/**
 * How long the website keeps quote requests: the one place the privacy
 * policy (src/pages/privacy.mdx) and the server's purge
 * (server/config/index.ts, retentionPeriods) read the periods from, so the
 * page and the server cannot disagree. They are not settings: to change a
 * period, change it here and rebuild.
 */
import {plural} from '../content/plural';
export const enquiryRetention = {
  /** Genuine quote requests: kept this many months from when they arrived. */
  months: 24,
  /** Requests the server flagged as likely spam: kept this many days. */
  spamDays: 30,
} as const;

/** "24 months" */
export const monthsInWords = (months: number) => plural(months, 'month');
/** "30 days" */
export const daysInWords = (days: number) => plural(days, 'day');

/**
 * The privacy policy's paragraph on the website's quote requests (APP 1.4
 * and APP 11.2), built from the periods above so it always states the ones
 * the server applies.
 */
export function websiteRetentionStatement(periods: {months: number; spamDays: number} = enquiryRetention): string {
  return (
    `Our website keeps each quote request sent through it for ${monthsInWords(periods.months)} from the day it arrives, ` +
    `and a request our server flags as likely spam for ${daysInWords(periods.spamDays)}; then it deletes the request automatically, ` +
    'with the records of its delivery to us, and overwrites what was deleted rather than only marking the space free. ' +
    'It never deletes a request automatically before the request has reached us. ' +
    'If we go on to help you, what you sent becomes part of your client file, which we keep as set out above. ' +
    'Other copies, such as the e-mail that tells us of each request and backups of the website, we also destroy, ' +
    'or remove what identifies you from, once we no longer need them for any purpose the Privacy Act allows.'
  );
}
