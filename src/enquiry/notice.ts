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

export type NoticePart = string | {href: string; text: string};

export const collectionNoticeTitle = 'How we use your details';

/** The layer that always shows. */
export const collectionNoticeLead: readonly (readonly NoticePart[])[] = [
  [
    `${business.legalName} (phone ${business.phone.display}, e-mail ${business.email}) collects the details in this form to answer your enquiry and to work out which finance options may suit you. If you leave out details we ask for, we may not be able to assess your enquiry fully. Our `,
    {href: '/privacy', text: 'privacy policy'},
    ' explains more.',
  ],
  [
    'The form also sends how you found this website: the first page of your visit, the site that linked here (its name only), any campaign tags in the address and the calculator or check you used. Your browser keeps this only for this visit (no cookie) and sends it only with this form.',
  ],
];

export const collectionNoticeMoreTitle = 'More about how we use your details';

/** The layer one tap away, directly under the lead. */
export const collectionNoticeMore: readonly (readonly NoticePart[])[] = [
  [
    'If you tell us about someone else, such as a director, partner or guarantor, please let them know and show them this notice.',
  ],
  [
    `We share your details with lenders only when you ask us to approach them for you. We may also share them with our licensee, ${business.licensee.name}, and with the providers who run our e-mail and systems. ${overseasDisclosureStatement()}`,
  ],
  [
    'Our ',
    {href: '/privacy', text: 'privacy policy'},
    ' explains how to see or correct the information we hold and how to complain. Our ',
    {href: '/credit-guide', text: 'credit guide'},
    ' explains our services, how we are paid and how to reach AFCA.',
  ],
];

/** The whole notice, both layers. */
export const collectionNotice: readonly (readonly NoticePart[])[] = [...collectionNoticeLead, ...collectionNoticeMore];
