/**
 * POST /api/enquiries/details: step two of the quote form, the optional
 * details (the deal, the business, anything else) added to an enquiry the
 * visitor has just sent. JSON (the form with JavaScript) or a form post (the
 * confirmation page's form without).
 *
 * It must carry the enquiry's reference and the secret issued with it
 * (`detailsToken`, see detailsToken.ts), within a day of its issue
 * (DETAILS_TOKEN_LIFETIME_MS): a reference alone is refused, so
 * nobody can add to someone else's enquiry by guessing or reading a
 * reference. Refused (403), a form post gets a page saying so; nothing is
 * changed. Bad input gets 400 {errors} or, for a form post, the details form
 * again with every value and a message beside each field to fix.
 *
 * Everything lives in the database, so step two works after a restart too.
 * Step two only adds (stepTwo.ts): it never erases or replaces what step
 * one stored. Sent twice with the same details, they are stored and
 * notified once: the second answer is the same, with `repeat: true`. Sent
 * again with other details, it is a correction: stored, logged as what
 * changed, notified again, and answered `corrected: true`. Added details
 * queue a 'details' notification (e-mail "Details added to HCF-...",
 * webhook event enquiry.details_added) in the same transaction.
 */
import type {FastifyInstance} from 'fastify';
import {DETAILS_TOKEN_FIELD, REFERENCE_FIELD} from '../../src/enquiry/fields';
import {toFormValues, validateDetails} from '../../src/enquiry/schema';
import type {DatabaseWorker} from '../storage/databaseWorker';
import type {Channel} from '../storage/enquiryStore';
import {isFormPost, postOptions, sendProblem} from './answers';
import {isDetailsToken} from './detailsToken';
import {detailsAddedPage, detailsFormPage} from './pages';
import type {PageShell} from './pageShell';
import {referencePattern} from './reference';

export interface DetailsRouteOptions {
  store: DatabaseWorker['store'];
  channels: readonly Channel[];
  shell: PageShell;
  onStored?: () => void;
  storageProblem?: () => string | undefined;
}

/** A field's value as sent (the first, when sent twice), or ''. */
function sent(body: unknown, name: string): string {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const value = Array.isArray(source[name]) ? (source[name] as unknown[])[0] : source[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function registerDetailsRoute(api: FastifyInstance, options: DetailsRouteOptions): void {
  const {store, channels, shell, onStored, storageProblem} = options;

  api.post('/api/enquiries/details', postOptions(shell), async (request, reply) => {
    const form = isFormPost(request);
    reply.header('cache-control', 'no-store');
    const reference = sent(request.body, REFERENCE_FIELD).toUpperCase();
    const token = sent(request.body, DETAILS_TOKEN_FIELD);
    // Checked before anything else, so a forged request learns nothing and changes nothing.
    if (
      !referencePattern.test(reference) ||
      !isDetailsToken(token) ||
      (await store.detailsAccess(reference, token)) === 'refused'
    ) {
      request.log.warn('details refused: unknown reference or wrong token');
      return sendProblem(request, reply, shell, 403);
    }

    const result = validateDetails(request.body);
    if (!result.ok) {
      if (!form) return reply.code(400).send({errors: result.errors});
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(detailsFormPage(shell, reference, token, toFormValues(request.body), result.errors));
    }

    const problem = storageProblem?.();
    if (problem) {
      request.log.error({problem}, 'details refused: the database cannot be trusted (restart the server)');
      return sendProblem(request, reply, shell, 503);
    }

    const outcome = await store.addDetails(reference, token, result.details, channels);
    if (outcome.kind === 'refused') return sendProblem(request, reply, shell, 403);
    if (outcome.kind === 'repeat') request.log.info({reference}, 'details sent again: answered, not stored');
    else {
      request.log.info({reference}, outcome.kind === 'corrected' ? 'details corrected' : 'details added');
      onStored?.();
    }
    if (form) return reply.code(200).type('text/html; charset=utf-8').send(detailsAddedPage(shell, reference));
    return reply.code(200).send({
      reference,
      repeat: outcome.kind === 'repeat',
      ...(outcome.kind === 'corrected' ? {corrected: true} : {}),
    });
  });
}
