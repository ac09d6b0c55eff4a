/**
 * Front matter schemas for every kind of content file, checked at build time
 * (see docusaurus.config.ts, markdown.parseFrontMatter). A writer who leaves
 * out a field gets a build error naming the file and the field.
 */
import * as z from 'zod';
import {serviceCategories, serviceSlugs} from '../site-map';
import {calculatorSlugs} from '../calculator-pages';
import {isCalendarDate} from './calendarDate';

// An unquoted date reaches us as a Date that YAML has already rolled over (2026-02-30 becomes 2 March), so
// impossible dates written that way are caught on the raw text (impossibleDates in calendarDate.ts).
const isoDate = z
  .union([
    z.date(),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date written as YYYY-MM-DD')
      .refine((d) => isCalendarDate(d.slice(0, 10)), 'is not a real calendar date: write it as YYYY-MM-DD'),
  ])
  .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d.slice(0, 10)));

const text = (what: string) =>
  z
    .string({error: `is missing: give the ${what}`})
    .trim()
    .min(1, `is empty: give the ${what}`);

const serviceSlug = z.enum(serviceSlugs, {error: `must be one of the service slugs: ${serviceSlugs.join(', ')}`});
const calculatorSlug = z.enum(calculatorSlugs as [string, ...string[]], {
  error: `must be one of the calculator slugs: ${calculatorSlugs.join(', ')}`,
});

/** Search results cut titles past 60 characters and descriptions past 160; under 70 says too little. */
export const metaLimits = {title: 60, description: {min: 70, max: 160}} as const;

const base = {
  title: text('page title').max(
    metaLimits.title,
    `is too long: at most ${metaLimits.title} characters, so search results show it whole`,
  ),
  description: text('one- or two-sentence description used in search results and listings')
    .min(
      metaLimits.description.min,
      `is too short: write ${metaLimits.description.min} to ${metaLimits.description.max} characters`,
    )
    .max(
      metaLimits.description.max,
      `is too long: at most ${metaLimits.description.max} characters, so search results show it whole`,
    ),
};

const questionAndAnswer = z.object({
  question: text('question'),
  answer: text('answer'),
});

export const guideTopics = [
  {id: 'commercial-property', label: 'Commercial property'},
  {id: 'business-finance', label: 'Business finance'},
  {id: 'asset-finance', label: 'Asset finance'},
  {id: 'smsf', label: 'SMSF lending'},
  {id: 'private-lending', label: 'Private and short-term lending'},
  {id: 'applying', label: 'Preparing an application'},
] as const;
export type GuideTopic = (typeof guideTopics)[number]['id'];

export const guideFrontMatter = z.object({
  ...base,
  topic: z.enum(guideTopics.map((t) => t.id) as [GuideTopic, ...GuideTopic[]], {
    error: `must be one of: ${guideTopics.map((t) => t.id).join(', ')}`,
  }),
  /** When the guide first went live; last_update.date says when it last changed. */
  first_published: z
    .union([z.date(), z.string()], {error: 'is missing: give the date the guide was first published (YYYY-MM-DD)'})
    .pipe(isoDate),
  last_update: z.object(
    {date: isoDate, author: text('author of the update')},
    {error: 'is missing: give last_update with a date (YYYY-MM-DD) and an author'},
  ),
  services: z.array(serviceSlug).default([]),
  calculators: z.array(calculatorSlug).default([]),
});

/** The guides list page (docs/guides/index.mdx) has no topic of its own. */
export const guidesIndexFrontMatter = z.object({...base});

export const caseStudyFrontMatter = z
  .object({
    ...base,
    date: isoDate,
    tags: z.array(z.string()).min(1, 'needs at least one service tag'),
    illustrative: z.literal(true, {error: 'must be true: every case study is an illustrative example'}),
    scenario: z.object(
      {
        loan: z.number().positive(),
        value: z.number().positive(),
        lvr: z.number().positive().max(100),
        rate_range: text('indicative rate range, e.g. "8.5% to 9.5% p.a."'),
        term: text('term, e.g. "12 months"'),
      },
      {error: 'is missing: give scenario with loan, value, lvr, rate_range and term'},
    ),
  })
  .superRefine((fm, ctx) => {
    const lvr = (fm.scenario.loan / fm.scenario.value) * 100;
    if (Math.abs(lvr - fm.scenario.lvr) > 0.5) {
      ctx.addIssue({
        code: 'custom',
        path: ['scenario', 'lvr'],
        message: `does not add up: loan / value is ${lvr.toFixed(1)}%, but lvr says ${fm.scenario.lvr}%`,
      });
    }
  });

export const insightFrontMatter = z.object({
  ...base,
  date: isoDate,
  tags: z.array(z.string()).min(1, 'needs at least one topic tag'),
});

export const serviceFrontMatter = z.object({
  ...base,
  summary: text('one-line summary shown on the services overview'),
  category: z.enum(serviceCategories.map((c) => c.id) as [string, ...string[]], {
    error: `must be one of: ${serviceCategories.map((c) => c.id).join(', ')}`,
  }),
  calculators: z.array(calculatorSlug).default([]),
  guides: z.array(z.string()).default([]),
  faq: z.array(questionAndAnswer).min(3, 'needs three to five questions').max(5, 'needs three to five questions'),
});

export const faqPageFrontMatter = z.object({
  ...base,
  faq_groups: z.array(z.object({topic: text('topic heading'), questions: z.array(questionAndAnswer).min(1)})).min(1),
});

export const plainDocFrontMatter = z.object({...base});
