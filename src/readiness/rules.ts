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
  DECLARATION_STATEMENT,
  NO_CONSUMER_PURPOSE_STATEMENT,
  REFINANCED_LOAN_PURPOSE,
  SMSF_TRUSTEE_NOTE,
} from '../compliance/creditScope';
import {
  serviceDocuments,
  sharedDocuments,
  type DocumentGroup,
  type DocumentItem,
  type LoanUse,
} from '../documents/serviceDocuments';
import {serviceRecord, type ServiceSlug} from '../services/records';
import type {
  AmountBand,
  Answers,
  Borrower,
  CreditEvent,
  Purpose,
  Security,
  Trading,
  Trustee,
  Turnover,
} from './questions';
import {getFact} from '../facts/register';
import {formatMonth} from '../content/formatDate';
import {developmentSizing} from '../facts/developmentSizing';
import {mayBeNaturalPerson, scope} from './scope';
import {completeAnswers, type PartialAnswers} from './urlState';
import {SMSF_FIT, servicesByPurpose} from './purposeServices';

/**
 * Loans that individuals also seek for personal or residential-investment purposes, where a business-purpose
 * declaration does not settle the question: the services whose record's scope is `declaration`.
 */
function servesOnDeclaration(slug: ServiceSlug): boolean {
  return serviceRecord(slug).scope === 'declaration';
}

export interface ServiceFit {
  slug: ServiceSlug;
  /** Why it fits, in one sentence. */
  reason: string;
  /** Which of the service's loans fits, where it has two: only that loan's documents are listed. */
  use?: LoanUse;
  /** The risk of that loan, where the service record's (written for the other loan) does not apply. */
  risk?: string;
}

export type Standing = 'strong' | 'workable' | 'hard';

export interface LenderView {
  topic: string;
  standing: Standing;
  /** Where this borrower stands, in plain words, with the reason. */
  text: string;
}

export interface BusinessAssessment {
  kind: 'business';
  services: readonly ServiceFit[];
  lenderView: readonly LenderView[];
  risks: readonly string[];
  documents: readonly DocumentGroup[];
  /** Sentences that qualify the result (an SMSF's trustee and the Code; a declaration's limits). */
  notes: readonly string[];
}

const BUILDINGS: readonly Security[] = ['commercial-property', 'residential-property'];
const PROPERTY_SECURITY: readonly Security[] = [...BUILDINGS, 'vacant-land'];
const isPropertySecurity = (security: Answers['security']) => security.some((s) => PROPERTY_SECURITY.includes(s));
const unsecured = (security: Answers['security']) => security.includes('none');

/** Services added by the rest of the answers (urgency, credit history, security). */
function extraServices(a: Answers): ServiceFit[] {
  const extra: ServiceFit[] = [];
  // The ATO already collecting too: its notice's days are what private lenders can settle within.
  const impaired = (['defaults', 'bankruptcy', 'ato-notice'] as const).some((event) => a.credit.includes(event));
  // Private loans are secured by a mortgage over property (the service's record): equipment or invoices alone are not.
  if (impaired && isPropertySecurity(a.security)) {
    extra.push({
      slug: 'private-lending',
      reason: 'Private lenders look at the security and the exit more than the credit file.',
    });
  }
  if (
    isPropertySecurity(a.security) &&
    a.timing === 'two-weeks' &&
    ['tax-debt', 'working-capital'].includes(a.purpose)
  ) {
    extra.push({
      slug: 'caveat-loans',
      reason:
        'A caveat loan over property can settle in days for an urgent short-term need, when the title, value and exit are clear.',
    });
  }
  if (isPropertySecurity(a.security) && ['tax-debt', 'working-capital'].includes(a.purpose)) {
    extra.push({
      slug: 'first-second-mortgages',
      reason: 'A second mortgage borrows against the equity in a property without refinancing the first loan.',
      use: 'second-mortgage',
    });
  }
  if (
    (a.security.includes('receivables') || a.security.includes('equipment')) &&
    ['working-capital', 'tax-debt', 'refinance'].includes(a.purpose)
  ) {
    extra.push({
      slug: 'asset-backed-lending',
      reason: 'Asset-backed lending borrows against invoices or equipment the business already owns.',
    });
  }
  return extra;
}

