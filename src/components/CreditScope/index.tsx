/**
 * The credit-scope statements from src/compliance/creditScope.ts, for MDX.
 * Writers place <CreditScope /> (the scope and the consumer-credit rule) or
 * <CreditScope declaration /> (adds how declarations work and that the purpose
 * is verified) instead of writing their own version of the rule. The SMSF page's trustee rule is its ScopeNote's.
 *
 * An article's closing note shows the scope sentence and folds the rest (the consumer-credit rule and any extra
 * statement) under a summary that states its gist, as a service page folds its declaration (ScopeNote): every word
 * is in the page and prints (the print rule in src/css/custom.css), but it no longer runs over a phone screen.
 * The policies that set the rule out (credit guide, terms) pass `inFull`.
 */
import {
  CONSUMER_CREDIT_STATEMENT,
  CONSUMER_CREDIT_SUMMARY,
  CREDIT_SCOPE_STATEMENT,
  DECLARATION_STATEMENT,
  NO_CONSUMER_PURPOSE_STATEMENT,
} from '../../compliance/creditScope';

interface Props {
  /** Also say how business-purpose declarations work and that we verify the purpose. */
  declaration?: boolean;
  /** Every statement open, none folded: the policies that set the rule out. */
  inFull?: boolean;
}

export default function CreditScope({declaration = false, inFull = false}: Props) {
  const more = declaration && (
    <p>
      {DECLARATION_STATEMENT} {NO_CONSUMER_PURPOSE_STATEMENT}
    </p>
  );
  return (
    // Left out of the search index: the same rule on many pages made it every result's excerpt.
    <div className="credit-scope" data-testid="credit-scope" data-pagefind-ignore="all">
      {inFull ? (
        <>
          <p>
            {CREDIT_SCOPE_STATEMENT} {CONSUMER_CREDIT_STATEMENT}
          </p>
          {more}
        </>
      ) : (
        <>
          <p>{CREDIT_SCOPE_STATEMENT}</p>
          <details>
            <summary>{CONSUMER_CREDIT_SUMMARY}</summary>
            <p>{CONSUMER_CREDIT_STATEMENT}</p>
            {more}
          </details>
        </>
      )}
    </div>
  );
}
