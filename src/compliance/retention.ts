/**
 * How long the website keeps quote requests: the one place the privacy
 * policy (src/pages/privacy.mdx) and the server's defaults
 * (ENQUIRY_RETENTION_MONTHS, SPAM_RETENTION_DAYS in server/config.ts) read
 * the periods from, so the page and the server cannot disagree.
 *
 * To change a period, change it here and rebuild: the policy and the
 * server's default move together. A server started with a different
 * setting still uses it, and warns at start-up that the policy says
 * otherwise (docs-dev/OPERATIONS.md, "Retention").
 */
export const enquiryRetention = {
  /** Genuine quote requests: kept this many months from when they arrived. */
  months: 24,
  /** Requests the server flagged as likely spam: kept this many days. */
  spamDays: 30,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "24 months" */
export const monthsInWords = (months: number) => plural(months, 'month', 'months');
/** "30 days" */
export const daysInWords = (days: number) => plural(days, 'day', 'days');
