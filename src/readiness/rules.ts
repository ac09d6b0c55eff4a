/**
 * The loan readiness check's rules: which answers lead to which services,
 * what lenders will make of each answer, the risks to know and the documents
 * to gather. Data first (the tables below), then one pure function, assess(),
 * that reads them. No React here: tests/unit/readiness.test.ts covers every
 * answer that changes the outcome.
 *
 * Indicative ranges are not here: the result reads them for each service from
 * the facts register (src/facts/serviceTerms.ts), the same data as the
 * service pages.
 */
import {
  CONSUMER_CREDIT_STATEMENT,
  SMSF_TRUSTEE_NOTE,
  isConsumerCredit,
  type CreditPurpose,
} from '../compliance/creditScope';
import {serviceDocuments, sharedDocuments, type DocumentGroup, type DocumentItem} from '../documents/serviceDocuments';
import type {ServiceSlug} from '../site-map';
import type {AmountBand, Answers, Borrower, CreditEvent, Purpose, Trading, Turnover} from './questions';

export interface ServiceFit {
  slug: ServiceSlug;
  /** Why it fits, in one sentence. */
  reason: string;
}

export type Standing = 'strong' | 'workable' | 'hard';

export interface LenderView {
  topic: string;
  standing: Standing;
  /** Where this borrower stands, in plain words, with the reason. */
  text: string;
}

export type Assessment =
  | {
      kind: 'consumer' | 'outside-scope';
      /** Why the check names no product or range. */
      reasons: readonly string[];
    }
  | {
      kind: 'business';
      services: readonly ServiceFit[];
      lenderView: readonly LenderView[];
      risks: readonly string[];
      documents: readonly DocumentGroup[];
      /** Sentences that qualify the result (an SMSF's borrowing limits, its trustee and the Code). */
      notes: readonly string[];
    };

/** Borrowers who are, or may be, natural persons (s5(1) of the Code applies only to them). */
const mayBeNaturalPerson: Record<Borrower, boolean> = {
  company: false,
  trust: true, // individuals may be its trustees
  'sole-trader': true,
  partnership: true, // a partnership of individuals
  smsf: false, // its trustee decides: SMSF_TRUSTEE_NOTE in the result
  individual: true,
};

const creditPurpose: Record<Purpose, CreditPurpose> = {
  'buy-commercial': 'business',
  bridge: 'business',
  refinance: 'business',
  development: 'business',
  equipment: 'business',
  'working-capital': 'business',
  trade: 'business',
  'buy-business': 'business',
  'tax-debt': 'business',
  'smsf-property': 'business',
  home: 'personal',
  'residential-investment': 'residential-investment',
  personal: 'personal',
};

/** The services each purpose leads to, first the one that fits best. */
const servicesByPurpose: Record<Purpose, readonly ServiceFit[]> = {
  'buy-commercial': [
    {slug: 'first-second-mortgages', reason: 'A commercial property loan secured by a first mortgage over the property you buy.'},
  ],
  bridge: [
    {slug: 'bridging-finance', reason: 'Bridging finance covers both properties until the current one sells.'},
  ],
  refinance: [
    {slug: 'refinancing-solutions', reason: 'Refinancing moves the loan to a lender whose terms suit the business now.'},
  ],
  development: [
    {slug: 'commercial-property-development', reason: 'Development finance funds land and construction in stages as the work is done.'},
  ],
  equipment: [
    {slug: 'equipment-finance', reason: 'Equipment finance is secured by the equipment itself, usually over its working life.'},
    {slug: 'asset-finance', reason: 'Asset finance covers vehicles, with a chattel mortgage, lease or hire purchase.'},
  ],
  'working-capital': [
    {slug: 'working-capital', reason: 'An overdraft, line of credit, invoice finance or short business loan for cash flow.'},
  ],
  trade: [
    {slug: 'trade-finance', reason: 'Trade finance pays suppliers now and is repaid when the goods are sold.'},
    {slug: 'working-capital', reason: 'A working capital facility can also carry stock between paying and being paid.'},
  ],
  'buy-business': [
    {slug: 'business-acquisition', reason: 'Acquisition finance is assessed on the business’s earnings and your experience.'},
  ],
  'tax-debt': [
    {slug: 'debt-consolidation', reason: 'A consolidation loan pays out the ATO and other debts into one repayment.'},
  ],
  'smsf-property': [
    {slug: 'smsf-lending', reason: 'A limited recourse borrowing arrangement lets the fund buy a single property.'},
  ],
  home: [],
  'residential-investment': [
    {slug: 'smsf-lending', reason: 'A fund may borrow to buy residential property through a limited recourse borrowing arrangement.'},
  ],
  personal: [],
};