/**
 * Debt consolidation's ranges are for loans secured on property (the register's rate says so): a borrower without
 * property to offer reads, beside them, what an unsecured loan costs (a trial's plumber read the secured rate as his).
 */
function withoutSecurity(fit: ServiceFit, a: Answers): ServiceFit {
  if (fit.slug !== 'debt-consolidation' || isPropertySecurity(a.security)) return fit;
  const cost = getFact('unsecured-loan-cost');
  return {
    ...fit,
    reason: `${fit.reason} Its ranges below are for loans secured on property; unsecured short-term loans cost ${cost.text} (as at ${formatMonth(cost.asAt)}).`,
  };
}

function servicesFor(a: Answers): ServiceFit[] {
  // The scope gate lets a fund through only for a property purpose.
  if (a.borrower === 'smsf') return [SMSF_FIT];
  const all = [...servicesByPurpose[a.purpose], ...extraServices(a)].map((fit) => withoutSecurity(fit, a));
  return all.filter((s, i) => all.findIndex((t) => t.slug === s.slug) === i);
}

const twoYearsOrMore: LenderView = {
  topic: 'Time trading',
  standing: 'strong',
  text: 'Two years or more of trading meets most lenders’ minimum, banks included, if the financial statements and tax returns are lodged.',
};

const tradingView: Record<Trading, LenderView> = {
  'not-yet': {
    topic: 'Time trading',
    standing: 'hard',
    text: 'A business not trading yet has no figures to assess, so most lenders look at the security, the owners’ experience and their own income instead.',
  },
  'under-1': {
    topic: 'Time trading',
    standing: 'hard',
    // The register's figure, as the working capital guide reads it: typed here it said "usually with security",
    // where the register's survey is of unsecured lenders.
    text: `Under a year of trading rules out most banks, which want two years of lodged tax returns; some non-bank lenders, unsecured short-term lenders among them, ask for ${getFact('unsecured-trading-history').text} of trading.`,
  },
  '1-2': {
    topic: 'Time trading',
    standing: 'workable',
    text: 'One to two years of trading suits many non-bank lenders, often on BAS and bank statements (a low-doc application); banks usually want two years.',
  },
  '2-5': twoYearsOrMore,
  'over-5': twoYearsOrMore,
};

/**
 * For a development by a company under two years old (a time trading that is not "strong"), in place of the time
 * trading: a new company for each project is usual, and development lenders look at the people and the project (a
 * developer's trial, with two projects behind him and a new company, read "Harder: under a year of trading rules out
 * most banks … unsecured short-term lenders").
 */
const DEVELOPER_VIEW: LenderView = {
  topic: 'Track record',
  standing: 'workable',
  text: 'Development lenders look less at how long the borrowing company has traded (a new company for each project is usual) than at the developer’s completed projects like this one, the builder, the presales or pre-leases and the equity in the project.',
};

