/**
 * What a lender asks a borrower to provide, per service: the one list that
 * the service pages' "Documents" sections (<ServiceDocuments service="..."/>)
 * and the loan readiness check's checklist both read. Change a document here
 * and both change.
 *
 * Each item has a stable id: the readiness check keeps a visitor's ticks in
 * their browser under these ids, so rename the text freely but keep the id.
 */
import type {ServiceSlug} from '../site-map';

export interface DocumentItem {
  id: string;
  text: string;
  /** A glossary anchor explaining the document, e.g. "bas" for /resources/glossary#bas. */
  glossary?: string;
  /** The words in the text the glossary link goes on, where they are not the anchor's ("qs-report"). */
  term?: string;
}

export interface DocumentGroup {
  title: string;
  items: readonly DocumentItem[];
  /**
   * For a service that covers two kinds of loan, the kind this group is for: the readiness check lists only the
   * groups of the loan it suggests (a purchase's first mortgage is not asked for a first lender's consent). The
   * service page lists every group.
   */
  use?: LoanUse;
}

/** The two loans of the first and second mortgages service: a first mortgage to buy, or a second against equity. */
export type LoanUse = 'purchase' | 'second-mortgage';

const doc = (id: string, text: string, glossary?: string, term?: string): DocumentItem => ({id, text, glossary, term});

/**
 * An item's text cut around its glossary term (the anchor's words unless `term` says otherwise): before, term,
 * after; the whole text is the term if the words are not found.
 */