const PROPERTY_SECURITY = ['commercial-property', 'residential-property'] as const;
const isPropertySecurity = (security: Answers['security']) => (PROPERTY_SECURITY as readonly string[]).includes(security);

/** Services added by the rest of the answers (urgency, credit history, security). */
function extraServices(a: Answers): ServiceFit[] {
  const extra: ServiceFit[] = [];
  const impaired = a.credit.includes('defaults') || a.credit.includes('bankruptcy');
  if (impaired && a.purpose !== 'smsf-property' && a.security !== 'none') {
    extra.push({
      slug: 'private-lending',
      reason: 'Private lenders look at the security and the exit more than the credit file.',
    });
  }
  if (isPropertySecurity(a.security) && a.timing === 'two-weeks' && ['tax-debt', 'working-capital'].includes(a.purpose)) {
    extra.push({slug: 'caveat-loans', reason: 'A caveat loan over property can settle in days for an urgent short-term need.'});
  }
  if (isPropertySecurity(a.security) && ['tax-debt', 'working-capital'].includes(a.purpose)) {
    extra.push({
      slug: 'first-second-mortgages',
      reason: 'A second mortgage borrows against the equity in a property without refinancing the first loan.',
    });
  }
  if ((a.security === 'receivables' || a.security === 'equipment') && ['working-capital', 'tax-debt', 'refinance'].includes(a.purpose)) {
    extra.push({
      slug: 'asset-backed-lending',
      reason: 'Asset-backed lending borrows against invoices or equipment the business already owns.',
    });
  }
  return extra;
}

const SMSF_FIT: ServiceFit = {
  slug: 'smsf-lending',
  reason: 'A fund buys or refinances property through a limited recourse borrowing arrangement, whatever the property.',
};

/** Purposes a super fund can borrow for: a single property (SIS Act s67A). */
const SMSF_PROPERTY_PURPOSES: readonly Purpose[] = ['buy-commercial', 'refinance', 'smsf-property', 'residential-investment'];

function servicesFor(a: Answers): ServiceFit[] {
  const byPurpose =
    a.borrower === 'smsf'
      ? SMSF_PROPERTY_PURPOSES.includes(a.purpose)
        ? [SMSF_FIT]
        : []
      : servicesByPurpose[a.purpose].filter((s) => s.slug !== 'smsf-lending' || a.purpose === 'smsf-property');
  const all = [...byPurpose, ...(a.borrower === 'smsf' ? [] : extraServices(a))];
  return all.filter((s, i) => all.findIndex((t) => t.slug === s.slug) === i);
}

const tradingView: Record<Trading, LenderView> = {
  'not-yet': {
    topic: 'Time trading',
    standing: 'hard',
    text: 'A business not trading yet has no figures to assess, so most lenders look at the security, the owners’ experience and their own income instead.',
  },
  'under-1': {
    topic: 'Time trading',
    standing: 'hard',
    text: 'Under a year of trading rules out most banks, which want two years of lodged tax returns; some non-bank lenders accept 6 to 12 months, usually with security.',
  },
  '1-2': {
    topic: 'Time trading',
    standing: 'workable',
    text: 'One to two years of trading suits many non-bank lenders, often on BAS and bank statements (a low-doc application); banks usually want two years.',
  },
  'over-2': {
    topic: 'Time trading',
    standing: 'strong',
    text: 'More than two years of trading meets most lenders’ minimum, banks included, if the financial statements and tax returns are lodged.',
  },
};