const creditView: Record<Exclude<CreditEvent, 'none'>, LenderView> = {
  late: {
    topic: 'Credit history',
    standing: 'workable',
    text: 'Late repayments that have been brought up to date are workable with most lenders if you explain them; repeated ones push the application towards non-banks.',
  },
  'ato-plan': {
    topic: 'Credit history',
    standing: 'workable',
    text: 'An ATO debt on a payment plan that is kept up to date is acceptable to many non-bank lenders.',
  },
  'ato-debt': {
    topic: 'Credit history',
    standing: 'workable',
    text: 'An ATO debt with no payment plan, or a plan behind on its instalments (which the ATO may cancel), narrows the choice: most lenders want a plan kept up to date, or the debt paid out from the loan; one the ATO has reported to a credit bureau narrows it further.',
  },
  'ato-notice': {
    topic: 'Credit history',
    standing: 'hard',
    text: `A director penalty notice or a garnishee notice means the ATO is already collecting: some lenders will not lend once one is issued, others only to pay the debt out at settlement, and a director penalty notice gives ${getFact('dpn-response-days').text}, which only some private lenders can settle within. Tell us about it on the first call.`,
  },
  defaults: {
    topic: 'Credit history',
    standing: 'hard',
    text: 'A recent default rules out most banks; private lenders look at the security and the exit instead.',
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

/** For a super fund: several large banks have stopped SMSF loans (the SMSF guide), so "banks included" would promise too much. */
const CLEAN_CREDIT_SMSF: LenderView = {
  ...CLEAN_CREDIT,
  text: 'A clean credit history keeps every lender to super funds open to you: mostly non-bank lenders and smaller banks, as several large banks have stopped offering SMSF loans.',
};

/** What SMSF lenders make of the fund's trustee (asked for a property purpose; individuals buying a home are out of scope). */
const smsfTrusteeView: Record<Trustee, LenderView> = {
  corporate: {
    topic: 'Trustee',
    standing: 'strong',
    text: 'A company as the fund’s trustee is what most SMSF lenders require.',
  },
  individuals: {
    topic: 'Trustee',
    standing: 'workable',
    text: 'Most SMSF lenders require a company as the fund’s trustee: with the members as trustees, appoint one, and set up the holding trust, before the contract is signed (your accountant or the fund’s administrator can arrange it).',
  },
  unsure: {
    topic: 'Trustee',
    standing: 'workable',
    text: 'Most SMSF lenders require a company as the fund’s trustee: the fund’s trust deed, or its administrator, says who the trustee is.',
  },
};

/** The top of each amount band and the bottom of each turnover band: the comparison least in the borrower's favour. */
export const AMOUNT_TOP: Record<AmountBand, number> = {
  'under-100k': 100_000,
  '100k-500k': 500_000,
  '500k-2m': 2_000_000,
  '2m-10m': 10_000_000,
  'over-10m': Infinity,
};
export const AMOUNT_BOTTOM: Record<AmountBand, number> = {
  'under-100k': 0,
  '100k-500k': 100_000,
  '500k-2m': 500_000,
  '2m-10m': 2_000_000,
  'over-10m': 10_000_000,
};
const TURNOVER_BOTTOM: Record<Turnover, number> = {
  none: 0,
  'under-250k': 0,
  '250k-1m': 250_000,
  '1m-5m': 1_000_000,
  'over-5m': 5_000_000,
};

/** What a lender asks of the people behind a company or trust; a sole trader, partner or person owes it. */
const guaranteeAsked: Partial<Record<Answers['borrower'], string>> = {
  company: 'most lenders need a director’s guarantee',
  trust:
    'most lenders need a guarantee from the directors of a company trustee (individual trustees are liable personally)',
  'sole-trader': 'you are liable for it personally, as for any debt of the business',
  partnership: 'you and your partners are liable for it personally, as for any debt of the partnership',
};

function securityView(a: Answers): LenderView {
  if (isPropertySecurity(a.security)) {
    return {
      topic: 'Security',
      standing: 'strong',
      text:
        'Property security lets lenders lend up to a share of its value (the LVR), which widens the choice and lowers the rate.' +
        (a.security.includes('vacant-land') && !a.security.some((s) => BUILDINGS.includes(s))
          ? ` Land on its own earns nothing and sells more slowly, so lenders lend a lower share of its value than of a building. ${developmentSizing()}`
          : '') +
        // In a lender's favour, not always in hers: a borrower's trial offered his home and read only the first part.
        // A fund's property is never its members' home (SIS Act s 66).
        // A tax-debt borrower's trial: the pages' consumer-credit line named "a home", and she read it as "not for me"
        // since her home was her security.
        (a.security.includes('residential-property') && a.borrower !== 'smsf'
          ? ' A home offered as security does not make a business loan consumer credit: what the money is for decides. If the residential property is a home you or your family live in, the lender can sell it if the loan is not repaid: take independent legal advice before you offer it.'
          : '') +
        // Secured too: the same trial read the guarantee only under unsecured loans.
        (a.borrower === 'company' || a.borrower === 'trust' ? ` Secured or not, ${guaranteeAsked[a.borrower]}.` : ''),
    };
  }
  if (unsecured(a.security)) {
    const large = AMOUNT_BOTTOM[a.amount] >= AMOUNT_BOTTOM['500k-2m'];
    return {
      topic: 'Security',
      standing: large ? 'hard' : 'workable',
      text: large
        ? 'Without security, an amount this size is hard to borrow: unsecured business loans are for smaller sums over shorter terms, at higher rates.'
        : `Unsecured business loans exist for smaller sums, over shorter terms and at higher rates than secured ones${guaranteeAsked[a.borrower] ? `; ${guaranteeAsked[a.borrower]}` : ''}.`,
    };
  }
  return {
    topic: 'Security',
    standing: 'workable',
    text: a.security.includes('receivables')
      ? 'Invoices owed to the business can secure a facility that grows with sales; lenders advance part of each approved invoice.'
      : 'Equipment and vehicles secure loans for themselves well; as security for other borrowing, lenders count only part of their resale value.',
  };
}

/**
 * Unsecured loans repaid from trading are sized on turnover: the register's
 * unsecured-loan-size-to-turnover (the working capital service page reads the same entry) says how much, and its
 * value is the most months of revenue the check calls in proportion. The top of the amount band is compared with
 * that many months of the bottom of the turnover band.
 */
const sizeToTurnover = getFact('unsecured-loan-size-to-turnover');

function cashFlowView(a: Answers): LenderView | undefined {
  // A business purchase is sized on the business's earnings (the result's "Senior debt" range), which the check does
  // not ask: a month's turnover said "Harder" to every café buyer, whatever its turnover (a buyer's trial).
  // Invoices, stock or equipment size a loan by their own value (an importer's trial: receivables read "Harder").
  if (a.turnover === undefined || !unsecured(a.security) || a.purpose === 'buy-business') return undefined;
  const limit = (TURNOVER_BOTTOM[a.turnover] / 12) * sizeToTurnover.value!;
  if (limit > 0 && AMOUNT_TOP[a.amount] <= limit) {
    return {
      topic: 'Turnover against the amount',
      standing: 'workable',
      text: `The amount is within what cash-flow lenders usually lend on this turnover (often ${sizeToTurnover.text}) if the accounts show the profit to repay it; they will check that in the BAS and bank statements.`,
    };
  }
  return {
    topic: 'Turnover against the amount',
    standing: 'hard',
    text: `Without property behind it, a loan repaid from trading is usually sized at ${sizeToTurnover.text}; this amount can be more than that, so expect a smaller limit, a request for security or a closer look at the cash flow.`,
  };
}

/**
 * Equipment or vehicles secured by themselves are approved in days, not weeks: "Banks rarely settle within two weeks"
 * sent a ute buyer towards dearer lenders the asset finance page says he does not need (an equipment buyer's trial).
 */
const ASSET_TIME: Partial<Record<Purpose, string>> = {equipment: 'equipment-time', vehicles: 'vehicle-time'};

/**
 * Loans whose own page gives a time to funds over a month: "A month is enough for many non-bank lenders" beside the
 * development page's "4 to 8 weeks to the first draw" (a developer's trial).
 */
const SLOW_TIME: Partial<Record<Purpose, string>> = {
  development: 'development-time',
  'buy-business': 'acquisition-time',
  'smsf-property': 'smsf-time',
};

function timingView(a: Answers): LenderView | undefined {
  const slowTime = SLOW_TIME[a.purpose];
  if (slowTime && (a.timing === 'two-weeks' || a.timing === 'month')) {
    return {
      topic: 'Time to funds',
      standing: 'hard',
      text: `This kind of loan usually takes ${getFact(slowTime).text}, so ${a.timing === 'month' ? 'a month' : 'two weeks'} is tight: have the documents ready on day one and ask early.`,
    };
  }
  const assetTime = isPropertySecurity(a.security) ? undefined : ASSET_TIME[a.purpose];
  if (assetTime) {
    if (a.timing !== 'two-weeks') return undefined;
    return {
      topic: 'Time to funds',
      standing: 'workable',
      text: `${getFact(assetTime).text}. Two weeks is usually enough once the supplier’s quote or tax invoice and your documents are ready.`,
    };
  }
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
      // The valuation only where a property secures the loan (an importer's trial read it of her stock facility).
      text: `A month is enough for many non-bank lenders and for a bank with a simple, well-documented application${isPropertySecurity(a.security) ? '; a valuation is usually the slowest step' : ''}.`,
    };
  }
  return undefined;
}

