/**
 * The frame every calculator page shares: title and description from the
 * calculator's texts.ts, the inputs beside the results, and room below for the schedule
 * and chart. A status line says the headline figures to a screen reader once
 * the visitor pauses; on a phone a bar at the bottom, and on a desktop a bar pinned at the top of the
 * results column once the headline figures have scrolled away, keep them in
 * sight while the form is edited. Printing gives a summary (see PrintSummary).
 */
import type {ReactNode} from 'react';
import {useSettled} from '../../useSettled';
import Layout from '@theme/Layout';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Link from '@site/src/components/SiteLink';
import PageHero from '../../PageHero';
import Breadcrumbs, {toolsTrail} from '../../Breadcrumbs';
import RelatedLinks from '../../RelatedLinks';
import JsonLd from '../../JsonLd';
import ShareImage from '../../ShareImage';
import {calculatorAnchors, caseStudyPath, guidePath, type Calculator} from '../../../calculators';
import {webApplicationData} from '../../../content/structuredData/webApplication';
import {AS_LEFT_AS_SET, AS_IN_EXAMPLE, scenarioToField, type ScenarioLine} from '../../../enquiry/scenario';
import {brokerFigures, brokerLink, herFigures} from '../brokerLink';
import {useOfferQuoteHref} from '../../../enquiry/pageQuoteHref';
import {Assumptions, GeneralInformation} from '../CalculatorNotes';
import {nounOf} from '../description';
import ResultBar, {usePlace, type Headline} from '../ResultBar';
import ResultList, {headlineRows, shownRows, type MaybeRow} from '../ResultList';
import PrintSummary from '../PrintSummary';
import FromReadiness from '../FromReadiness';
import PrintAndCopy from '../../CopyLink/PrintAndCopy';
import styles from '../calculator.module.css';
import {upperFirst} from '../../../content/lowerFirst';

interface Props {
  /** The page's own texts (src/calculators/<slug>/texts.ts). */
  page: Calculator;
  /** The labelled inputs: the key figures. */
  inputs: ReactNode;
  /**
   * The settings most visitors leave as given (Calculator's "Adjust assumptions", folded at every width): after the
   * answer, so that on a phone the estimate and "Get a quote" follow the key figures; under them, beside the
   * answer, from 900 px.
   */
  adjust?: ReactNode;
  /** A field among `adjust` needs fixing: the estimate's message says where. */
  adjustNeedsFix?: boolean;
  /** The fields that need fixing and their messages, named by the estimate's message (the marks are out of sight). */
  fieldsToFix?: readonly {label: string; message: string}[];
  /** The inputs in words, as the form shows them (useCalculatorForm's `lines`), for the summary and the quote form. */
  lines?: readonly ScenarioLine[];
  /**
   * Which of her figures are still the example's: under "Get a quote" (above the figures it would move the cards as she
   * types; between them, it put "Get a quote" a screen further from her last figure on a phone); not in the status,
   * which would read the list again at every pause.
   */
  caveat?: string;
  /** The result rows, or undefined while a field needs fixing. */
  rows?: readonly MaybeRow[] | undefined;
  /** Further results (warnings, a verdict, a table), or, without rows, all of them; undefined while a field needs fixing. */
  results?: ReactNode | undefined;
  /** The warnings shown with the results, said after the estimate's figures (a screen reader heard only the figures). */
  spokenWarnings?: readonly string[];
  /** The figures the result bar keeps in sight, for a page without rows (the loan comparison's ranking). */
  headline?: readonly Headline[] | undefined;
  /** What those figures are, said before them to a screen reader: "ranked by cost over 5 years". */
  headlineMeaning?: string;
  /** For the quote form, before the headline figures: what a page without rows concluded, in words. */
  resultLines?: readonly ScenarioLine[];
  /** The plain figures the quote form prefills and the broker reads (the description's `broker`); none while a field needs fixing. */
  broker: Record<string, string | number> | undefined;
  assumptions: ReactNode[];
  /** A chart of the headline figures, first under the form and the answer (working capital's cash cycle). */
  chart?: ReactNode;
  /** Schedule, chart or tables shown full width under the results. */
  children?: ReactNode;
  inputsLabel?: string;
  /** Whether the form opened with figures this tab kept (its `inputs` say so), not the example. */
  figuresCarried?: boolean;
}

