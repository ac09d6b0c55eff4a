/**
 * The credit-scope statements from src/compliance/creditScope.ts, for MDX.
 * Writers place <CreditScope /> (the scope and the consumer-credit rule) or
 * <CreditScope declaration /> (adds how declarations work and that the purpose
 * is verified) or <CreditScope smsfTrustee /> (adds how the trustee decides
 * whether an SMSF residential loan is consumer credit) instead of writing
 * their own version of the rule.
 */
import {
  CONSUMER_CREDIT_STATEMENT,
  CREDIT_SCOPE_STATEMENT,
  DECLARATION_STATEMENT,
  NO_CONSUMER_PURPOSE_STATEMENT,
  SMSF_TRUSTEE_STATEMENT,
} from '../../compliance/creditScope';

interface Props {
  /** Also say how business-purpose declarations work and that we verify the purpose. */
  declaration?: boolean;
  /** Also say how an SMSF residential loan is treated, which turns on the fund's trustee. */
  smsfTrustee?: boolean;
}

export default function CreditScope({declaration = false, smsfTrustee = false}: Props) {
  return (
    // Left out of the search index: the same rule on many pages made it every result's excerpt.
    <div className="credit-scope" data-testid="credit-scope" data-pagefind-ignore="all">
      <p>
        {CREDIT_SCOPE_STATEMENT} {CONSUMER_CREDIT_STATEMENT}
      </p>
      {declaration && (
        <p>
          {DECLARATION_STATEMENT} {NO_CONSUMER_PURPOSE_STATEMENT}
        </p>
      )}
      {smsfTrustee && <p>{SMSF_TRUSTEE_STATEMENT}</p>}
    </div>
  );
}
