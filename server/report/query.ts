/**
 * Reads what the report counts, and nothing else: the time, service, spam
 * flag, attribution and calculator of each enquiry in the period (JSON
 * fields taken out by SQLite's json_extract), and whether the readiness
 * check judged it consumer credit (its result line, looked for by SQLite),
 * never names, contact details or messages. Bounds are Sydney dates,
 * inclusive (dates.ts).
 */
import {cleanAttribution} from '../../src/enquiry/attribution';
import {CONSUMER_RESULT_LINE} from '../../src/readiness/brokerHandOff';
import type {Db} from '../storage/database';
import type {ReportEnquiry} from './count';
import {sydneyMidnightUtc} from './dates';

export function reportEnquiries(db: Db, bounds: {from?: string; to?: string} = {}): ReportEnquiry[] {
  const after = bounds.from ? sydneyMidnightUtc(bounds.from) : '';
  // The end bound is the start of the next Sydney day, exclusive.
  const before = bounds.to ? sydneyMidnightUtc(bounds.to, 1) : '\uffff';
  const rows = db
    .prepare(
      `SELECT created_at, service, spam,
              json_extract(data, '$.attribution') AS attribution,
              json_extract(data, '$.scenario.calculator') AS calculator,
              instr(char(10) || json_extract(data, '$.message') || char(10), ?) > 0 AS consumer
         FROM enquiries
        WHERE created_at >= ? AND created_at < ?
        ORDER BY created_at, id`,
    )
    // A whole line of the message, as the e-mail's flag reads it (judgedConsumer).
    .all(`\n${CONSUMER_RESULT_LINE}\n`, after, before) as {
    created_at: string;
    service: string;
    spam: number;
    attribution: string | null;
    calculator: unknown;
    consumer: number | null;
  }[];
  return rows.map((row) => ({
    createdAt: row.created_at,
    service: row.service,
    spam: row.spam === 1,
    // Stored JSON is read back without trusting its shape, by the same rules that cleaned it on arrival.
    attribution: cleanAttribution(row.attribution),
    scenarioCalculator: typeof row.calculator === 'string' ? row.calculator : undefined,
    consumer: row.consumer === 1,
  }));
}