export default function CalculatorShell({
  page,
  inputs,
  adjust,
  adjustNeedsFix = false,
  fieldsToFix = [],
  headlineMeaning,
  resultLines: pageResults = [],
  lines = [],
  rows,
  caveat,
  results,
  spokenWarnings = [],
  headline,
  broker,
  assumptions,
  chart,
  children,
  inputsLabel = 'Your figures',
  figuresCarried = false,
}: Props) {
  // The build checks links to an #anchor only against the ids pages register, as Markdown headings do.
  useBrokenLinks().collectAnchor(calculatorAnchors.results);
  const ready = rows !== undefined || results !== undefined;
  const shown = rows ? shownRows(rows) : [];
  // The bars show the figures the results lead with (ResultList), so they are chosen in one place.
  const figures = ready
    ? (headline ?? headlineRows(shown).map((row) => ({label: row.short ?? row.label, value: row.value})))
    : undefined;
  // The quote form gets the inputs and the results in the page's words; with no rows, the headline figures.
  const resultLines = shown.length > 0 ? shown : (figures ?? []);
  // A result that only repeats an input (the fees the calculator estimated, also shown among the results) is said
  // once, as the input, which says it is an estimate or the example's figure.
  const repeatsInput = ({label, value}: ScenarioLine) =>
    lines.some(
      (line) =>
        line.label === label && [value, `${value} (estimated)`, `${value} ${AS_IN_EXAMPLE}`].includes(line.value),
    );
  const scenarioLines = [
    ...lines.map(({label, value, assumed}) => ({label, value: assumed ? `${value} ${AS_LEFT_AS_SET}` : value})),
    ...pageResults,
    ...resultLines.map(({label, value}) => ({label, value})).filter((line) => !repeatsInput(line)),
  ];
  // With a figure left to fix there is no estimate, but the figures she has typed so far still go, so none is lost on
  // the way to the form (a borrower's trial: a developer's purchase price of 0, which the bridging calculator refuses,
  // left all her other figures behind), with what is left to fix.
  const unfinished: ScenarioLine[] = ready
    ? []
    : [
        {label: 'Estimate', value: 'none yet: a figure is left to fix'},
        ...fieldsToFix.map(({label}) => ({label: 'Left to fix', value: label})),
      ];
  // An amount still the example's is not prefilled as hers: the field stays empty for hers (herFigures).
  const values = broker && herFigures(brokerFigures(broker), lines);
  const toBroker = brokerLink(page.slug, values?.amount);
  // Following it (or the header's Quote button) hands the scenario over as it stands, through the tab's storage.
  useOfferQuoteHref(
    toBroker,
    'calculator',
    values || lines.length > 0
      ? scenarioToField({
          calculator: page.slug,
          values: values ?? {},
          lines: [...scenarioLines, ...unfinished],
          // Away from its page a bare "1st" says nothing: on the quote form it reads "Ranked by cost over 5 years, 1st".
          headline: figures?.map((figure, i) =>
            i === 0 && headlineMeaning ? {...figure, label: `${upperFirst(headlineMeaning)}, ${figure.label}`} : figure,
          ),
        })
      : undefined,
  );
  // The headline cards, under the sticky header (3.75rem) or above it once scrolled past.
  const cards = usePlace('#results dl', '-60px 0px 0px 0px', ready);
  // What a screen reader hears of the estimate: its headline figures once she stops typing, not each keystroke's
  // figures ("$2", "$24", "$245" ...) and the whole results section with them.
  // The page names the fields; the status says their messages too, so a message that changes is heard again.
  const fixFirst = (said: (field: {label: string; message: string}) => string) =>
    [
      'Fix the fields marked with a message to see your estimate.',
      fieldsToFix.length > 0 && `Fields to fix: ${fieldsToFix.map(said).join('; ')}.`,
      adjustNeedsFix && 'One is under “Adjust assumptions”, now open.',
    ]
      .filter(Boolean)
      .join(' ');
  // The rows' full labels ("Cost over 6 months incl. duty"), not the bars' short ones.
  const spoken = headline ?? headlineRows(shown);
  const status = useSettled(
    ready
      ? [
          `Your estimate${headlineMeaning ? `, ${headlineMeaning}` : ''}: ${spoken.map(({label, value}) => `${label}: ${value}`).join('; ')}.`,
          ...spokenWarnings,
        ].join(' ')
      : fixFirst(({label, message}) =>
          // "Expected sale price must be a number" names its field; "Lower the balloon or the deposit" does not.
          (message.toLowerCase().includes(nounOf(label).toLowerCase()) ? message : `${label}: ${message}`).replace(
            /\.$/,
            '',
          ),
        ),
    1000,
    lines.map(({value}) => value).join('\n'),
  );
  return (
    <Layout title={page.name} description={page.description}>
      <ShareImage title={page.name} />
      <JsonLd
        data={webApplicationData({
          name: page.name,
          description: page.description,
          path: `/tools/${page.slug}`,
        })}
      />
      <main id="main" className={styles.page}>
        <PageHero
          eyebrow="Tools and calculators"
          breadcrumbs={<Breadcrumbs trail={toolsTrail({name: page.name, path: `/tools/${page.slug}`})} article />}
          title={page.name}
          className={styles.hero}
          pattern="tool">
          <p>{page.answers}</p>
        </PageHero>
        <div className={`site-container ${styles.layout}`}>
          {/* The form and the answer beside it from 900 px: their own grid, so the answer, sticky on a tall screen, stops
              at the form's foot instead of sliding over the tables below (a sticky box is bounded by its parent). */}
          <div className={styles.top}>
            <form className={styles.form} aria-label={inputsLabel} onSubmit={(e) => e.preventDefault()} noValidate>
              <FromReadiness example={!figuresCarried} />
              {inputs}
            </form>
            <PrintSummary lines={lines} />
            {figures && (
              // The desktop's result bar, once the headline cards have scrolled away: pinned over the top of the
              // answer while the form scrolls beside it, taking no room.
              // Like the phone's bar it repeats, for the eye, figures the list below gives.
              <div className={styles.pinned} aria-hidden="true">
                {cards === 'above' && (
                  <div data-testid="pinned-headline">
                    {figures.map((figure) => (
                      <p key={figure.label}>
                        <span>{figure.label}</span> <strong>{figure.value}</strong>
                      </p>
                    ))}
                  </div>
                )}
              </div>
            )}
            {/* The answer: the estimate, then the way to act on it with the notice beside it; short, so that on a tall
                screen it can stay beside the lowest field (calculator.module.css). */}
            <div className={styles.answer}>
              <p role="status" className="sr-only">
                {status}
              </p>
              <section id={calculatorAnchors.results} className={styles.results} aria-labelledby="results-heading">
                <h2 id="results-heading">Your estimate</h2>
                {!ready ? (
                  <p className={styles.fix}>{fixFirst(({label}) => label)}</p>
                ) : (
                  <>
                    {shown.length > 0 && <ResultList rows={shown} />}
                    {results}
                  </>
                )}
              </section>
              {/* Straight under the figures: "Get a quote", and the notice, read before the figures are acted on. */}
              <div className={styles.next} data-testid="calculator-next">
                {ready && (
                  <div className={`${styles.actions} ${styles.screenOnly}`} data-pagefind-ignore="all">
                    <Link to={toBroker} className="button button--primary button--lg">
                      Get a quote<span className="sr-only"> for this scenario</span>
                    </Link>
                    {/* The address carries the figures (useQueryInputs): the link reopens this scenario. */}
                    <PrintAndCopy copied="Link copied: anyone who opens it sees these figures." />
                  </div>
                )}
                {ready && caveat && (
                  <p className={styles.note} data-testid="still-example">
                    {caveat}
                  </p>
                )}
                <GeneralInformation />
              </div>
            </div>
            {/* Not a second form: the fields are the same scenario's, named by the disclosure's summary. */}
            {adjust && (
              <div id="adjust-assumptions" className={styles.adjust}>
                {adjust}
              </div>
            )}
          </div>
          {/* Full width under the form and the answer: a chart of the figures (working capital's cash cycle), then
              the guide and case study that explain them (under the tables they were four phone screens below the
              estimate), then the late-sale table, chart and schedule, then what the figures rest on. */}
          {ready && chart && <div className={styles.detail}>{chart}</div>}
          <RelatedLinks
            heading="Behind the figures"
            links={[
              {kind: 'Guide', label: page.guide.title, to: guidePath(page.guide.slug)},
              {kind: 'Case study', label: page.caseStudy.title, to: caseStudyPath(page.caseStudy.slug)},
            ]}
          />
          {ready && children && <div className={styles.detail}>{children}</div>}
          <div className={styles.closing} data-testid="calculator-closing">
            <Assumptions assumptions={assumptions} />
          </div>
        </div>
        <ResultBar headline={figures} />
      </main>
    </Layout>
  );
}