export function termParts(item: DocumentItem): [string, string, string] {
  const words = item.term ?? (item.glossary ?? '').replace(/-/g, ' ');
  const at = words ? item.text.search(new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i')) : -1;
  if (at < 0) return ['', item.text, ''];
  return [item.text.slice(0, at), item.text.slice(at, at + words.length), item.text.slice(at + words.length)];
}

/** Documents that many loans share, written once. */
const common = {
  identification: doc('identification', 'Identification for every borrower, director and guarantor'),
  abnDetails: doc('abn-details', 'ABN details'),
  assetsAndLiabilities: doc(
    'assets-liabilities',
    'A statement of assets and liabilities for each borrower and guarantor',
  ),
  financials2y: doc('financials-2y', 'The last two years of financial statements and tax returns'),
  bas: doc('bas', 'Recent Business Activity Statements (BAS)', 'bas'),
  bankStatements: doc('bank-statements', 'Recent business bank statements (usually 6 to 12 months)'),
  managementAccounts: doc('management-accounts', 'Year-to-date management accounts'),
  agedDebtors: doc('aged-debtors', 'Aged debtor and creditor reports'),
  cashFlowForecast: doc('cash-flow-forecast', 'A cash-flow forecast by month'),
  loanStatements: doc('loan-statements', 'Statements for existing loans, showing balances and repayments up to date'),
  valuation: doc(
    'valuation',
    'A valuation of the security property (the lender orders it from its panel)',
    'valuation',
  ),
  businessPurpose: doc(
    'business-purpose-declaration',
    'A signed business-purpose declaration, with evidence of what the money is for',
    'business-purpose-declaration',
    'business-purpose declaration',
  ),
  exitEvidence: doc(
    'exit-evidence',
    'Written evidence of the exit: a sale contract, agent’s appraisal or refinance approval',
  ),
  titleSearch: doc('title-search', 'A current title search for the property'),
  purchaseContract: doc('purchase-contract', 'The contract for the property you are buying'),
  leases: doc('leases', 'Leases and outgoings for any commercial investment property', 'outgoings'),
  atoStatement: doc('ato-statement', 'An ATO integrated client account statement, and any payment plan'),
  lowDoc: doc(
    'accountant-letter',
    'For a low-doc application: recent BAS and an accountant’s letter confirming lodged, declared income',
    'low-doc-loan',
    'low-doc application',
  ),
} satisfies Record<string, DocumentItem>;

/**
 * Documents the readiness check adds for a borrower's situation (an ATO debt) or puts in place of a service's (a new
 * business's ABN) that service pages also list.
 */
export const sharedDocuments = {atoStatement: common.atoStatement, abnDetails: common.abnDetails} as const;

export const serviceDocuments: Record<ServiceSlug, readonly DocumentGroup[]> = {
  'first-second-mortgages': [
    {
      title: 'For any application',
      items: [
        common.identification,
        common.financials2y,
        common.lowDoc,
        common.leases,
        common.assetsAndLiabilities,
        common.valuation,
      ],
    },
    {
      title: 'To buy a property',
      use: 'purchase',
      items: [
        common.purchaseContract,
        doc('deposit-evidence', 'Evidence of the deposit and purchase costs (transfer duty, fees): savings or equity'),
      ],
    },
    {
      title: 'For a second mortgage',
      use: 'second-mortgage',
      items: [
        doc('first-mortgage-statement', 'The first mortgage statement, showing the balance and repayments up to date'),
        doc('first-lender-consent', 'The first lender’s consent to a second mortgage (or our request for it)'),
        common.businessPurpose,
        common.exitEvidence,
      ],
    },
  ],
  'commercial-property-development': [
    {
      title: 'The project',
      items: [
        doc('development-approval', 'Development approval and plans'),
        doc('feasibility', 'A feasibility study with costs, revenue and margin'),
        doc('building-contract', 'A fixed-price building contract'),
        doc('qs-report', 'A quantity surveyor’s report on the budget', 'qs-report', 'quantity surveyor’s report'),
        doc('as-if-complete-valuation', 'An as-if-complete valuation', 'valuation'),
        doc('presales', 'Presale contracts or pre-leases'),
      ],
    },
    {
      title: 'The builder and the developer',
      items: [
        doc('builder-financials', 'The builder’s financial statements and licence'),
        doc('track-record', 'The developer’s track record of completed projects'),
        doc('ownership-structure', 'The ownership structure'),
        common.assetsAndLiabilities,
      ],
    },
  ],
  'working-capital': [
    {
      title: 'The business',
      items: [
        doc('abn-trading', 'ABN details showing at least 6 to 12 months of trading'),
        common.bankStatements,
        common.bas,
      ],
    },
    {
      title: 'For larger limits or invoice finance',
      items: [
        common.financials2y,
        common.agedDebtors,
        common.cashFlowForecast,
        doc('customer-contracts', 'Customer contracts and copies of recent invoices for verification'),
      ],
    },
  ],
  'bridging-finance': [
    {
      title: 'The two properties',
      items: [
        common.purchaseContract,
        doc('valuation-both', 'A valuation of both properties', 'valuation'),
        doc('agent-appraisal', 'The selling agent’s appraisal and marketing plan'),
        doc(
          'sale-contract',
          'A signed contract for the property being sold, if there is one (it strengthens the application)',
        ),
        common.loanStatements,
      ],
    },
    {
      title: 'The borrowers',
      items: [
        common.identification,
        common.assetsAndLiabilities,
        doc(
          'financials-end-debt',
          'Financial statements or BAS, if the business will service the end debt',
          'end-debt',
        ),
      ],
    },
  ],
  'refinancing-solutions': [
    {
      title: 'The loans being refinanced',
      items: [
        common.loanStatements,
        doc(
          'payout-figures',
          'Payout figures and any break-cost estimate from the current lender',
          'break-costs',
          'break-cost',
        ),
      ],
    },
    {
      title: 'The borrowers and the security',
      items: [common.financials2y, common.lowDoc, common.leases, common.assetsAndLiabilities, common.identification],
    },
  ],
  'equipment-finance': [
    {
      title: 'The equipment',
      items: [
        doc('supplier-invoice', 'The supplier’s tax invoice or quote, with make, model and serial number'),
        doc('used-equipment-inspection', 'For used equipment: an independent valuation or inspection'),
        doc(
          'import-documents',
          'For imported equipment: the purchase contract, shipping documents and evidence the seller holds clear title',
        ),
      ],
    },
    {
      title: 'The business',
      items: [
        common.abnDetails,
        common.identification,
        doc('financials-larger', 'For larger amounts: two years of financial statements'),
        common.bas,
        common.assetsAndLiabilities,
      ],
    },
  ],
  'business-acquisition': [
    {
      title: 'The business you are buying',
      items: [
        doc('target-financials-3y', 'Three years of the business’s financial statements and tax returns'),
        common.managementAccounts,
        doc('information-memorandum', 'The information memorandum'),
        doc('sale-contract-breakdown', 'The sale contract, with a breakdown of what the price includes'),
        // A franchise buyer's trial: the franchisor's consent is the condition his purchase turns on.
        doc(
          'premises-lease',
          'The premises lease, and for a franchise the franchise agreement and the franchisor’s consent to the transfer',
        ),
        doc('due-diligence', 'Due diligence findings', 'due-diligence'),
      ],
    },
    {
      title: 'You, the buyer',
      items: [
        doc('buyer-cv', 'Your CV, showing experience relevant to the business'),
        common.assetsAndLiabilities,
        doc('forecast-2y', 'A forecast for the first two years under your ownership'),
      ],
    },
  ],
  'trade-finance': [
    {
      title: 'The business',
      items: [common.financials2y, common.managementAccounts, common.agedDebtors],
    },
    {
      title: 'The trade',
      items: [
        doc('shipment-schedule', 'A schedule of recent shipments'),
        doc('supplier-contracts', 'Supplier contracts and invoices'),
        doc('customer-orders', 'Customer orders'),
        doc('incoterms', 'The Incoterms used with each supplier', 'incoterms'),
        doc('trade-cash-flow', 'For larger facilities: a cash-flow forecast by month'),
      ],
    },
  ],
  'asset-backed-lending': [
    {
      title: 'The assets',
      items: [
        doc('property-valuations', 'Valuations of any property offered', 'valuation'),
        doc(
          'equipment-schedule',
          'An equipment schedule with serial numbers and ages, and an appraisal for larger items',
        ),
        doc('receivables-sample', 'For a receivables facility: key customer contracts and a sample of invoices'),
      ],
    },
    {
      title: 'The business',
      items: [
        common.agedDebtors,
        common.bas,
        common.managementAccounts,
        doc('last-financials', 'The last financial statements'),
        doc('existing-security', 'A summary of existing loans and the security they hold'),
      ],
    },
  ],
  'private-lending': [
    {
      title: 'The security and the exit',
      items: [
        doc('title-and-loans', 'The title and statements for any existing loans'),
        doc('panel-valuation', 'A valuation from the lender’s panel', 'valuation'),
        common.exitEvidence,
      ],
    },
    {
      title: 'The borrowers and the purpose',
      items: [
        common.identification,
        common.businessPurpose,
        doc('declared-income', 'If income is part of the case: evidence it is declared (BAS, tax returns)'),
        doc(
          'legal-advice',
          'A certificate of independent legal advice (many private lenders require it before settlement)',
        ),
      ],
    },
  ],
  'smsf-lending': [
    {
      title: 'The fund',
      items: [
        doc('trust-deed', 'The fund’s trust deed (it must allow the fund to borrow)'),
        doc('audited-financials', 'The fund’s last two years of audited financial statements and tax returns'),
        doc('fund-bank-statements', 'Recent bank statements of the fund'),
        doc('member-statements', 'Member statements'),
        doc(
          'holding-trust',
          'The holding (bare) trust deed, and company extracts for the fund’s trustee and the holding trustee (most SMSF lenders require both to be companies)',
          'bare-trust',
          'bare',
        ),
      ],
    },
    {
      title: 'The property',
      items: [
        doc('smsf-contract', 'The contract of sale'),
        doc(
          'related-lease',
          'For business premises: the lease or the proposed one, and a market rent appraisal where the tenant is a related party such as your own business',
        ),
      ],
    },
    {
      title: 'The members',
      items: [
        doc(
          'guarantor-statements',
          'For each member: identification, income evidence and a statement of assets and liabilities (members usually guarantee the loan)',
        ),
      ],
    },
  ],
  'debt-consolidation': [
    {
      title: 'The debts',
      items: [
        doc('debt-payouts', 'Payout figures or statements for every debt to be repaid'),
        common.atoStatement,
        doc('what-changed-letter', 'An accountant’s letter explaining what went wrong and what has changed (it helps)'),
      ],
    },
    {
      title: 'The business',
      items: [common.financials2y, common.lowDoc, common.assetsAndLiabilities, common.businessPurpose],
    },
  ],
  'caveat-loans': [
    {
      title: 'The property',
      items: [
        common.titleSearch,
        doc('first-mortgage-statement', 'The first mortgage statement, showing the balance and repayments up to date'),
        doc('desktop-valuation', 'A desktop valuation or an agent’s appraisal', 'valuation'),
      ],
    },
    {
      title: 'The purpose and the exit',
      items: [
        doc('purpose-evidence', 'Evidence of what the money will pay: an ATO statement, an invoice or a contract'),
        common.businessPurpose,
        common.exitEvidence,
        common.identification,
        doc(
          'directors-guarantees',
          'Directors’ guarantees, for a company borrower',
          'directors-guarantee',
          'Directors’ guarantees',
        ),
      ],
    },
  ],
  'asset-finance': [
    {
      title: 'The vehicle or asset',
      items: [
        doc('dealer-invoice', 'The dealer’s tax invoice'),
        doc(
          'private-sale',
          'For a private purchase: the seller’s proof of ownership, a PPSR search and the registration papers',
          'ppsr',
        ),
      ],
    },
    {
      title: 'The business',
      items: [
        common.identification,
        common.abnDetails,
        doc(
          'above-low-doc',
          'Above the lender’s low-paperwork limit, or for a newer business: recent BAS, bank or financial statements',
        ),
        common.assetsAndLiabilities,
      ],
    },
  ],
};
