/**
 * The readiness check's result: the finance that may fit and why, with
 * dated indicative ranges from the facts register, the calculators, the
 * document checklist, the risks, "Get a quote", then what lenders will look at. A summary at the top says what
 * may fit and how many documents are gathered, with a first "Get a quote" that points to the risks.
 * For consumer credit it names no product and no range, and says why.
 */
import {forwardRef, useEffect, useId, useRef, useState} from 'react';
import Link from '@site/src/components/SiteLink';
import {business as firm} from '../../business';
import {CONSUMER_HELP, DECLARATION_STATEMENT, DECLARATION_SUMMARY} from '../../compliance/creditScope';
import {formatDate} from '../../content/formatDate';
import {lowerFirst} from '../../content/lowerFirst';
import {serviceRecord} from '../../services/records';
import {calculatorBySlug} from '../../calculators';
import {sameDealCalculators} from '../../calculators/sameDeal';
import {getServiceTerms, withoutCorporateTrusteeRows} from '../../facts/serviceTerms';
import {useOfferQuoteHref} from '../../enquiry/pageQuoteHref';
import {useServiceForCalculators} from '../../enquiry/useServiceForCalculators';
import {brokerLink, handOffQuery} from '../../readiness/brokerHandOff';
import {amountFitNote} from '../../readiness/amountFit';
import {keyRanges} from '../../readiness/keyRanges';
import {calculatorLinks, type CalculatorLink} from '../../readiness/calculatorLinks';
import type {Assessment, Standing} from '../../readiness/rules';
import {optionLabel, type Answers, type QuestionId} from '../../readiness/questions';
import {answersSummary} from '../../readiness/summary';
import type {PartialAnswers} from '../../readiness/urlState';
import {servicePath} from '../../site-map';
import serviceGuides from '@generated/content-index/default/service-guides.json';
import {TermsTable} from '../ServiceTerms';
import PrintAndCopy from '../CopyLink/PrintAndCopy';
import AnswersList from './AnswersList';
import Checklist from './Checklist';
import {gathered} from './gathered';
import {useTicks} from './useTicks';
import styles from './styles.module.css';

const standingLabel: Record<Standing, string> = {strong: 'In your favour', workable: 'Workable', hard: 'Harder'};

/** "2 in your favour, 1 workable": how the lender's view stands, counted, for the result's summary. */
function standingCounts(views: readonly {standing: Standing}[]): string {
  return (Object.keys(standingLabel) as Standing[])
    .map((standing) => [views.filter((view) => view.standing === standing).length, standing] as const)
    .filter(([count]) => count > 0)
    .map(([count, standing]) => `${count} ${standingLabel[standing].toLowerCase()}`)
    .join(', ');
}

/** A risk's words, with a calculator it names as a link to it. */
function RiskText({risk, calculators}: {risk: string; calculators: readonly CalculatorLink[]}) {
  for (const calculator of calculators) {
    const at = risk.toLowerCase().indexOf(calculator.name.toLowerCase());
    if (at < 0) continue;
    const end = at + calculator.name.length;
    return (
      <>
        {risk.slice(0, at)}
        <Link to={calculator.href}>{risk.slice(at, end)}</Link>
        {risk.slice(end)}
      </>
    );
  }
  return <>{risk}</>;
}

interface Props {
  /** Complete for a business result; up to the deciding answer for a consumer or out-of-scope one. */
  answers: PartialAnswers;
  assessment: Assessment;
  onChangeAnswer: (question: QuestionId) => void;
}

