/**
 * The collection notice shown above the consent box (Australian Privacy
 * Principle 5: who is collecting and how to reach them, why, what happens if
 * details are left out, who they usually go to, whether they go overseas and
 * where, and where the privacy policy explains access, correction and
 * complaints). Written once as text and links, rendered by the React form and
 * by the server's no-JavaScript page. Overseas disclosure comes from
 * src/compliance/privacy.ts, the same sentence the privacy policy uses.
 *
 * Layered, as the OAIC suggests for a short form: the first paragraphs
 * (who collects, why, what the form sends about the visit, and where the
 * policy is) always show beside the send button; the rest follows in a
 * "More about how we use your details" disclosure right under them, in the
 * page and one tap away, so the send button stays within a phone's first two
 * screens.
 */
import {business} from '../business';
import {overseasDisclosureStatement} from '../compliance/privacy';
import {CREDIT_GUIDE_TIMING} from '../compliance/creditScope';

export type NoticePart = string | {href: string; text: string};

export const collectionNoticeTitle = 'How we use your details';

/** The layer that always shows: who collects, why, what the form sends about the visit, and where to read more. */
export const collectionNoticeLead: readonly (readonly NoticePart[])[] = [
  [
    'We use these details, and how you found this site (kept in your browser for this visit only), to answer your enquiry. More below and in our ',
    {href: '/privacy', text: 'privacy policy'},
    '.',
  ],
];

export const collectionNoticeMoreTitle = 'More about how we use your details';

/** The layer one tap away, directly under the lead. */
export const collectionNoticeMore: readonly (readonly NoticePart[])[] = [
  [
    `${business.legalName} is collecting these details; you can reach us on ${business.phone.display} or at ${business.email}. We use them to work out which finance options may suit you; if you leave out details we ask for, we may not be able to assess your enquiry fully.`,
  ],
  [
    'About your visit, the form sends the first page you opened (with any utm_source, utm_medium and utm_campaign tags in its address), the name of the site that linked you here (never the page), the calculator or the loan readiness check that brought you to the form, and the title of the guide or page whose “Get a quote” you followed (shown on the form, with a way not to send it). Your browser keeps this in its session storage, not a cookie, and deletes it when you close the tab; none of it reaches us unless you send this form. We use it to answer your enquiry (the tool you came from says what you were working out) and to learn which pages people find useful.',
  ],
  [
    'If you tell us about someone else, such as a director, partner or guarantor, please let them know and show them this notice.',
  ],
  [
    `We share your details with lenders only when you ask us to approach them for you. We may also share them with our licensee, ${business.licensee.name}, and with the providers who run our e-mail and systems. ${overseasDisclosureStatement()}`,
  ],
  [
    'Our ',
    {href: '/privacy', text: 'privacy policy'},
    ' explains how to see or correct the information we hold and how to complain. The page ',
    {href: '/credit-guide', text: 'about our credit guide'},
    ` explains our services, how we are paid and how to reach AFCA; we send you the guide itself, with the lenders we use most, our fees and commissions, ${CREDIT_GUIDE_TIMING}.`,
  ],
];
