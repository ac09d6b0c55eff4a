/**
 * What the site may show to earn a borrower's trust, filled in by the owner.
 * Beside src/business.ts (the business's facts and commitments: its hours and
 * reply time), this holds the evidence the business can stand behind.
 *
 * NOTHING HERE MAY BE INVENTED. Each list renders nothing, not even its
 * heading, while it is empty: add a person, a lender, a review only when it
 * is real and the person or lender has agreed to be named. Memberships are
 * read from `business.memberships` in About's licence box (the association
 * once 'memberships' is removed from `valuesToSetBeforeLaunch` in
 * src/business.ts). Where each list shows: docs-dev/CONFIGURATION.md.
 */

export interface TeamMember {
  /** How articles name the person in front matter (`author: jane-citizen`, `reviewer: ...`): lower case, hyphens. */
  id: string;
  name: string;
  role: string;
  /** Qualifications and memberships as the person states them, e.g. "Diploma of Finance and Mortgage Broking". */
  credentials?: string;
  /** A sentence or two in the person's own words. */
  bio: string;
  /** A square photo under static/img/team/, e.g. '/img/team/jane-citizen.jpg' (at least 320 x 320 px). */
  photo?: string;
}

export type LenderKind = 'Bank' | 'Non-bank lender' | 'Private lender';

export interface PanelLender {
  /** The lender's name as it trades. List only lenders the business is accredited with through its licensee. */
  name: string;
  kind: LenderKind;
}

export interface Review {
  /** As the reviewer signed it on the source, e.g. "Sam, Parramatta". */
  author: string;
  /** Where the review is published, e.g. "Google". */
  source: string;
  /** A link to the review where it is published, so a reader can check it. */
  url: string;
  /** YYYY-MM-DD, the date on the source. */
  date: string;
  /** Quoted word for word. */
  text: string;
}

/**
 * The year the business (or its principal) began arranging commercial loans, as the owner can show it,
 * e.g. 2012: the home page's trust row says "Arranging commercial loans since 2012". Null until the owner sets it.
 */
export const arrangingSince: number | null = null;

/** The people clients deal with. Empty until the owner adds them. */
export const team: readonly TeamMember[] = [];

/** Lenders on the panel. Empty until the owner adds them. */
export const lenderPanel: readonly PanelLender[] = [];

/** Published reviews, quoted with their source. Empty until the owner adds them. */
export const reviews: readonly Review[] = [];
