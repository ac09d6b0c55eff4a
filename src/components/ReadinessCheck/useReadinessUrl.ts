/**
 * The readiness check's state lives in the page's address: every answer and
 * the screen shown. Each new screen is a history entry, so the browser's Back
 * and Forward step through the questions; choosing an answer replaces the
 * current entry. Answers given on later screens are remembered when the
 * visitor goes back, so Back and Forward never lose one.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {readUrlState, writeUrlState, type PartialAnswers, type StepId, type UrlState} from '../../readiness/urlState';

export function useReadinessUrl() {
  const location = useLocation();
  const history = useHistory();
  // The server renders the first question with no answers; the address is read after hydration,
  // so the first client render matches the HTML.
  const [state, setState] = useState<UrlState>({answers: {}});
  const [ready, setReady] = useState(false);
  const remembered = useRef<PartialAnswers>({});

  useEffect(() => {
    const fromUrl = readUrlState(location.search);
    // What the address holds wins; answers it lacks (given on a later screen, then Back) are kept.
    const answers = {...remembered.current, ...fromUrl.answers};
    remembered.current = answers;
    setState({answers, step: fromUrl.step});
    setReady(true);
  }, [location.search]);

  const answer = useCallback(
    (answers: PartialAnswers) => {
      remembered.current = answers;
      setState((current) => ({...current, answers}));
      history.replace({search: writeUrlState({answers, step: state.step})});
    },
    [history, state.step],
  );

  const go = useCallback(
    (step: StepId) => {
      history.push({search: writeUrlState({answers: remembered.current, step})});
    },
    [history],
  );

  return {answers: state.answers, step: state.step, ready, answer, go};
}
