/**
 * `npm run check:facts`: is every figure the site states still true, and does
 * it come from the facts register?
 *
 *   npm run check:facts                          against today's date in Sydney
 *   npm run check:facts -- --today 2026-11-25    against a fixed date (npm test)
 *
 * Fails (exit 1) on a fact past its review date, on a fact whose review date
 * falls after the next day its source changes (src/facts/changeCalendar.ts),
 * or on a market or legal figure typed into content instead of read from the
 * register. Warns about
 * facts due within 30 days. The weekly workflow
 * (.github/workflows/facts-weekly.yml) runs it against today and opens an
 * issue when it fails, so a passing date never breaks a build.
 * How to fix each line: docs-dev/FACTS.md.
 */
import path from 'path';
import {parseArgs} from 'util';
import {formatProblem} from '../src/content/check';
import {
  factsDueSoon,
  impossibleFactDates,
  overdueFacts,
  pagesQuoting,
  reviewsAfterChange,
  unregisteredFigures,
} from '../src/facts/check';
import {formatDate, todayInSydney} from '../src/content/formatDate';
import {isCalendarDate} from '../src/content/calendarDate';

export function main(argv: readonly string[]): number {
  const {values} = parseArgs({args: [...argv], options: {today: {type: 'string'}, dir: {type: 'string'}}});
  // Sydney's day, where the business works, as the content check and the article scaffold count it.
  const today = values.today ?? todayInSydney();
  if (!isCalendarDate(today)) {
    console.error(`--today must be a date written YYYY-MM-DD, not "${today}"`);
    return 2;
  }
  const siteDir = path.resolve(values.dir ?? '.');
  const overdue = overdueFacts(today);
  const soon = factsDueSoon(today);
  const figures = unregisteredFigures(siteDir);
  const dates = impossibleFactDates();
  // A fact with a date that is no day is reported for that alone: the schedule check would compare the wrong date.
  const late = reviewsAfterChange().filter((fact) => !dates.some((bad) => bad.id === fact.id));

  // Which articles quote a due fact, so a writer sees whether hers is one (components and calculators read more).
  const quoted = pagesQuoting(siteDir);
  const quotedIn = (id: string) => (quoted.has(id) ? `; quoted in ${quoted.get(id)!.join(', ')}` : '');
  for (const fact of overdue)
    console.error(
      `src/facts/data: ${fact.id} (${fact.label}) was due for review on ${formatDate(fact.reviewBy)}: check it against ${fact.source}, then update its text, label, asAt and reviewBy, and changes.checked where it has one${quotedIn(fact.id)}`,
    );
  for (const fact of [...dates, ...late]) console.error(`src/facts/data: ${fact.id}: ${fact.what}`);
  for (const problem of figures) console.error(formatProblem(problem));
  for (const fact of soon)
    console.warn(
      `warning: ${fact.id} (${fact.label}) is due for review by ${formatDate(fact.reviewBy)}${quotedIn(fact.id)}`,
    );
  const failures = dates.length + overdue.length + late.length + figures.length;
  const summary = `Facts check against ${formatDate(today)}: ${dates.length > 0 ? `${dates.length} ${dates.length === 1 ? 'date that is' : 'dates that are'} no day, ` : ''}${overdue.length} overdue, ${late.length} reviewed after their source changes, ${figures.length} typed figures not from the register, ${soon.length} due within 30 days.`;
  if (failures > 0) {
    console.error(`${summary} How to fix each: docs-dev/FACTS.md.`);
    return 1;
  }
  console.log(summary);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
