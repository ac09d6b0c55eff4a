/**
 * Facts are reviewed on the days their sources change: the calendar gives the
 * next change after a date, and check:facts fails a fact whose review date
 * falls after the first change following its last check.
 */
import {changeCalendar, nextChange} from '../../../src/facts/changeCalendar';
import {impossibleFactDates, reviewsAfterChange} from '../../../src/facts/check';
import {facts, type FactId} from '../../../src/facts/register';
import type {Fact} from '../../../src/facts/types';

/** The RBA's last listed decision day: the owner adds the next year's, so the tests count from whatever is last. */
const lastRbaDate = changeCalendar['rba-decisions'].dates.at(-1) as Fact['asAt'];

const fact = (reviewBy: Fact['reviewBy'], changes: Fact['changes']): Fact => ({
  label: 'A figure',
  text: '1%',
  asAt: '2026-06-16',
  reviewBy,
  source: {name: 'S', url: 'https://example.org'},
  changes,
});

describe('the change calendar', () => {
  it('gives the next RBA decision day after a date (the 2026 meeting dates)', () => {
    expect(nextChange(changeCalendar['rba-decisions'], '2026-06-16')).toBe('2026-08-11');
    expect(nextChange(changeCalendar['rba-decisions'], '2026-11-28')).toBe('2026-12-08');
    expect(nextChange(changeCalendar['rba-decisions'], lastRbaDate)).toBeUndefined();
  });

  it('gives the next ATO interest-charge quarter, across a year end', () => {
    expect(nextChange(changeCalendar['ato-interest-quarters'], '2026-01-01')).toBe('2026-04-01');
    expect(nextChange(changeCalendar['ato-interest-quarters'], '2026-11-28')).toBe('2027-01-01');
  });

  it("gives AFCA's next three-yearly indexation", () => {
    expect(nextChange(changeCalendar['afca-indexation'], '2026-11-28')).toBe('2027-01-01');
  });

  it('gives the next 1 July', () => {
    expect(nextChange(changeCalendar['financial-year'], '2025-07-01')).toBe('2026-07-01');
    expect(nextChange(changeCalendar['financial-year'], '2026-11-28')).toBe('2027-07-01');
  });
});

describe('check:facts and the calendar', () => {
  it('fails a cash rate reviewed the day after the next decision, and passes it on the decision day', () => {
    const late = reviewsAfterChange({
      'rba-cash-rate': fact('2026-12-09', {on: 'rba-decisions', checked: '2026-11-28'}),
    });
    expect(late).toEqual([
      {id: 'rba-cash-rate', what: expect.stringContaining('falls after the next change on 2026-12-08')},
    ]);
    expect(
      reviewsAfterChange({'rba-cash-rate': fact('2026-12-08', {on: 'rba-decisions', checked: '2026-11-28'})}),
    ).toEqual([]);
  });

  it('fails a figure last checked before a change that has since happened (a GIC quarter, a 1 July threshold)', () => {
    expect(
      reviewsAfterChange({
        gic: fact('2026-12-15', {on: 'ato-interest-quarters', checked: '2026-01-01'}),
        threshold: fact('2027-01-31', {on: 'financial-year', checked: '2025-07-01'}),
      }).map((l) => l.id),
    ).toEqual(['gic', 'threshold']);
  });

  it('counts from the day a figure takes effect, where it is published before then (next quarter’s GIC rate)', () => {
    // Published 17 December for January to March: its own first day, 1 January, is not the change that ends it.
    const nextQuarter = (reviewBy: Fact['reviewBy']) => ({
      ...fact(reviewBy, {on: 'ato-interest-quarters', checked: '2026-12-17'}),
      asAt: '2027-01-01' as const,
    });
    expect(reviewsAfterChange({gic: nextQuarter('2027-03-17')})).toEqual([]);
    expect(reviewsAfterChange({gic: nextQuarter('2027-04-02')})).toEqual([
      {id: 'gic', what: expect.stringContaining('falls after the next change on 2027-04-01')},
    ]);
  });

  it('fails a fact checked after the last known date of a dated schedule, instead of guessing the next one', () => {
    expect(reviewsAfterChange({x: fact('2099-01-31', {on: 'rba-decisions', checked: lastRbaDate})})).toEqual([
      {id: 'x', what: expect.stringContaining('add the next dates')},
    ]);
  });

  it('names a date that is no day, and which field holds it, before any other check compares it', () => {
    const wrong = {...fact('2026-12-8' as Fact['reviewBy'], {on: 'rba-decisions', checked: '2026-13-08'})};
    expect(impossibleFactDates({x: wrong})).toEqual([
      {id: 'x', what: 'reviewBy "2026-12-8" is not a day: write it YYYY-MM-DD, as 2026-12-08'},
      {id: 'x', what: 'changes.checked "2026-13-08" is not a day: write it YYYY-MM-DD, as 2026-12-08'},
    ]);
    expect(impossibleFactDates()).toEqual([]);
  });

  it('ignores facts with no schedule', () => {
    expect(reviewsAfterChange({x: fact('2030-01-01', undefined)})).toEqual([]);
  });

  it('the register passes: every scheduled fact is reviewed on or before its source next changes', () => {
    expect(reviewsAfterChange()).toEqual([]);
  });

  /**
   * The latest entry of a figure kept as one entry a period (a quarter's GIC rate, a year's threshold): when a writer
   * adds the next quarter as docs-dev/FACTS.md says, the test follows, where naming the quarter failed it (a re-check).
   */
  const latestOf = (family: string) =>
    Object.entries(facts)
      .filter(([id]) => id.startsWith(family))
      .sort(([, a], [, b]) => a.asAt.localeCompare(b.asAt))
      .at(-1)![0] as FactId;

  it.each([
    'rba-cash-rate',
    latestOf('gic-rate-q'),
    latestOf('sic-rate-q'),
    latestOf('sa-land-tax-threshold-'),
    latestOf('act-commercial-duty-threshold-'),
    'instant-asset-write-off-from-2026-27',
    'afca-sb-credit-limit',
  ] as const)('%s names the schedule its source changes on', (id) => {
    expect((facts[id] as Fact).changes).toBeDefined();
  });
});