const creditView: Record<Exclude<CreditEvent, 'none'>, LenderView> = {
  late: {
    topic: 'Credit history',
    standing: 'workable',
    text: 'Late repayments that have been brought up to date are workable with most lenders if you explain them; repeated ones push the application towards non-banks.',
  },
  'ato-debt': {
    topic: 'Credit history',
    standing: 'workable',
    text: 'An ATO debt on a payment plan that is kept up to date is acceptable to many non-bank lenders; a debt with no plan, or one the ATO has reported to a credit bureau, narrows the choice.',
  },
  defaults: {
    topic: 'Credit history',
    standing: 'hard',
    text: 'A default in the last two years rules out most banks; private lenders look at the security and the exit instead.',
  },
  bankruptcy: {
    topic: 'Credit history',
    standing: 'hard',
    text: 'A recent bankruptcy or liquidation rules out banks and most non-banks; a private lender may still lend against property with a clear exit, at a higher cost.',
  },
};

const CLEAN_CREDIT: LenderView = {
  topic: 'Credit history',
  standing: 'strong',
  text: 'A clean credit history keeps every lender open to you, banks included.',
};

const AMOUNT_RANK: Record<AmountBand, number> = {'under-100k': 0, '100k-500k': 1, '500k-2m': 2, '2m-10m': 3, 'over-10m': 4};
const TURNOVER_RANK: Record<Turnover, number> = {none: 0, 'under-250k': 1, '250k-1m': 2, '1m-5m': 3, 'over-5m': 4};

/** Loans repaid from the business's cash flow rather than from a property or asset. */
const CASH_FLOW_PURPOSES: readonly Purpose[] = ['working-capital', 'trade', 'buy-business', 'tax-debt'];

function securityView(a: Answers): LenderView {
  if (a.security === 'none') {
    const large = AMOUNT_RANK[a.amount] >= AMOUNT_RANK['500k-2m'];
    return {
      topic: 'Security',
      standing: large ? 'hard' : 'workable',
      text: large
        ? 'Without security, an amount this size is hard to borrow: unsecured business loans are for smaller sums over shorter terms, at higher rates.'
        : 'Unsecured business loans exist for smaller sums, over shorter terms and at higher rates than secured ones; most need a director’s guarantee.',
    };
  }
  if (isPropertySecurity(a.security)) {
    return {
      topic: 'Security',
      standing: 'strong',
      text: 'Property security lets lenders lend up to a share of its value (the LVR), which widens the choice and lowers the rate.',
    };
  }
  return {
    topic: 'Security',
    standing: 'workable',
    text:
      a.security === 'equipment'
        ? 'Equipment and vehicles secure loans for themselves well; as security for other borrowing, lenders count only part of their resale value.'
        : 'Invoices owed to the business can secure a facility that grows with sales; lenders advance part of each approved invoice.',
  };
}

function cashFlowView(a: Answers): LenderView | undefined {
  if (!CASH_FLOW_PURPOSES.includes(a.purpose) && a.security !== 'none') return undefined;
  // Loans repaid from trading are sized to turnover. The amount band one step below the turnover band
  // (say $500,000 to $2 million on $1 million to $5 million) is in proportion; a smaller one is easy,
  // a larger one a stretch.
  const stretch = AMOUNT_RANK[a.amount] - (TURNOVER_RANK[a.turnover] - 1);
  if (a.turnover === 'none' || stretch >= 1) {
    return {
      topic: 'Turnover against the amount',
      standing: 'hard',
      text: 'Lenders size a loan repaid from trading to the turnover and cash flow that repay it: this amount is large for the turnover, so expect a smaller limit or a request for security.',
    };
  }
  return {
    topic: 'Turnover against the amount',
    standing: stretch === 0 ? 'workable' : 'strong',
    text:
      stretch === 0
        ? 'The amount is in proportion to the turnover if the accounts show the profit to repay it; lenders will check that in the BAS and bank statements.'
        : 'The amount is small against the turnover, which makes repayments easy to show.',
  };
}

