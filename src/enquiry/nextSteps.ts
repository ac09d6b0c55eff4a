import {responseTimes} from '../trust';

/**
 * What happens after a quote request: beside the form on /contact, and on the
 * confirmation (by the form and by the server's no-JavaScript page). The reply
 * time is the owner's commitment in src/trust.ts.
 */
export const nextSteps: readonly string[] = [
  `A broker reads your enquiry and contacts you ${responseTimes.quoteReply}, by phone or e-mail.`,
  'We ask a few questions about the deal and the business, then tell you which lenders are likely to consider it and what they will want to see.',
  'If you decide to go ahead, we give you our credit guide and, with your agreement, ask lenders for indicative terms. There is no cost to ask and no obligation.',
];
