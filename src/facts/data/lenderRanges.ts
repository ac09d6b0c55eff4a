/**
 * Lender ranges: the loan sizes, LVRs, terms, rate bands, fees and turnaround
 * times the service pages, guides and FAQs quote. No primary public source
 * publishes these (each lender sets its own policy and prices each deal), so
 * they come from the broker's own survey of lender policies and say so.
 *
 * One entry per range: a service table (src/facts/serviceTerms.ts), a guide
 * (<Fact id="second-mortgage-combined-lvr" />) and a FAQ all read the same
 * entry, so the same product never carries two ranges on two pages.
 *
 * To update after a survey: change the text, set LENDER_SURVEY to the survey
 * date and LENDER_SURVEY_REVIEW_BY to three months later (docs-dev/FACTS.md).
 */
import type {Fact} from '../types';
import {range} from './lenderSurvey';
import calculatorRanges from './calculatorRanges';

export {LENDER_SURVEY, LENDER_SURVEY_REVIEW_BY, LENDER_SURVEY_SOURCE} from './lenderSurvey';

// Parts that a guide quotes on their own and a service table quotes together:
// the table's text is built from them, so the two can never differ.
const developmentSeniorLoanToGrv = range(
  'Development finance: senior debt as a share of gross realisation value (loan to GRV)',
  '60% to 70%',
);
const developmentSeniorLoanToCost = range('Development finance: senior debt as a share of total development cost (LTC)', '75% to 85%');
const developmentCombinedLoanToCost = range(
  'Development finance: total gearing, senior debt plus mezzanine, as a share of total development cost',
  '80% to 90%',
);