function timingView(a: Answers): LenderView | undefined {
  if (a.timing === 'two-weeks') {
    return {
      topic: 'Time to funds',
      standing: 'hard',
      text: 'Banks rarely settle within two weeks; non-bank and private lenders can, at a higher cost, if the documents are ready on day one.',
    };
  }
  if (a.timing === 'month') {
    return {
      topic: 'Time to funds',
      standing: 'workable',
      text: 'A month is enough for many non-bank lenders and for a bank with a simple, well-documented application; a valuation is usually the slowest step.',
    };
  }
  return undefined;
}

const risksByService: Partial<Record<ServiceSlug, string>> = {
  'bridging-finance':
    'If the sale comes later or lower than planned, capitalised interest keeps growing and the end debt is larger: test both in the bridging calculator.',
  'first-second-mortgages':
    'A second mortgage ranks behind the first: its rate is higher, the first lender may need to consent, and both lenders can act if repayments stop.',
  'caveat-loans':
    'Caveat loans are short and expensive: if the exit is late, default interest and extension fees add up quickly.',
  'private-lending':
    'Private loans cost more and run for months, not years: the loan depends on the exit (a sale or a refinance) happening on time.',
  'equipment-finance': 'A balloon lowers the repayments but leaves a lump sum to pay or refinance at the end of the term.',
  'asset-finance': 'A balloon lowers the repayments but leaves a lump sum to pay or refinance at the end of the term.',
  'smsf-lending':
    'An SMSF loan must follow the super rules: one property, no improvements with borrowed money, and the fund must keep enough cash to meet repayments.',
  'working-capital':
    'A revolving facility that is always fully drawn has become long-term debt: lenders review limits each year.',
  'debt-consolidation':
    'Paying short debts over a longer term lowers the repayment but can raise the total interest; interest the ATO charges is not tax deductible, so compare the after-tax cost.',
  'commercial-property-development':
    'Cost overruns and slow sales come out of your equity first: lenders fund against a budget and presales, not hopes.',
  'business-acquisition':
    'Lenders lend on the business’s past earnings: if they fall under new ownership, the loan still has to be repaid.',
  'trade-finance': 'A shipment delay or a currency move can stretch a trade facility’s term and cost.',
  'refinancing-solutions': 'Break costs, discharge fees and a new valuation can outweigh a small saving in the rate.',
  'asset-backed-lending': 'If the assets’ value falls, the lender can reduce the limit.',
};

const borrowerDocuments: Partial<Record<Borrower, DocumentGroup>> = {
  company: {
    title: 'The company',
    items: [{id: 'asic-extract', text: 'A current ASIC company extract, showing its directors and shareholders'}],
  },
  trust: {
    title: 'The trust',
    items: [{id: 'trust-deed-variations', text: 'The trust deed and every variation, and the trustee’s details'}],
  },
  partnership: {
    title: 'The partnership',
    items: [{id: 'partnership-agreement', text: 'The partnership agreement'}],
  },
  'sole-trader': {
    title: 'Your own figures',
    items: [{id: 'personal-tax-returns', text: 'Your last two personal tax returns and notices of assessment (the business income is reported there)'}],
  },
};

