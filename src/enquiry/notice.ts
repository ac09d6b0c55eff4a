/**
 * The collection notice shown above the consent box (Australian Privacy
 * Principle 5: who is collecting, why, what happens if details are left out,
 * who they usually go to, overseas storage, and where the privacy policy
 * explains access, correction and complaints). Written once as text and
 * links, rendered by the React form and by the server's no-JavaScript page.
 */
import {business} from '../business';

export type NoticePart = string | {href: string; text: string};

export const collectionNoticeTitle = 'How we use your details';

export const collectionNotice: readonly (readonly NoticePart[])[] = [
  [
    `${business.legalName} collects the details in this form to answer your enquiry and to work out which finance options may suit you. If you leave out details we ask for, we may not be able to assess your enquiry fully.`,
  ],
  [
    `We share your details with lenders only when you ask us to approach them for you. We may also share them with our licensee, ${business.licensee.name}, and with the providers who host our e-mail and systems, some of which may store data outside Australia.`,
  ],
  [
    'Our ',
    {href: '/privacy', text: 'privacy policy'},
    ' explains how to see or correct the information we hold and how to complain. Our ',
    {href: '/credit-guide', text: 'credit guide'},
    ' explains our services, how we are paid and how to reach AFCA.',
  ],
];
