/**
 * The readiness check's state lives in the page's address: every answer and
 * the screen shown. Each new screen is a history entry, so the browser's Back
 * (a phone's back gesture) steps back through the questions as the page's own
 * Back does, and Forward returns; a changed answer on the same screen replaces
 * the entry. Answers given on later screens are remembered when the visitor
 * steps back, so none is lost.
 * The credit-history answer is the exception (src/readiness/urlState.ts): it is kept in the tab's sessionStorage
 * (this tab only, gone when it closes, never sent), and a link that carries it is read, then replaced without it.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {readUrlState, writeUrlState, type PartialAnswers, type StepId, type UrlState} from '../../readiness/urlState';
import {readTabObject, writeTab} from '../../enquiry/tabStorage';
import {answersAsked, carryOver} from '../../readiness/flow';

const CREDIT_KEY = 'hcf-readiness-credit';

/**
 * The credit answer kept in this tab for the answers an address holds (a reload, or Back into the page): only for
 * the same answers, so a new check, or another's shared link, never starts with it. None where storage is blocked.
 */
function keptCredit(inAddress: PartialAnswers): PartialAnswers {
  const kept = readTabObject(CREDIT_KEY);
  if (kept.for !== writeUrlState({answers: inAddress}) || typeof kept.credit !== 'string') return {};
  return readUrlState(`?${new URLSearchParams({credit: kept.credit}).toString()}`).answers;
}

/** Without storage a reload asks the credit question again, and nothing breaks. */
function keepCredit(answers: PartialAnswers) {
  if (answers.credit) writeTab(CREDIT_KEY, {for: writeUrlState({answers}), credit: answers.credit.join(',')});
}

export function useReadinessUrl() {
  const location = useLocation();
  const history = useHistory();
  // The server renders the first question with no answers; the address is read after hydration,
  // so the first client render matches the HTML.
  const [state, setState] = useState<UrlState>({answers: {}});
  const [ready, setReady] = useState(false);
  // The answers the address itself holds: where it names no screen (the page's own address), they choose it.
  const [inAddress, setInAddress] = useState<PartialAnswers>({});
  const remembered = useRef<PartialAnswers>({});

  useEffect(() => {
    const fromUrl = readUrlState(location.search);
    // What the address holds wins; answers it lacks (given on a later screen, then Back; the credit answer) are kept,
    // but for a question that reads differently with the address's answers (Back from a fund's screens to a company's).
    const answers = {...keptCredit(fromUrl.answers), ...carryOver(remembered.current, fromUrl.answers)};
    remembered.current = answers;
    keepCredit(answers);
    // A link that carries the credit answer: the address keeps the rest.
    if (fromUrl.answers.credit) history.replace({search: writeUrlState(fromUrl)});
    setState({answers: answersAsked(answers), step: fromUrl.step});
    setInAddress(fromUrl.answers);
    setReady(true);
  }, [location.search, history]);

  /** Remembers the answers (for a step back, and the credit answer for this tab) and returns the address holding them. */
  const rememberedAddress = useCallback((answers: PartialAnswers, step: StepId) => {
    remembered.current = answers;
    keepCredit(answers);
    return {search: writeUrlState({answers, step})};
  }, []);

  /** Another screen, as a new history entry that remembers the screen it was reached from (for the page's Back). */
  const goTo = useCallback(
    (answers: PartialAnswers, step: StepId, from: StepId) => {
      const address = rememberedAddress(answers, step);
      // The address it is at already (a shared result's, once the credit answer it lacks is given): no entry to add,
      // and no new address for the effect above to read, so the screen changes here.
      if (address.search === location.search) return setState({answers, step});
      // On a push, Docusaurus moves focus to the top of the page: the screen is shown from the new address (the
      // effect above), after that, so its heading can take focus.
      history.push({...address, state: {readinessFrom: from}});
    },
    [history, location.search, rememberedAddress],
  );

  /**
   * The same screen with its answer changed: the history entry is replaced, keeping the screen it was reached from
   * (for the page's Back). A tick on the credit question leaves the address as it is (the answer stays out of it):
   * Docusaurus scrolls to the top on a navigation to the same address, which would hide the box just ticked.
   */
  const update = useCallback(
    (answers: PartialAnswers, step: StepId) => {
      setState({answers, step});
      const address = rememberedAddress(answers, step);
      if (address.search !== location.search) history.replace({...address, state: location.state});
    },
    [history, location.search, location.state, rememberedAddress],
  );

  /**
   * The page's Back to `step`: the browser's Back when this screen was reached from that one (so Forward still
   * leads on); otherwise, as on a shared link opened at a later question, a new entry.
   */
  const goBack = useCallback(
    (answers: PartialAnswers, step: StepId, from: StepId) => {
      if ((location.state as {readinessFrom?: StepId} | undefined)?.readinessFrom === step) history.goBack();
      else goTo(answers, step, from);
    },
    [history, location.state, goTo],
  );

  // The screen this one was reached from (kept in the history entry, so through a reload too).
  const from = (location.state as {readinessFrom?: StepId} | undefined)?.readinessFrom;
  return {answers: state.answers, step: state.step, from, inAddress, ready, goTo, update, goBack};
}