const Result = forwardRef<HTMLHeadingElement, Props>(function Result({answers, assessment, onChangeAnswer}, heading) {
  const groups = assessment.kind === 'business' ? assessment.documents : [];
  const [ticked, tick] = useTicks();
  // Today's date only in the browser: the server's build date would be stale on a later visit.
  const [today, setToday] = useState<Date>();
  useEffect(() => setToday(new Date()), []);

  const toBroker = brokerLink(assessment);
  // The answers go to the quote form through the tab, never in its address; the header's Quote button, and any
  // later "Get a quote" in this visit, bring them too.
  useOfferQuoteHref(
    today && toBroker,
    'readiness',
    today && handOffQuery(answers, assessment, {groups, ticked}, today),
  );
  const business = assessment.kind === 'business';
  // A calculator the result links for another finance than its usual one is for that finance, and so are those it
  // shares the deal's figures with: her figures there are this loan's (an SMSF trustee's trial: the real estate
  // calculator's loan and value were dropped from the form as a first mortgage's).
  const calculators = calculatorLinks(answers as Answers, business ? assessment.services : []);
  const forAnother = calculators.find((link) => calculatorBySlug[link.slug].service !== link.service);
  useServiceForCalculators(forAnother?.service, forAnother ? sameDealCalculators(forAnother.slug) : []);
  const fundAnsweredAsOwner = assessment.kind === 'outside-scope' && answers.purpose === 'smsf-property';
  // "Change my answers", beside the summary or at the foot, opens the list of answers under the summary.
  const answersId = useId();
  const answersList = useRef<HTMLUListElement>(null);
  const [answersOpen, setAnswersOpen] = useState(false);
  const [focusAnswers, setFocusAnswers] = useState(false);
  useEffect(() => {
    if (focusAnswers) answersList.current?.focus();
    setFocusAnswers(false);
  }, [focusAnswers]);
  const changeButton = (atFoot: boolean) => (
    <button
      type="button"
      className={atFoot ? 'link-button' : `link-button ${styles.change}`}
      aria-expanded={answersOpen}
      aria-controls={answersId}
      onClick={() => {
        setAnswersOpen(atFoot || !answersOpen);
        setFocusAnswers(atFoot);
      }}>
      Change my answers
    </button>
  );
  // One link, so every "Get a quote" in the result carries the answers the same way. A result that names no finance
  // (consumer credit, or a loan we do not arrange) offers no quote: she sends her answers to talk it through.
  const quote = (
    <Link className="button button--primary button--lg button--block" to={toBroker}>
      {business ? 'Get a quote' : 'Send us your answers'}
    </Link>
  );
  // One primary action, full width; printing, copying and changing the answers are quieter text buttons under it.
  const actions = (
    <div className={styles.actions}>
      {quote}
      <PrintAndCopy copied="Link copied: anyone who opens it sees these answers, but not your credit history (it asks that question again) or your ticks.">
        {/* A consumer or out-of-scope result is never an invitation to re-answer, but for a super fund's property
            answered as its trustee company's: it ends at "let's talk first" (an SMSF trustees' trial had no way back). */}
        {(business || fundAnsweredAsOwner) && changeButton(true)}
      </PrintAndCopy>
    </div>
  );

  if (assessment.kind !== 'business') {
    return (
      <section className={styles.result} aria-labelledby="readiness-result">
        <h2 id="readiness-result" ref={heading} tabIndex={-1} className={styles.resultHeading}>
          {/* Plainly first: a probable consumer reads at once that we do not arrange her loan (the reasons follow). */}
          {assessment.kind === 'consumer'
            ? 'Your result: this looks like consumer credit, which we do not arrange'
            : 'Your result: let’s talk first'}
        </h2>
        <p className={styles.summary}>{answersSummary(answers)}</p>
        {answersOpen && (
          <AnswersList id={answersId} ref={answersList} answers={answers} onChangeAnswer={onChangeAnswer} />
        )}
        {/* Where to go instead comes before the reasons: a trial found it under about 150 words of them. */}
        {assessment.kind === 'consumer' && (
          <p>
            Go to a lender, or a broker who arranges consumer credit: ASIC’s Moneysmart explains{' '}
            <Link to={CONSUMER_HELP.brokerGuide.href}>{CONSUMER_HELP.brokerGuide.name}</Link>; for a car or a renovation
            it explains <Link to={CONSUMER_HELP.carLoans.href}>{CONSUMER_HELP.carLoans.name}</Link> and{' '}
            <Link to={CONSUMER_HELP.personalLoans.href}>{CONSUMER_HELP.personalLoans.name}</Link>. If repayments on
            cards or other debts are hard to keep up, the{' '}
            <Link to={CONSUMER_HELP.debtHelpline.href}>{CONSUMER_HELP.debtHelpline.name}</Link> (
            <a href={`tel:${CONSUMER_HELP.debtHelpline.phone.replace(/ /g, '')}`}>{CONSUMER_HELP.debtHelpline.phone}</a>
            ) gives free, confidential financial counselling.
          </p>
        )}
        {assessment.reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        <p>
          Call <a href={firm.phone.href}>{firm.phone.display}</a>, or send us your answers: nothing is sent until you
          add your details and press send on the next page.
        </p>
        {actions}
      </section>
    );
  }

  const calculator = calculators[0];
  const fits = assessment.services.map((service) => serviceRecord(service.slug).name);
  // Each fitting service's lead guide, once: read before asking, so after the checklist and the risks on a phone.
  const guides = assessment.services
    .flatMap(({slug}) => serviceGuides[slug] ?? [])
    .filter((guide, i, all) => all.findIndex((other) => other.permalink === guide.permalink) === i);
  const {done, total} = gathered(groups, ticked);
  return (
    <section className={`${styles.result} ${styles.resultWide}`} aria-labelledby="readiness-result">
      <div>
        <h2 id="readiness-result" ref={heading} tabIndex={-1} className={styles.resultHeading}>
          Your result
        </h2>
        <p className={styles.summary}>
          <span>{answersSummary(answers)}</span> {changeButton(false)}
        </p>
        {answersOpen && (
          <AnswersList id={answersId} ref={answersList} answers={answers} onChangeAnswer={onChangeAnswer} />
        )}
        {/* The result at a glance, before its detail (about five screens on a phone): what may fit, how far the
            checklist has gone, and the one "Get a quote" above the detail. It points to the risks rather than skipping
            them; the actions' "Get a quote" comes after them. */}
        <div className={styles.glance} data-testid="result-glance">
          {fits.length > 0 && <p className={styles.glanceFit}>{new Intl.ListFormat('en-AU').format(fits)} may fit</p>}
          {/* Before any tick, what to gather: "0 of 9 gathered" read like a failing score. */}
          {/* Where she stands, counted (its detail is the result's last section, about 3.5 phone screens down), on the
              documents' line: one line more, not a paragraph, so the checklist stays about a screen and a half down. */}
          <p>
            {done === 0 ? `${total} documents to gather` : `${done} of ${total} documents gathered`}
            {assessment.lenderView.length > 0 && (
              <>
                <br />
                <a href="#readiness-views">Lenders’ view</a>: {standingCounts(assessment.lenderView)}
              </>
            )}
          </p>
          {quote}
          {/* The risks first, and the next tool from here too (its own section follows the finance, a screen down
              on a phone): one line between them, so the checklist stays where it was. */}
          {(assessment.risks.length > 0 || calculator) && (
            <p className={styles.glanceRisks}>
              {assessment.risks.length > 0 ? (
                <>
                  Before you ask, read the <a href="#readiness-risks">risks to know</a>
                  {calculator ? ' and work out your figures in the ' : '.'}
                </>
              ) : (
                'Work out your figures first in the '
              )}
              {calculator && (
                <>
                  <Link to={calculator.href}>{lowerFirst(calculator.name)}</Link>.
                </>
              )}
            </p>
          )}
        </div>
        {assessment.services.length > 0 && (
          <>
            <h3>Finance that may fit</h3>
            <div className={styles.services}>
              {assessment.services.map((service) => {
                const terms =
                  answers.borrower === 'smsf' && answers.trustee !== 'corporate'
                    ? withoutCorporateTrusteeRows(getServiceTerms(service.slug))
                    : getServiceTerms(service.slug);
                // The size and the rate (of the loan suggested); the rest a tap away, so a phone's result stays short.
                const fundHome =
                  service.slug === 'smsf-lending' &&
                  answers.security?.includes('residential-property') &&
                  !answers.security.includes('commercial-property');
                const key = keyRanges(terms.rows, fundHome ? 'residential' : service.use);
                const rest = terms.rows.filter((row) => !key.includes(row));
                // Said beside the card, never left for her to spot: a band the service’s usual sizes miss or cut through.
                const amount = (answers as Answers).amount;
                const sizeNote = amountFitNote(
                  terms.rows,
                  amount,
                  optionLabel('amount', amount),
                  formatDate(terms.asAt),
                );
                return (
                  <article key={service.slug} className={styles.service} aria-labelledby={`fit-${service.slug}`}>
                    <h4 id={`fit-${service.slug}`}>
                      <Link to={servicePath(service.slug)}>{serviceRecord(service.slug).name}</Link>
                    </h4>
                    <p>{service.reason}</p>
                    {sizeNote && <p className={styles.sizeNote}>{sizeNote}</p>}
                    <TermsTable
                      className={styles.terms}
                      rows={key}
                      caption={<>Indicative ranges as at {formatDate(terms.asAt)}</>}
                    />
                    {rest.length > 0 && (
                      <details className={styles.moreTerms}>
                        <summary>More ranges ({rest.length})</summary>
                        <TermsTable
                          className={styles.terms}
                          rows={rest}
                          caption={<>More ranges as at {formatDate(terms.asAt)}</>}
                        />
                      </details>
                    )}
                  </article>
                );
              })}
            </div>
          </>
        )}

        {calculators.length > 0 && (
          <>
            <h3>Work out your figures</h3>
            {/* A band is not a figure: the calculator asks for hers (it opens on the example, or on her figures from
                earlier in the visit), and she sees the band she chose in words. */}
            <p>
              You chose {optionLabel('amount', (answers as Answers).amount)}; the calculator takes your own figures.
            </p>
            {calculators.map((calculator) => calculator.note && <p key={calculator.slug}>{calculator.note}</p>)}
            {/* The next step as a button, not a bullet: it outweighs the notes that qualify the answer. */}
            <div className={styles.calculators}>
              {calculators.map((calculator) => (
                <Link
                  key={calculator.slug}
                  className="button button--outline button--primary button--lg button--block"
                  to={calculator.href}>
                  {calculator.name}
                </Link>
              ))}
            </div>
          </>
        )}

        {/* What qualifies the answer (an SMSF's trustee and the Code; what a declaration does not do), after it. */}
        {/* The declaration's rule folded under its gist, as on the service pages, so it does not outweigh the next step. */}
        {assessment.notes.map((note) =>
          note.startsWith(DECLARATION_STATEMENT) ? (
            <details key={note} className={styles.note}>
              <summary>{DECLARATION_SUMMARY}</summary>
              <p>{note}</p>
            </details>
          ) : (
            <p key={note} className={styles.note}>
              {note}
            </p>
          ),
        )}

        {/* After the answer and the next step: one line, the rest a tap away, so the checklist comes sooner on a phone. */}
        <details className={styles.general}>
          <summary>Not advice. How your answers are kept</summary>
          <p>
            General information from your answers, not an offer, approval or advice: a lender decides on the full
            application. Your answers are kept only in this page’s address, your browser history and, until you close
            this tab, for the quote form to offer; your credit history stays out of the address. We do not record them
            unless you send the form, and anyone you share the link with sees the answers in it.
          </p>
        </details>
      </div>
      {/* On a phone the checklist follows the answer and its next steps (about a screen and a half under the result's
          top); on a wide screen it is beside the answer. The risks come after it and before the actions' "Get a quote"
          at every width (a first "Get a quote" is in the summary at the top, for the reader who is ready). */}
      <div className={styles.checklistColumn}>
        <h3>Your document checklist</h3>
        <Checklist groups={groups} ticked={ticked} onTick={tick} />
        {assessment.risks.length > 0 && (
          <>
            <h3 id="readiness-risks">Risks to know</h3>
            <ul>
              {assessment.risks.map((risk) => (
                <li key={risk}>
                  <RiskText risk={risk} calculators={calculators} />
                </li>
              ))}
            </ul>
          </>
        )}
        {guides.length > 0 && (
          <>
            <h3>Read before you ask</h3>
            <ul>
              {guides.map((guide) => (
                <li key={guide.permalink}>
                  <Link to={guide.permalink}>{guide.title}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        {actions}
      </div>
      <div>
        <h3 id="readiness-views">What lenders will look at</h3>
        <ul className={styles.views}>
          {assessment.lenderView.map((view) => (
            <li key={view.topic} className={styles[view.standing]}>
              <strong>
                {view.topic}: {standingLabel[view.standing]}.
              </strong>{' '}
              {view.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});

export default Result;
