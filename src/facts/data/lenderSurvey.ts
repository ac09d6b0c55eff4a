/** The date, review date and source every lender range shares (lenderRanges.ts, calculatorRanges.ts). */
import type {Fact, FactSource, IsoDate} from '../types';

/** When the ranges below were last checked against lenders' published policies and recent offers. */
export const LENDER_SURVEY: IsoDate = '2026-11-01';
/** Lender policies move with funding costs: each survey is reviewed within a quarter. */
export const LENDER_SURVEY_REVIEW_BY: IsoDate = '2027-02-28';

/**
 * Whether this business did the survey the pages call its own ("from our survey of lender policies"). The ranges
 * shipped are the example business's: a launch build refuses until this is true (docs-dev/FACTS.md, step 5; a broker's
 * trial set every business detail and would have published them as its own research).
 */
export const LENDER_SURVEY_BY_THIS_BUSINESS: boolean = false;

export const LENDER_SURVEY_SOURCE: FactSource = {
  name: "Indicative market range, broker's own survey of lender policies (no primary public source)",
};

export function range(label: string, text: string, value?: number): Fact {
  return {label, text, ...(value === undefined ? {} : {value}), asAt: LENDER_SURVEY, reviewBy: LENDER_SURVEY_REVIEW_BY, source: LENDER_SURVEY_SOURCE};
}