export default {
  // The ranges the calculators also read, kept in their own small file so a calculator page carries only those.
  ...calculatorRanges,

  // Shared across products: one entry, read wherever the figure appears.
  // The commercial property guide's table of maximum LVRs by property and location.
  'commercial-lvr-metro': range(
    'Commercial property loan: maximum LVR, standard commercial or industrial, metropolitan, leased or owner-occupied',
    '65% to 75%',
  ),
  'commercial-lvr-regional-centre': range(
    'Commercial property loan: maximum LVR, standard commercial or industrial, major regional centre',
    '60% to 70%',
  ),
  'commercial-lvr-small-town': range(
    'Commercial property loan: maximum LVR, standard commercial, smaller regional towns',
    '50% to 65%',
  ),
  'commercial-lvr-specialised': range(
    'Commercial property loan: maximum LVR, specialised security (childcare, hotels, service stations)',
    '50% to 65%',
  ),
  'commercial-lvr-vacant-land': range('Commercial property loan: maximum LVR, vacant commercial land', '50% or less'),
  'commercial-facility-term': range('Commercial property loan: facility term', '1 to 5 years'),
  'commercial-bank-facility-term': range('Commercial property loan: usual bank facility term', '3 to 5 years'),
  'commercial-amortisation-period': range('Commercial property loan: amortisation period', '15 to 30 years'),
  'commercial-bank-rate': range('Commercial property loan: bank interest rate', 'about 6.5% to 9% a year'),

  'asset-backed-property-advance': range('Asset-backed lending: advance on commercial property', '60% to 75% of value'),
  'asset-backed-plant-advance': range(
    'Asset-backed lending: advance on plant, equipment and vehicles',
    '40% to 70% of forced-sale or orderly-sale value',
  ),
  'asset-backed-stock-advance': range('Asset-backed lending: advance on stock', '20% to 50%, only some lenders'),
  'asset-backed-facility-size': range('Asset-backed lending: facility size', '$250,000 to $20 million'),
  'asset-backed-term': range('Asset-backed lending: term', '12 months to 5 years'),
  'asset-backed-rate': range('Asset-backed lending: interest rate', 'about 8.5% to 16% a year, by asset mix and lender'),
  'asset-backed-time': range(
    'Asset-backed lending: time to funds',
    'Indicative terms in 2 to 5 business days; an offer in 2 to 3 weeks, longer with property valuations',
  ),

  'vehicle-car-amount': range('Vehicle finance: amount for cars, utes and vans', '$10,000 to $250,000 per vehicle'),
  'vehicle-truck-amount': range('Vehicle finance: amount for trucks, trailers and buses', '$30,000 to $3 million per unit or fleet'),
  'vehicle-car-term': range('Vehicle finance: term for cars, utes and vans', '1 to 5 years, some to 7'),
  'vehicle-truck-term': range('Vehicle finance: term for trucks, trailers and buses', '1 to 7 years'),
  'vehicle-car-balloon': range('Vehicle finance: balloon for cars, utes and vans', '0% to 40% on a 5-year term'),
  'vehicle-truck-balloon': range('Vehicle finance: balloon for trucks, trailers and buses', '0% to 30%'),
  'vehicle-car-rate': range('Vehicle finance: interest rate for cars, utes and vans', 'about 6.5% to 11% a year'),
  'vehicle-truck-rate': range('Vehicle finance: interest rate for trucks, trailers and buses', 'about 7.5% to 13% a year'),
  'vehicle-time': range(
    'Vehicle finance: time to funds',
    'Approval in 1 to 3 business days; the dealer is usually paid within a day of signing',
  ),

  'bridging-loan-size': range('Bridging finance: loan size', '$250,000 to $20 million'),
  'bridging-rate': range(
    'Bridging finance: interest rate',
    'about 7% to 9% a year from banks, 8.5% to 12% from non-banks, usually capitalised',
  ),
  'bridging-time': range(
    'Bridging finance: time to funds',
    'Indicative terms within 2 business days; approval and settlement in 2 to 4 weeks',
  ),

  'acquisition-loan-size': range('Business acquisition: loan size', '$200,000 to $20 million'),
  'acquisition-earnings-history': range(
    'Business acquisition: years of steady, profitable accounts lenders usually want to see',
    'two to three years or more',
  ),
  'acquisition-term': range(
    'Business acquisition: term',
    '3 to 7 years for goodwill; up to 15 years where property secures the loan',
  ),
  'acquisition-senior-debt': range('Business acquisition: senior debt', 'commonly 1.5 to 3 times EBITDA'),
  'acquisition-goodwill-share': range('Business acquisition: share of goodwill funded', 'often 40% to 70%'),
  'acquisition-buyer-contribution': range(
    "Business acquisition: buyer's own contribution, as a share of the price, when the business has no property",
    '20% to 40%',
  ),
  'acquisition-rate': range('Business acquisition: interest rate', 'about 7.5% to 11% a year from banks, more from non-banks'),
  'acquisition-time': range('Business acquisition: time to funds', '4 to 8 weeks, alongside due diligence'),

  'caveat-loan-size': range('Caveat loan: loan size', '$20,000 to $2 million'),
  'caveat-term': range('Caveat loan: term', '1 to 12 months, most under 6'),
  'caveat-rate': range('Caveat loan: interest', 'often 1% to 2% a month, usually prepaid or capitalised'),
  'caveat-establishment-fee': range('Caveat loan: establishment fee', 'commonly 2% to 5% of the loan'),
  'caveat-time': range('Caveat loan: time to funds', '1 to 3 business days once the title, value and exit are settled'),

  'development-facility-size': range('Development finance: facility size', '$1 million to $100 million'),
  'development-term': range('Development finance: term', '12 to 36 months, matched to the build program plus a sales period'),
  'development-senior-loan-to-grv': developmentSeniorLoanToGrv,
  'development-senior-loan-to-cost': developmentSeniorLoanToCost,
  'development-senior-debt': range(
    'Development finance: senior debt',
    `${developmentSeniorLoanToGrv.text} of GRV, or ${developmentSeniorLoanToCost.text} of total cost, whichever is lower`,
  ),
  'development-rate': range(
    'Development finance: interest rate',
    'about 7.5% to 10% a year from banks; 9% to 14% from non-banks and funds',
  ),
  'development-combined-loan-to-cost': developmentCombinedLoanToCost,
  'development-mezzanine': range(
    'Development finance: mezzanine',
    `about 15% to 22% a year, to a combined ${developmentCombinedLoanToCost.text} of cost`,
  ),
  'development-equity-contribution': range(
    "Development finance: developer's contribution (land equity or cash), as a share of total development cost",
    '15% to 35%',
  ),
  'development-margin-sought': range(
    'Development finance: developer margin on total development cost lenders often look for',
    'around 15% to 20% or more, by project size and risk',
  ),
  'development-contingency': range('Development finance: contingency lenders expect, as a share of construction cost', '5% to 10%'),
  'development-presale-deposit': range('Development finance: deposit paid on a presale contract that lenders count, commonly', '10%'),
  'development-time': range('Development finance: time to funds', '4 to 8 weeks to the first draw'),

  'consolidation-loan-size': range('Debt consolidation: loan size', '$50,000 to $10 million'),
  'consolidation-term': range(
    'Debt consolidation: term',
    '1 to 5 years from non-banks; up to 25 years from some property lenders; 3 to 12 months for a private bridge',
  ),
  'consolidation-lvr': range('Debt consolidation: maximum LVR against property', '65% to 80%'),
  'consolidation-rate': range(
    'Debt consolidation: interest rate',
    'about 7.5% to 12% a year for property-secured non-bank loans; more for private loans',
  ),
  'consolidation-time': range(
    'Debt consolidation: time to funds',
    'Indicative terms within a week; valuation, approval and settlement 1 to 3 weeks later',
  ),

  'equipment-amount': range('Equipment finance: amount', '$10,000 to $5 million'),
  'equipment-term': range('Equipment finance: term', '2 to 3 years for IT; 3 to 7 years for plant and machinery'),
  'equipment-deposit': range('Equipment finance: deposit', 'often nil for established businesses buying from dealers'),
  'equipment-deposit-higher-risk': range(
    'Equipment finance: deposit asked of newer businesses, borrowers without property, older or specialised assets and past credit problems',
    '10% to 20%',
  ),
  'equipment-balloon': range('Equipment finance: balloon or residual', '0% to 30%, lower for specialised machines'),
  'equipment-rate': range('Equipment finance: interest rate', 'about 7% to 13% a year'),
  'equipment-time': range(
    'Equipment finance: time to funds',
    'Approval in 1 to 3 business days; the supplier is paid on delivery once documents are signed',
  ),

  'first-mortgage-loan-size': range('First mortgage: loan size', '$300,000 to $30 million'),
  'first-mortgage-time': range('First mortgage: time to funds', '3 to 6 weeks'),
  'second-mortgage-loan-size': range('Second mortgage: loan size', '$50,000 to $5 million'),
  'second-mortgage-term': range('Second mortgage: term', '3 to 24 months'),
  'second-mortgage-rate': range('Second mortgage: interest rate', 'about 11% to 18% a year'),
  'second-mortgage-time': range(
    'Second mortgage: time to funds',
    'Indicative terms in 1 to 3 business days; settlement 1 to 3 weeks after the valuation',
  ),
  'first-mortgage-rate': range('First mortgage: interest rate', 'about 6.5% to 9.5% a year (banks and non-banks)'),

  'private-loan-size': range('Private lending: loan size', '$100,000 to $30 million'),
  'private-term': range('Private lending: term', '3 to 24 months'),
  'private-first-lvr': range('Private lending: maximum LVR on first mortgages', '65% to 75%'),
  'private-rate': range('Private lending: interest rate', 'about 8.5% to 14% a year on first mortgages, more on seconds'),
  'private-fees': range('Private lending: fees', 'establishment 1% to 3%, plus legal and valuation costs'),
  'private-time': range(
    'Private lending: time to funds',
    'Indicative terms in about 1 business day; valuation in 3 to 7 business days; settlement about a week later',
  ),

  'refinance-loan-size': range('Commercial refinance: loan size', '$250,000 to $50 million'),
  'refinance-nonbank-rate': range('Commercial refinance: non-bank interest rate', 'about 8% to 11% a year'),
  'refinance-time': range('Commercial refinance: time to funds', '3 to 6 weeks from application to settlement'),
  'commercial-valuation-time': range('Commercial property valuation: time from the lender’s order to its report', '1 to 3 weeks'),

  'smsf-commercial-loan-size': range('SMSF loan: loan size for commercial property', '$200,000 to $5 million'),
  'smsf-residential-loan-size': range('SMSF loan: loan size for residential property', '$200,000 to $2 million'),
  'smsf-commercial-term': range('SMSF loan: maximum term for commercial property', 'up to 15 to 25 years, by lender'),
  'smsf-residential-term': range('SMSF loan: maximum term for residential property', 'up to 25 to 30 years, by lender'),
  'smsf-residential-lvr': range('SMSF loan: maximum LVR for residential property', 'about 70% to 80%'),
  'smsf-commercial-rate': range('SMSF loan: interest rate for commercial property', 'about 7% to 9.5% a year'),
  'smsf-residential-rate': range('SMSF loan: interest rate for residential property', 'about 6.5% to 8.5% a year'),
  'smsf-time': range('SMSF loan: time to funds', '4 to 8 weeks, including setting up the holding trust'),
  'smsf-liquidity-after-settlement': range(
    "SMSF loan: liquid assets many lenders want left in the fund after settlement (or more), as a share of the property's value or of the loan, by lender",
    '10%',
  ),

  'trade-facility-limit': range('Trade finance: facility limit', '$250,000 to $10 million'),
  'trade-term': range('Trade finance: term per drawing', '60 to 180 days'),
  'trade-margin': range('Trade finance: interest margin', "about 2.5% to 5% a year above the lender's base rate or BBSY"),
  'trade-lc-fees': range(
    'Trade finance: letter of credit fees',
    'about 0.5% to 1.5% of the credit amount, plus amendment and negotiation fees',
  ),
  'trade-security': range(
    'Trade finance: security',
    "general security agreement, often with directors' guarantees or property",
  ),
  'trade-time': range('Trade finance: time to funds', 'Set-up in 2 to 4 weeks; each drawing in a few business days'),

  'overdraft-size': range('Secured overdraft or line of credit: size', '$50,000 to $5 million'),
  'overdraft-cost': range('Secured overdraft or line of credit: cost', 'about 8% to 11% a year plus a line fee'),
  'invoice-finance-size': range('Invoice finance: size', '$100,000 to $10 million'),
  'invoice-finance-cost': range('Invoice finance: cost', 'about 8% to 13% a year on funds drawn, plus a service fee'),
  'unsecured-loan-term': range('Unsecured short-term loan: term', '3 to 36 months'),
  'unsecured-loan-size': range('Unsecured short-term loan: size', '$20,000 to $500,000'),
  'unsecured-bank-statements': range('Unsecured short-term loan: months of business bank statements lenders read', '6 to 12 months'),
  'unsecured-trading-history': range('Unsecured short-term loan: trading history lenders usually ask for', '6 to 12 months or more'),
  // The readiness check reads `value` (months of revenue) as the most it calls in proportion to turnover.
  'unsecured-loan-size-to-turnover': range(
    'Unsecured short-term loan: size against the business’s turnover, often',
    'up to about one month’s revenue',
    1,
  ),
  'unsecured-loan-cost': range('Unsecured short-term loan: cost', 'about 12% to 30% a year equivalent, or more'),
  'working-capital-time': range(
    'Working capital: time to funds',
    'Unsecured: a few business days; invoice finance 1 to 2 weeks; secured overdraft 2 to 4 weeks',
  ),
} satisfies Record<string, Fact>;
