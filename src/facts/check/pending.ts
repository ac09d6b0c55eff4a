/**
 * Figures typed into content before the register existed, found by
 * check:facts on 2026-11-25 and not yet moved into src/facts/data/. They are
 * reported on every run but do not fail it; any other typed figure does.
 *
 * This list only shrinks: move a figure into the register (<Fact id="..." />)
 * or mark a worked example as one, and delete its line here (check:facts
 * names lines that no longer match anything). Never add to it to make a
 * check pass: register the new figure instead (docs-dev/FACTS.md).
 */
export interface PendingFigure {
  /** The content file, relative to the site folder. */
  file: string;
  /** The figure exactly as typed: "15%", "$100,000", "1 July 2012". */
  figure: string;
}

export const pendingFigures: readonly PendingFigure[] = [
  {file: 'docs/glossary/index.mdx', figure: '1 January 2021'},
  {file: 'docs/glossary/index.mdx', figure: '15%'},
  {file: 'docs/glossary/index.mdx', figure: '5 October 2021'},
  {file: 'docs/guides/business-acquisition-finance.mdx', figure: '50%'},
  {file: 'docs/guides/business-acquisition-finance.mdx', figure: '70%'},
  {file: 'docs/guides/buying-commercial-property-due-diligence.mdx', figure: '31 December 2003'},
  {file: 'docs/guides/buying-commercial-property-due-diligence.mdx', figure: '10%'},
  {file: 'docs/guides/buying-commercial-property-due-diligence.mdx', figure: '15%'},
  {file: 'docs/guides/chattel-mortgage-vs-finance-lease.mdx', figure: '30%'},
  {file: 'docs/guides/chattel-mortgage-vs-finance-lease.mdx', figure: '50%'},
  {file: 'docs/guides/chattel-mortgage-vs-finance-lease.mdx', figure: '1 July 2012'},
  {file: 'docs/guides/commercial-property-loans-explained.mdx', figure: '1%'},
  {file: 'docs/guides/commercial-property-loans-explained.mdx', figure: '2%'},
  {file: 'docs/guides/development-finance-feasibility.mdx', figure: '60%'},
  {file: 'docs/guides/development-finance-feasibility.mdx', figure: '70%'},
  {file: 'docs/guides/development-finance-feasibility.mdx', figure: '75%'},
  {file: 'docs/guides/development-finance-feasibility.mdx', figure: '85%'},
  {file: 'docs/guides/development-finance-feasibility.mdx', figure: '10%'},
  {file: 'docs/guides/development-finance-feasibility.mdx', figure: '80%'},
  {file: 'docs/guides/development-finance-feasibility.mdx', figure: '90%'},
  {file: 'docs/guides/equipment-finance-what-lenders-look-for.mdx', figure: '10%'},
  {file: 'docs/guides/equipment-finance-what-lenders-look-for.mdx', figure: '20%'},
  {file: 'docs/guides/preparing-a-commercial-loan-application.mdx', figure: '$100,000'},
  {file: 'docs/guides/second-mortgages-and-caveat-loans.mdx', figure: '1.25%'},
  {file: 'docs/guides/second-mortgages-and-caveat-loans.mdx', figure: '15%'},
  {file: 'docs/guides/smsf-property-loans-lrba.mdx', figure: '15%'},
  {file: 'docs/services/business-acquisition.mdx', figure: '20%'},
  {file: 'docs/services/business-acquisition.mdx', figure: '40%'},
  {file: 'docs/services/commercial-property-development.mdx', figure: '15%'},
  {file: 'docs/services/commercial-property-development.mdx', figure: '35%'},
  {file: 'docs/services/commercial-property-development.mdx', figure: '5%'},
  {file: 'docs/services/commercial-property-development.mdx', figure: '10%'},
  {file: 'docs/services/smsf-lending.mdx', figure: '15%'},
  {file: 'docs/services/smsf-lending.mdx', figure: '10%'},
];
