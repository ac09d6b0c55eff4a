import {business} from '../business';

/**
 * What happens after a quote request: beside the form on /contact, and on the
 * confirmation (by the form and by the server's no-JavaScript page). The reply
 * time is the owner's commitment in src/business.ts.
 */
export const nextSteps: readonly string[] = [
  `A broker reads your enquiry and contacts you ${business.replyTime}, by phone or e-mail.`,
  // The credit guide comes before any suggestion of a lender: naming lenders likely to lend is credit
  // assistance, and for consumer credit the guide is due as soon as that becomes likely (NCCP Act s113, s158).
  'We ask a few questions about the deal and the business, send you our credit guide, and then tell you which lenders are likely to consider it and what they will want to see.',
  // For a consumer request that did not come through the readiness check's consumer result (which gets the steps
  // below): the step above is for business credit only.
  'If the loan would be consumer credit, which we do not arrange, we tell you so and, with your agreement, refer you to a broker who arranges it, without suggesting a lender.',
  'If you decide to go ahead, we ask lenders for indicative terms with your agreement. There is no cost to ask and no obligation.',
];

/**
 * After a request the readiness check handed over as probably consumer credit: what happens to her, first, and
 * no lender search promised (naming lenders for consumer credit is credit assistance we do not give).
 */
export const consumerNextSteps: readonly string[] = [
  `A broker reads your answers and contacts you ${business.replyTime}, by phone or e-mail.`,
  'If the loan is consumer credit, as your answers suggest, we tell you so and, with your agreement, refer you to a broker who arranges it, without suggesting a lender. There is no cost to ask.',
  'If it turns out to be for a business or a commercial investment, we send you our credit guide and go on as for any enquiry.',
];

/** Above the quote form after such a hand-over, so she knows before she sends. */
export const CONSUMER_HAND_OVER_NOTE =
  'Your answers suggest this loan is consumer credit, which we do not arrange. Send them anyway: a broker will ' +
  'tell you whether it is and, with your agreement, refer you to a broker who arranges it.';

/**
 * Said after it when a calculator's scenario came too: the check may have been about another loan. She says so in
 * her own words and the broker sorts the two; the note does not point to removing the answers, which would also
 * remove the one sign the broker has that the loan may be consumer credit (a consumer-edge trial).
 */
export const CONSUMER_WITH_SCENARIO_NOTE =
  'If the calculator’s figures are for a business loan and your check was about another loan, say so under “Tell us about the deal”: a broker reads both and tells you which we can help with.';
