/**
 * Two parts every case study's body must have, which the page's "Deal at a
 * glance" box and the register depend on:
 * - an "*About the rate:*" line that sets the deal's rate against the
 *   register's range for the product, dated: <Fact id="x" /> ... (indicative,
 *   as at <Fact id="x" asAt />), so a reader sees the deal's rate is not a
 *   current offer;
 * - the worked-out ratio (loan plus any debt ranking ahead, over the value)
 *   stated in the figures table as "| 64.5% |", the figure the box shows.
 */
import {percent} from '../../../components/DealAtAGlance/deal';
import {caseStudyScenario} from '../../frontMatter';
import {valueBases} from '../../valueBases';
import {isCaseStudy, proseLines, type ContentFile} from '../contentFiles';
import {lineOfField} from './frontMatter';
import type {Problem} from '../problem';
import {rateFactsOf, servicesWithTerms} from '../../../facts/serviceTerms';
import {isServiceSlug, serviceRecord, type ServiceSlug} from '../../../services/records';
import {lowerFirst} from '../../lowerFirst';

/** The rate line as the case studies write it; group 1 is the fact id, used twice. */
export const aboutTheRate =
  /\*About the rate:\*[^\n]*<Fact id="([a-z0-9-]+)" \/>[^\n]*\(indicative, as at <Fact id="\1" asAt \/>\)/;

/** The line to write, with the rate of the case study's first service tag where it has one (equipment's otherwise). */
function aboutTheRateFix(file: ContentFile): string {
  const [tag] = (file.data.tags as unknown[] | undefined) ?? [];
  const service: ServiceSlug =
    typeof tag === 'string' && isServiceSlug(tag) && rateFactsOf(tag).length > 0 ? tag : 'equipment-finance';
  const [id] = rateFactsOf(service);
  const name = lowerFirst(serviceRecord(service).name);
  return `add a line such as *About the rate:* the rate in the figures is the one lenders indicated when this example was set, not a current offer. Across lenders, ${name} was priced at <Fact id="${id}" /> (indicative, as at <Fact id="${id}" asAt />). (the same fact id twice; ids are listed in docs-dev/FACT-IDS.md)`;
}

export function checkAboutTheRate(file: ContentFile): Problem[] {
  if (!isCaseStudy(file)) return [];
  const line = proseLines(file).find(({text}) => /\*About the rate:\*/.test(text));
  const match = line && aboutTheRate.exec(line.text);
  if (!line || !match) {
    return [
      {
        file: file.relativePath,
        line: line?.line ?? file.bodyLine,
        what: line
          ? 'the "*About the rate:*" line does not quote a <Fact> with "(indicative, as at <Fact ... asAt />)"'
          : 'a case study without its "*About the rate:*" line',
        fix: aboutTheRateFix(file),
      },
    ];
  }
  // An unknown id is reported by the MDX rule, at the tag. A product's rate fact must be one of the case study's own
  // products: a writer's trial kept the scaffold's second-mortgage rate in a business acquisition case study.
  const id = match[1]!;
  const tags = ((file.data.tags as unknown[] | undefined) ?? []).filter(
    (tag): tag is ServiceSlug => typeof tag === 'string' && isServiceSlug(tag),
  );
  const ratedService = servicesWithTerms.find((slug) => rateFactsOf(slug).includes(id));
  if (!ratedService || tags.length === 0 || tags.some((tag) => rateFactsOf(tag).includes(id))) return [];
  return [
    {
      file: file.relativePath,
      line: line.line,
      what: `the "*About the rate:*" line quotes ${id}, the rate of ${lowerFirst(serviceRecord(ratedService).name)}, but the case study is tagged ${tags.join(', ')}`,
      fix: aboutTheRateFix(file),
    },
  ];
}

export function checkRatioRow(file: ContentFile): Problem[] {
  if (!isCaseStudy(file)) return [];
  const scenario = caseStudyScenario.safeParse(file.data.scenario);
  // A missing or wrong scenario is reported by the front matter rule.
  if (!scenario.success) return [];
  const {loan, value, debt_ranking_ahead: ahead = 0} = scenario.data;
  const ratio = percent(loan + ahead, value);
  if (file.body.includes(`| ${ratio} |`)) return [];
  const $ = (n: number) => `$${n.toLocaleString('en-AU')}`;
  const working = ahead > 0 ? `(${$(loan)} + ${$(ahead)} ranking ahead) ÷ ${$(value)}` : `${$(loan)} ÷ ${$(value)}`;
  // At the table's row for the ratio (LVR, loan to price), or its first row, or the body's start.
  const rows = file.body.split('\n').map((text, i) => ({text, line: file.bodyLine + i}));
  const tableRows = rows.filter(({text}) => text.startsWith('|'));
  const ratioLabel = valueBases[scenario.data.value_basis].ratio;
  const ratioName = ratioLabel.toLowerCase();
  const at = tableRows.find(({text}) => text.toLowerCase().includes(ratioName)) ?? tableRows[0];
  return [
    {
      file: file.relativePath,
      line: at?.line ?? file.bodyLine,
      what: `the figures table does not state the ratio ${ratio} (${working}) that the "Deal at a glance" box shows`,
      // In the box's own words: "Loan to price" where the value is a price (a writer's trial wrote "LVR" for it).
      fix: `add a row such as | ${ratioLabel} (${working}) | ${ratio} |, or correct scenario.loan, scenario.value or scenario.debt_ranking_ahead`,
    },
  ];
}

/**
 * A case study tells what happened after the deal was set: settlement, a sale, a refinance, a year's accounts. So
 * the month lenders indicated its terms (`scenario.priced`, the deal box's date) is before the month the study is
 * published in; a deal priced in the month of publication (or later) tells of an outcome that had not happened yet
 * when the page went up.
 */
export function checkSetBeforePublished(file: ContentFile): Problem[] {
  if (!isCaseStudy(file) || !file.data.date) return [];
  const priced = (file.data.scenario as {priced?: unknown} | undefined)?.priced;
  // A missing or malformed month is reported by the front matter rule.
  if (typeof priced !== 'string' || !/^\d{4}-\d{2}$/.test(priced)) return [];
  const published = new Date(file.data.date as string | Date).toISOString().slice(0, 7);
  if (priced < published) return [];
  return [
    {
      file: file.relativePath,
      line: file.frontMatterLine + lineOfField(file.frontMatterText, ['scenario', 'priced']),
      what: `the deal was priced (scenario.priced: ${priced}) in the month the case study is published (${published}) or later, so its outcome had not happened when the page went up`,
      fix: 'date the deal early enough for the whole story (settlement, the exit, the outcome) to have happened before the publication date',
    },
  ];
}
