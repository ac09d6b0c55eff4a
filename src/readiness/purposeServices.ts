/**
 * The services each purpose of the readiness check leads to: read by its rules (rules.ts) and, to preselect the
 * purpose, by each service page's link to the check (serviceLink.ts). Data only, so a service page's bundle does not
 * carry the rules or the facts register.
 */
import type {ServiceFit} from './rules';
import type {Purpose} from './questions';

/** The services each purpose leads to, first the one that fits best. */
export const servicesByPurpose: Record<Purpose, readonly ServiceFit[]> = {
  'buy-commercial': [
    {
      slug: 'first-second-mortgages',
      reason: 'A commercial property loan secured by a first mortgage over the property you buy.',
      use: 'purchase',
      risk: 'The lender lends against its own valuation, not the price: a lower valuation leaves more of the price to find from your own funds, and if the contract has a finance clause, the vendor need not extend its date, so apply well before it.',
    },
  ],
  bridge: [{slug: 'bridging-finance', reason: 'Bridging finance covers both properties until the current one sells.'}],
  refinance: [
    {
      slug: 'refinancing-solutions',
      reason: 'Refinancing moves the loan to a lender whose terms suit the business now.',
    },
  ],
  development: [
    {
      slug: 'commercial-property-development',
      reason: 'Development finance funds land and construction in stages as the work is done.',
    },
  ],
  // Equipment finance only: vehicles have their own purpose, and "asset finance covers vehicles" beside it read as
  // noise to an earthmover buying an excavator (a borrower's trial).
  equipment: [
    {
      slug: 'equipment-finance',
      reason: 'Equipment finance is secured by the equipment itself, usually over its working life.',
    },
  ],
  vehicles: [
    {
      slug: 'asset-finance',
      reason: 'Asset finance covers vehicles, with a chattel mortgage, lease or hire purchase.',
    },
  ],
  'working-capital': [
    {
      slug: 'working-capital',
      reason: 'An overdraft, line of credit, invoice finance or short business loan for cash flow.',
    },
  ],
  trade: [
    {slug: 'trade-finance', reason: 'Trade finance pays suppliers now and is repaid when the goods are sold.'},
    {slug: 'working-capital', reason: 'A working capital facility can also carry stock between paying and being paid.'},
  ],
  'buy-business': [
    {
      slug: 'business-acquisition',
      reason: 'Acquisition finance is assessed on the business’s earnings and your experience.',
    },
  ],
  'tax-debt': [
    {slug: 'debt-consolidation', reason: 'A consolidation loan pays out the ATO and other debts into one repayment.'},
  ],
  // Only a fund borrows for these (SMSF_FIT below); any other borrower is out of scope before services are chosen.
  'smsf-property': [],
  home: [],
  'residential-investment': [],
  personal: [],
};

/** The one service for a fund buying property (the purpose 'smsf-property'): only a fund is let through to it. */
export const SMSF_FIT: ServiceFit = {
  slug: 'smsf-lending',
  reason: 'A fund buys or refinances a single property through a limited recourse borrowing arrangement.',
};
