/**
 * Front matter schemas for every kind of content file, checked at build time
 * (see docusaurus.config.ts, markdown.parseFrontMatter). A writer who leaves
 * out a field gets a build error naming the file and the field.
 */
import * as z from 'zod';
import {serviceSlugs} from '../site-map';
import {calculatorSlugs} from '../calculators';
import {isCalendarDate} from './calendarDate';
import {team} from '../trust';
import {FEED_AUTHOR_KEY, unknownMemberMessage} from './credits';
import {valueBases, type ValueBasis} from './valueBases';
import {guideTopics, type GuideTopic} from './guideTopicLabels';
import {expandFactTags} from '../facts/text';

/** "2026-12-5" written out in full (": write 2026-12-05"), when that is a real date. */
const writtenOut = (input: unknown) => {
  const [, year, month, day] = /^(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(String(input)) ?? [];
  const full = `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
  return isCalendarDate(full) ? `: write ${full}` : '';
};

// An unquoted date reaches us as a Date that YAML has already rolled over (2026-02-30 becomes 2 March), so
// impossible dates written that way are caught on the raw text (impossibleDates in calendarDate.ts).
const isoDate = z
  .union([
    z.date(),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/, {error: (issue) => `must be a date written as YYYY-MM-DD${writtenOut(issue.input)}`})
      .refine((d) => isCalendarDate(d.slice(0, 10)), 'is not a real calendar date: write it as YYYY-MM-DD'),
  ])
  .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d.slice(0, 10)));

const text = (what: string) =>
  z
    .string({error: `is missing: give the ${what}`})
    .trim()
    .min(1, `is empty: give the ${what}`);

/** A choice's message: "is missing" when the field is not there at all, "must be one of" when its value is wrong. */
const oneOf =
  (choices: readonly string[], note = '') =>
  (issue: {input?: unknown}) =>
    `${issue.input === undefined ? 'is missing: give one of' : 'must be one of'}: ${choices.join(', ')}${note}`;

const serviceSlug = z.enum(serviceSlugs, {error: `must be one of the service slugs: ${serviceSlugs.join(', ')}`});
const calculatorSlug = z.enum(calculatorSlugs as [string, ...string[]], {
  error: `must be one of the calculator slugs: ${calculatorSlugs.join(', ')}`,
});

/** A front matter text as the page shows it: each <Fact /> as its figure (an unknown id is reported elsewhere). */
function shownText(text: string): string {
  try {
    return expandFactTags(text);
  } catch {
    return text;
  }
}

/** Search results cut titles past 60 characters and descriptions past 160; under 70 says too little. */
export const metaLimits = {title: 60, description: {min: 70, max: 160}} as const;

const base = {
  title: text('page title').max(metaLimits.title, {
    error: ({input}) =>
      `is too long: ${String(input).length} characters, at most ${metaLimits.title}, so search results show it whole`,
  }),
  description: text(
    `one- or two-sentence description used in search results and listings (${metaLimits.description.min} to ${metaLimits.description.max} characters)`,
  )
    // Counted as search results show it: a <Fact /> as its figure (the build writes the figure in).
    .superRefine((description, context) => {
      const {min, max} = metaLimits.description;
      const length = shownText(description).length;
      if (length < min)
        context.addIssue({code: 'custom', message: `is too short: ${length} characters; write ${min} to ${max}`});
      if (length > max)
        context.addIssue({
          code: 'custom',
          message: `is too long: ${length} characters, at most ${max}, so search results show it whole`,
        });
    }),
};

/**
 * A person on the owner's team (src/trust.ts), by id: an article can name only real people the owner added.
 * Used for `author`, `reviewer` and a guide's `last_update.author` (who made the last update).
 */
const teamMemberId = z.string().superRefine((id, ctx) => {
  const message = unknownMemberMessage(id, team);
  if (message) ctx.addIssue({code: 'custom', message});
});

/**
 * Who wrote and who reviewed an article, and when it was last reviewed; all optional. The byline shows a
 * person only when named here and on the team; otherwise it names the lending team (src/content/credits.ts).
 */
const articleCredits = {
  author: teamMemberId.optional(),
  reviewer: teamMemberId.optional(),
  /** When the content was last checked against its sources, by the reviewer if one is named. */
  reviewed_on: isoDate.optional(),
};

/**
 * A post's `authors`, the feeds' author from its section's authors.yml: always the lending team. A person is named
 * with `author:`, from the owner's team: a writer's trial added a name to authors.yml and it reached the RSS feed.
 */
const feedAuthorsMessage = 'must be [team]: name a person with author:, an id from the owner’s team (CONTRIBUTING.md)';
const feedAuthors = z
  .unknown()
  .refine(
    (authors) => authors === FEED_AUTHOR_KEY || (Array.isArray(authors) && authors.join() === FEED_AUTHOR_KEY),
    feedAuthorsMessage,
  )
  .optional();

const questionAndAnswer = z.object({
  question: text('question'),
  answer: text('answer'),
});

export {guideTopics, type GuideTopic};

export const guideFrontMatter = z
  .object({
    ...base,
    topic: z.enum(guideTopics.map((t) => t.id) as [GuideTopic, ...GuideTopic[]], {
      error: oneOf(guideTopics.map((t) => t.id)),
    }),
    /** When the guide first went live; last_update.date says when it last changed. */
    first_published: z
      .union([z.date(), z.string()], {error: 'is missing: give the date the guide was first published (YYYY-MM-DD)'})
      .pipe(isoDate),
    last_update: z.object(
      {date: isoDate, author: teamMemberId.optional()},
      {error: 'is missing: give last_update with the date of the last real change (YYYY-MM-DD)'},
    ),
    services: z.array(serviceSlug).default([]),
    /** The type of finance the guide's "Get a quote" chooses: the first of `services` unless named here, or none. */
    quote_service: z.union([z.literal('none'), serviceSlug]).optional(),
    calculators: z.array(calculatorSlug).default([]),
    ...articleCredits,
  })
  .superRefine((guide, context) => {
    // Else the byline says "Updated" on a day before the guide existed, and its structured data the same.
    const [updated, published] = [guide.last_update?.date, guide.first_published];
    // Only two real dates compare (zod runs this after a field's own issue too, reported by then).
    if (isCalendarDate(String(updated)) && isCalendarDate(String(published)) && updated < published)
      context.addIssue({
        code: 'custom',
        path: ['last_update', 'date'],
        message: `is before first_published (${guide.first_published}): give the date of the last real change, on or after the day the guide went live`,
      });
  });

/** The guides list page (docs/guides/index.mdx) has no topic of its own. */
export const guidesIndexFrontMatter = z.object({
  ...base,
  last_update: z.object({date: isoDate, author: teamMemberId.optional()}).optional(),
});

const dollars = (what: string) =>
  z.number({error: `is missing: give the ${what} in whole dollars, e.g. 650000`}).positive(`must be more than 0`);

/** The "deal at a glance" of a case study (src/components/DealAtAGlance), written by the writer, checked here. */
export const caseStudyScenario = z.object(
  {
    loan_type: text('kind of loan, e.g. "Second mortgage"'),
    purpose: text('what the money was for, in a few words'),
    loan: dollars('loan amount (or facility limit)'),
    security: text('security, e.g. "Investment property, behind a first mortgage"'),
    lender_type: text('kind of lender, e.g. "Private lender"'),
    value: dollars('value the loan is measured against (see value_basis)'),
    value_basis: z.enum(Object.keys(valueBases) as [ValueBasis, ...ValueBasis[]], {
      error: oneOf(Object.keys(valueBases), ' (what "value" is)'),
    }),
    /** Debt secured on the same value that is repaid before this loan, e.g. a first mortgage. */
    debt_ranking_ahead: z.number().nonnegative('must be 0 or more').default(0),
    rate_range: text('indicative rate range, e.g. "8.5% to 9.5% p.a."'),
    /** The month lenders indicated these terms: the deal's date, which is earlier than the post's. */
    priced: z
      .string({error: 'must be the month lenders indicated these terms, as YYYY-MM, e.g. 2026-02'})
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be the month lenders indicated these terms, as YYYY-MM, e.g. 2026-02'),
    term: text('term, e.g. "12 months"'),
    time_to_settle: text('time from application or enquiry to funds, as the case study states it').optional(),
    outcome: text('outcome in one sentence'),
    lvr: z
      .never({
        error:
          'is worked out from loan, debt_ranking_ahead and value, and named by value_basis: remove it (a bare percentage was misread)',
      })
      .optional(),
  },
  {
    error:
      'is missing: give scenario with loan_type, purpose, loan, security, lender_type, value, value_basis, rate_range, priced, term and outcome',
  },
);

export const caseStudyFrontMatter = z.object({
  ...base,
  date: isoDate,
  tags: z.array(z.string()).min(1, 'needs at least one service tag'),
  illustrative: z.literal(true, {error: 'must be true: every case study is an illustrative example'}),
  scenario: caseStudyScenario,
  authors: feedAuthors,
  ...articleCredits,
});

export const insightFrontMatter = z.object({
  ...base,
  date: isoDate,
  tags: z.array(z.string()).min(1, 'needs at least one topic tag'),
  /** The services the insight bears on: it is listed as related reading beside their guides and case studies. */
  services: z.array(serviceSlug).default([]),
  authors: feedAuthors,
  ...articleCredits,
});

export const serviceFrontMatter = z.object({
  ...base,
  summary: text('one-line summary shown on the services overview'),
  calculators: z.array(calculatorSlug).default([]),
  /** false where the first calculator's worked example (a 25-year loan, a rent) is not this service's loan. */
  calculator_example: z.boolean().default(true),
  guides: z.array(z.string()).default([]),
  faq: z.array(questionAndAnswer).min(3, 'needs three to five questions').max(5, 'needs three to five questions'),
});

export const faqPageFrontMatter = z.object({
  ...base,
  faq_groups: z.array(z.object({topic: text('topic heading'), questions: z.array(questionAndAnswer).min(1)})).min(1),
});

export const plainDocFrontMatter = z.object({...base});