describe('budget nights in the calendar', () => {
  it('takes the first day of a budget month whose day is not announced, and the day where it is', () => {
    expect(nextChange(changeCalendar['federal-budget'], '2026-05-11')).toBe('2026-05-12');
    expect(nextChange(changeCalendar['federal-budget'], '2026-11-28')).toBe('2027-05-01');
    expect(nextChange(changeCalendar['nsw-budget'], '2025-07-01')).toBe('2026-06-23');
    expect(nextChange(changeCalendar['nsw-budget'], '2026-11-28')).toBe('2027-06-01');
  });

  it('knows no next change once a fact is checked inside a budget month whose day was never entered', () => {
    expect(nextChange(changeCalendar['federal-budget'], '2027-05-03')).toBeUndefined();
    expect(
      reviewsAfterChange({x: fact('2027-05-20', {on: 'federal-budget', checked: '2027-05-03'})}).map((l) => l.what),
    ).toEqual([expect.stringContaining('add the next dates')]);
  });

  it('fails a tax measure reviewed after the next federal budget, though 1 July comes later', () => {
    const iawo = (reviewBy: Fact['reviewBy']) =>
      reviewsAfterChange({iawo: fact(reviewBy, {on: ['financial-year', 'federal-budget'], checked: '2026-11-28'})});
    expect(iawo('2027-06-30')).toEqual([
      {id: 'iawo', what: expect.stringContaining('falls after the next change on 2027-05-01 (Federal Budget night)')},
    ]);
    expect(iawo('2027-05-01')).toEqual([]);
  });

  it('fails a state duty rate reviewed on 1 July, after that state’s June budget', () => {
    expect(reviewsAfterChange({d: fact('2027-07-01', {on: 'nsw-budget', checked: '2026-11-28'})})).toEqual([
      {id: 'd', what: expect.stringContaining('2027-06-01 (NSW Budget)')},
    ]);
  });

  it.each([
    ['instant-asset-write-off-from-2026-27', 'federal-budget'],
    ['nsw-duty-top-rate', 'nsw-budget'],
    ['nsw-land-tax-threshold', 'nsw-budget'],
    ['vic-cipt-rate', 'vic-budget'],
    ['qld-duty-top-rate', 'qld-budget'],
    ['qld-land-tax-threshold-company', 'qld-budget'],
    ['wa-duty-top-rate', 'wa-budget'],
    ['wa-land-tax-threshold', 'wa-budget'],
    ['sa-land-tax-threshold-2026-27', 'sa-budget'],
    ['tas-land-tax-threshold', 'tas-budget'],
    ['act-commercial-duty-threshold-2025-26', 'act-budget'],
    ['nt-duty-rate-5m', 'nt-budget'],
  ] as const)('%s is reviewed before the next %s', (id, budget) => {
    expect([facts[id].changes?.on].flat()).toContain(budget);
  });
});