const ownFigures: DocumentGroup = {
  title: 'Your own figures',
  items: [
    {
      id: 'personal-tax-returns',
      text: 'Your last two personal tax returns and notices of assessment (the business income is reported there)',
    },
  ],
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
  'sole-trader': ownFigures,
  // Borrowing in their own name for a business purpose: the lender reads the same returns.
  individual: ownFigures,
};

const creditDocuments: Partial<Record<CreditEvent, DocumentItem | DocumentItem[]>> = {
  'ato-plan': sharedDocuments.atoStatement,
  'ato-debt': sharedDocuments.atoStatement,
  // The statement once, however many answers or services ask for it (the checklist keeps one item per id).
  'ato-notice': [{id: 'ato-notice', text: 'The ATO’s notice, with its date'}, sharedDocuments.atoStatement],
  defaults: {
    id: 'default-explanation',
    text: 'A short letter explaining each default, with evidence it is paid or under an arrangement',
  },
  late: {id: 'late-explanation', text: 'A short explanation of the late repayments and what has changed'},
  bankruptcy: {id: 'discharge-papers', text: 'Discharge papers, or the liquidator’s final report'},
};

/**
 * A business not trading yet, or for under a year, has no two years of accounts to give: lenders read what it has and
 * lean on its owners' own returns instead (tradingView's words). Asked for two years, she would have a list she cannot
 * complete.
 */