const creditDocuments: Partial<Record<CreditEvent, DocumentItem>> = {
  'ato-debt': sharedDocuments.atoStatement,
  defaults: {id: 'default-explanation', text: 'A short letter explaining each default, with evidence it is paid or under an arrangement'},
  late: {id: 'late-explanation', text: 'A short explanation of the late repayments and what has changed'},
  bankruptcy: {id: 'discharge-papers', text: 'Discharge papers, or the liquidator’s final report'},
};

function documentsFor(a: Answers, services: readonly ServiceFit[]): DocumentGroup[] {
  const seen = new Set<string>();
  const unique = (items: readonly DocumentItem[]) =>
    items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  const groups: DocumentGroup[] = [];
  const add = (group: DocumentGroup) => {
    const items = unique(group.items);
    if (items.length > 0) groups.push({title: group.title, items});
  };
  // The best fit's documents; later services would mostly repeat them.
  const best = services[0];
  if (best) serviceDocuments[best.slug].forEach(add);
  const borrower = borrowerDocuments[a.borrower];
  if (borrower) add(borrower);
  const history = a.credit.flatMap((event) => creditDocuments[event] ?? []);
  add({title: 'Your credit history', items: history});
  return groups;
}

const SMSF_BORROWING_LIMIT =
  'A self-managed super fund may borrow only to buy a single asset, such as a property, through a limited recourse ' +
  'borrowing arrangement (Superannuation Industry (Supervision) Act 1993, s67A), so it cannot borrow for this. The ' +
  'business itself may be able to borrow instead: answer again with the business as the borrower.';

const SMSF_BORROWER =
  'In an SMSF loan the fund borrows, through its trustee, not its members: answer "A self-managed super fund" as ' +
  'the borrower for a result that fits.';

export function assess(a: Answers): Assessment {
  const purpose = creditPurpose[a.purpose];
  if (isConsumerCredit({naturalPerson: mayBeNaturalPerson[a.borrower], purpose})) {
    const reasons = [CONSUMER_CREDIT_STATEMENT];
    if (a.borrower === 'trust') {
      reasons.push('A trust’s trustees may be individuals, so we treat this as consumer credit until we know who they are.');
    }
    reasons.push(
      'So this check names no loan and no range: under responsible lending and the best interests duty, a broker must first understand your situation and needs. Send us your answers and we will confirm whether the loan is consumer credit and, if it is, refer you to a broker who arranges residential and personal lending.',
    );
    return {kind: 'consumer', reasons};
  }
  if (purpose !== 'business' && a.borrower === 'company') {
    return {
      kind: 'outside-scope',
      reasons: [
        'We arrange loans for business purposes and investment other than in residential property. A company borrowing for a home or a residential investment is outside what we arrange; we can refer you to a broker who arranges residential lending.',
      ],
    };
  }
  const services = servicesFor(a);
  const credit: LenderView =
    a.credit.includes('none') || a.credit.length === 0
      ? CLEAN_CREDIT
      : // The hardest event decides where the borrower stands.
        (['bankruptcy', 'defaults', 'ato-debt', 'late'] as const)
          .filter((event) => a.credit.includes(event))
          .map((event) => creditView[event])[0]!;
  const lenderView = [tradingView[a.trading], credit, securityView(a), cashFlowView(a), timingView(a)].filter(
    (view): view is LenderView => view !== undefined,
  );
  const risks = services.flatMap((s) => risksByService[s.slug] ?? []);
  const notes: string[] = [];
  if (a.borrower === 'smsf' && services.length === 0) notes.push(SMSF_BORROWING_LIMIT);
  if (a.borrower !== 'smsf' && a.purpose === 'smsf-property') notes.push(SMSF_BORROWER);
  if (a.borrower === 'smsf' && (a.purpose === 'residential-investment' || a.security === 'residential-property')) {
    notes.push(SMSF_TRUSTEE_NOTE);
  }
  return {
    kind: 'business',
    services,
    lenderView,
    risks: risks.filter((r, i) => risks.indexOf(r) === i),
    documents: documentsFor(a, services),
    notes,
  };
}
