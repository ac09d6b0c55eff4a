/**
 * The collection notice shown above the consent box (Australian Privacy
 * Principle 5: who is collecting and how to reach them, why, what happens if
 * details are left out, who they usually go to, whether they go overseas and
 * where, and where the privacy policy explains access, correction and
 * complaints). Written once as text and links, rendered by the React form and
 * by the server's no-JavaScript page. Overseas disclosure comes from
 * src/compliance/privacy.ts, the same sentence the privacy policy uses.
 */
import {business} from '../business';
import {overseasDisclosureStatement} from '../compliance/privacy';

export type NoticePart = string | {href: string; text: string};

export const collectionNoticeTitle = 'How we use your details';

export const collectionNotice: readonly (readonly NoticePart[])[] = [
  [
    `${business.legalName} (phone ${business.phone.display}, e-mail ${business.email}) collects the details in this form to answer your enquiry and to work out which finance options may suit you. If you leave out details we ask for, we may not be able to assess your enquiry fully.`,
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
    ' explains our services, how we are paid and how to reach AFCA; we send you the guide itself, with the lenders we use most, our fees and commissions, before we suggest any lender.',
  ],
];