const newBusinessFinancials: DocumentItem = {
  id: 'financials-new-business',
  text: 'Any financial statements and BAS the business has so far, and the last two years of tax returns for each owner and guarantor',
};

/**
 * A business being bought that is not trading yet (a new franchise outlet) has no three years of accounts to give:
 * lenders read the franchisor's disclosure, the costs to open and the buyer's own returns (a franchise buyer's trial
 * was asked for three years of accounts and year-to-date figures of an outlet yet to open).
 */
const newOutletPapers: DocumentItem = {
  id: 'new-outlet-papers',
  text: 'For a franchise, the franchisor’s disclosure document and key facts sheet; quotes for the fit-out and equipment; and the last two years of tax returns for each owner and guarantor',
};

function documentsFor(a: Answers, services: readonly ServiceFit[]): DocumentGroup[] {
  const seen = new Set<string>();
  const newBusiness = a.trading === 'not-yet' || a.trading === 'under-1';
  const forThisBusiness = (item: DocumentItem): DocumentItem | undefined => {
    if (!newBusiness) return item;
    if (item.id === 'financials-2y' || item.id === 'financials-larger') return newBusinessFinancials;
    // Not "showing 6 to 12 months of trading", which she cannot give (a plain-language reader's not-yet answer); the
    // lender view above says what under a year of trading means for her.
    if (item.id === 'abn-trading') return sharedDocuments.abnDetails;
    // A buyer's trading answer is the business she is buying (questions.ts).
    if (item.id === 'target-financials-3y') return a.trading === 'not-yet' ? newOutletPapers : newBusinessFinancials;
    // Nor year-to-date figures or a seller's memorandum, for an outlet yet to open.
    const noneYet = item.id === 'management-accounts' || item.id === 'information-memorandum';
    return a.trading === 'not-yet' && noneYet ? undefined : item;
  };
  const unique = (items: readonly DocumentItem[]) =>
    items
      .map(forThisBusiness)
      .filter((item): item is DocumentItem => item !== undefined && !seen.has(item.id) && (seen.add(item.id), true));
  const groups: DocumentGroup[] = [];
  const add = (group: DocumentGroup) => {
    const items = unique(group.items);
    if (items.length > 0) groups.push({title: group.title, items});
  };
  // The best fit's documents; later services would mostly repeat them.
  const best = services[0];
  if (best) serviceDocuments[best.slug].filter((g) => !g.use || !best.use || g.use === best.use).forEach(add);
  // A later fit that is one loan of a two-loan service (a second mortgage beside a consolidation loan): its own papers.
  for (const fit of services.slice(1))
    if (fit.use) serviceDocuments[fit.slug].filter((g) => g.use === fit.use).forEach(add);
  const borrower = borrowerDocuments[a.borrower];
  if (borrower) add(borrower);
  const history = a.credit.flatMap((event) => creditDocuments[event] ?? []);
  add({title: 'Your credit history', items: history});
  return groups;
}

