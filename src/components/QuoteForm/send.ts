/** Sends the enquiry to the server and says what happened, in terms the form can show. */
import type {EnquiryErrors} from '../../enquiry/schema';

export type SendOutcome =
  | {kind: 'sent'; reference: string}
  | {kind: 'invalid'; errors: EnquiryErrors}
  | {kind: 'rate-limited'; retryAfterMinutes: number}
  | {kind: 'offline'}
  | {kind: 'failed'};

export async function sendEnquiry(body: Record<string, string>): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/enquiries', {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify(body),
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(20_000) : undefined,
    });
  } catch {
    return typeof navigator !== 'undefined' && navigator.onLine === false ? {kind: 'offline'} : {kind: 'failed'};
  }
  try {
    if (response.status === 201) {
      const {reference} = (await response.json()) as {reference?: string};
      return reference ? {kind: 'sent', reference} : {kind: 'failed'};
    }
    if (response.status === 400) {
      const {errors} = (await response.json()) as {errors?: EnquiryErrors};
      if (errors && Object.keys(errors).length > 0) return {kind: 'invalid', errors};
    }
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after')) || 600;
      return {kind: 'rate-limited', retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60))};
    }
  } catch {
    // A body that is not the JSON we expect: treat as a failure below.
  }
  return {kind: 'failed'};
}
