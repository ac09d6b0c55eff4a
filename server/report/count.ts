/**
 * The report's counts: enquiries by month, source, landing page, campaign,
 * service and tool, each row with genuine enquiries and possible spam in
 * separate columns, so spam never swells a genuine count. Pure: it takes the
 * rows the query read (query.ts) and returns tables the printers
 * (format.ts) lay out.
 */
import {campaignOf, landingPathOf, sourceClasses, sourceOf, toolOf} from './classify';
import {monthsBetween, sydneyMonth} from './dates';
import {toolName, type Attribution} from '../../src/enquiry/attribution';

/** What the report needs of one enquiry: no name, contact details or message. */
export interface ReportEnquiry {
  /** ISO 8601, UTC. */
  createdAt: string;
  service: string;
  spam: boolean;
  attribution?: Attribution;
  /** The calculator of the scenario the enquiry carries, if any. */
  scenarioCalculator?: string;
  /** The readiness check judged the loan consumer credit, which the broker does not arrange. */
  consumer?: boolean;
}

export interface ReportRow {
  value: string;
  genuine: number;
  spam: number;
}

export type SectionId = 'month' | 'source' | 'landing-page' | 'campaign' | 'service' | 'tool';

export interface ReportSection {
  id: SectionId;
  title: string;
  rows: ReportRow[];
}

export interface Report {
  /** Sydney dates, inclusive; undefined for no bound. */
  from?: string;
  to?: string;
  genuine: number;
  spam: number;
  /** Those the readiness check judged consumer credit: real people, but not loans we arrange. Spam apart. */
  consumer: {genuine: number; spam: number};
  sections: ReportSection[];
}

export interface ReportOptions {
  from?: string;
  to?: string;
  /** A service's name from its slug ("bridging-finance" is "Bridging finance"). */
  serviceName?: (slug: string) => string;
}

type Counter = Map<string, ReportRow>;

function add(counter: Counter, value: string, spam: boolean): void {
  const row = counter.get(value) ?? {value, genuine: 0, spam: 0};
  if (spam) row.spam += 1;
  else row.genuine += 1;
  counter.set(value, row);
}

/** Most genuine enquiries first, then most spam, then by name. */
const byCount = (a: ReportRow, b: ReportRow) =>
  b.genuine - a.genuine || b.spam - a.spam || a.value.localeCompare(b.value, 'en-AU');

/** The rows in the given order, each value listed even at zero. */
function inOrder(counter: Counter, order: readonly string[]): ReportRow[] {
  return order.map((value) => counter.get(value) ?? {value, genuine: 0, spam: 0});
}

export function buildReport(enquiries: Iterable<ReportEnquiry>, options: ReportOptions = {}): Report {
  const {from, to, serviceName = (slug: string) => slug} = options;
  const counters: Record<SectionId, Counter> = {
    month: new Map(),
    source: new Map(),
    'landing-page': new Map(),
    campaign: new Map(),
    service: new Map(),
    tool: new Map(),
  };
  let genuine = 0;
  let spam = 0;
  const consumer = {genuine: 0, spam: 0};
  for (const e of enquiries) {
    if (e.spam) spam += 1;
    else genuine += 1;
    if (e.consumer) consumer[e.spam ? 'spam' : 'genuine'] += 1;
    add(counters.month, sydneyMonth(e.createdAt), e.spam);
    add(counters.source, sourceOf(e.attribution), e.spam);
    add(counters['landing-page'], landingPathOf(e.attribution), e.spam);
    add(counters.campaign, campaignOf(e.attribution) ?? '(no campaign)', e.spam);
    add(counters.service, serviceName(e.service), e.spam);
    add(counters.tool, toolName(toolOf(e.attribution, e.scenarioCalculator)), e.spam);
  }

  // Every month of the period, quiet ones at zero, so a gap shows.
  const seen = [...counters.month.keys()].sort();
  const first = from?.slice(0, 7) ?? seen[0];
  const last = to?.slice(0, 7) ?? seen[seen.length - 1];
  const months = first && last ? monthsBetween(first, last) : [];

  const sorted = (id: SectionId) => [...counters[id].values()].sort(byCount);
  return {
    from,
    to,
    genuine,
    spam,
    consumer,
    sections: [
      {id: 'month', title: 'By month (Sydney time)', rows: inOrder(counters.month, months)},
      {id: 'source', title: 'By source', rows: inOrder(counters.source, sourceClasses)},
      {id: 'landing-page', title: 'By landing page (first page of the visit)', rows: sorted('landing-page')},
      {id: 'campaign', title: 'By campaign (utm_source / utm_medium / utm_campaign)', rows: sorted('campaign')},
      {id: 'service', title: 'By service', rows: sorted('service')},
      {id: 'tool', title: 'By calculator or tool', rows: sorted('tool')},
    ],
  };
}