export type Assessment = Exclude<ReturnType<typeof scope>, undefined | {kind: 'business'}> | BusinessAssessment;

/**
 * The result for these answers: the consumer or out-of-scope result as soon as the scope gate decides it (the check
 * stops asking there), the business result once every question asked is answered, undefined before either.
 */
export function assess(partial: PartialAnswers): Assessment | undefined {
  const gate = scope(partial);
  if (gate === undefined) return undefined;
  if (gate.kind !== 'business') return gate;
  const a = completeAnswers(partial);
  if (a === undefined) return undefined;
  const services = servicesFor(a);
  const credit: LenderView =
    a.credit.includes('none') || a.credit.length === 0
      ? a.borrower === 'smsf'
        ? CLEAN_CREDIT_SMSF
        : CLEAN_CREDIT
      : // The hardest event decides where the borrower stands.
        (['bankruptcy', 'ato-notice', 'defaults', 'ato-debt', 'ato-plan', 'late'] as const)
          .filter((event) => a.credit.includes(event))
          .map((event) => creditView[event])[0]!;
  const lenderView = [
    a.borrower === 'smsf' && a.trustee && smsfTrusteeView[a.trustee],
    a.trading &&
      (a.purpose === 'development' && tradingView[a.trading].standing !== 'strong'
        ? DEVELOPER_VIEW
        : tradingView[a.trading]),
    credit,
    securityView(a),
    cashFlowView(a),
    timingView(a),
  ].filter((view): view is LenderView => Boolean(view));
  const risks = services.map((s) => s.risk ?? serviceRecord(s.slug).risk);
  const notes: string[] = [];
  if (
    a.borrower === 'smsf' &&
    (a.purpose === 'residential-investment' || a.security.includes('residential-property'))
  ) {
    notes.push(SMSF_TRUSTEE_NOTE);
  }
  // As on those services' pages: a natural person's declaration is ineffective if the purpose is really personal. A
  // refinance against a home is said too: it may pay out a home loan (a credit lawyer's check).
  const onDeclaration = services.some((s) => servesOnDeclaration(s.slug));
  const refinancingHome = a.purpose === 'refinance' && a.security.includes('residential-property');
  if (mayBeNaturalPerson[a.borrower] && (onDeclaration || refinancingHome)) {
    const after = [onDeclaration && NO_CONSUMER_PURPOSE_STATEMENT, refinancingHome && REFINANCED_LOAN_PURPOSE];
    notes.push([DECLARATION_STATEMENT, ...after].filter(Boolean).join(' '));
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
