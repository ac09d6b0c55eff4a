/**
 * POST /api/enquiries: a quote request as JSON (the form with JavaScript) or
 * as a form post (without). Answers 201 {reference} once the enquiry is
 * committed to disk; 400 {errors: {field: message}}; 413 over 32 KB; 415 for
 * other content types; 429 with Retry-After when one address sends too many;
 * 503 when the database cannot be trusted with it (its file was deleted,
 * moved or replaced) or does not take it in time (databaseWorker.ts). A form post gets an HTML page instead: the
 * confirmation, or the form again with the errors and everything the visitor
 * typed. A submission sent again (same Idempotency-Key and content, or the
 * same content posted without a key within minutes) gets the same reference
 * and is stored and notified once (see idempotency.ts). The same key with
 * other content gets 409 and is not stored (the form page again, for a form
 * post, offering to send this version as an enquiry of its own); a malformed
 * key gets 400 with what a key must be.
 *
 * The answer carries `detailsToken`, the secret for step two (the optional
 * details, POST /api/enquiries/details: see details.ts); the confirmation
 * page carries it as a hidden field of its step-two form.
 *
 * POST /api/enquiries/by-key/KEY, with the same body as the submission:
 * whether the submission with that key and content was stored: 200
 * {reference, detailsToken} or 404. The form asks when an answer was lost or
 * late, so it can tell the visitor the truth. A key without its content gets
 * 404, like an unknown key: a key read from a backup or chosen by another
 * site opens nothing. Rate-limited per client (BY_KEY_LIMIT_FACTOR times the
 * enquiry limit, in a window of the same length). A POST, not a GET, because
 * the answer issues a new step-two secret that replaces the last: a look-up
 * that changes something must not be a request a browser, proxy or
 * prefetcher may repeat on its own.
 *
 * An enquiry the spam checks flag (the honeypot, a fill time too short, a
 * post from another site's page) is stored and notified marked "possible
 * spam" (see notify/enquiryMessage.ts), never dropped.
 */
import formbody from '@fastify/formbody';
import type {FastifyError, FastifyInstance} from 'fastify';
import {IDEMPOTENCY_FIELD, STARTED_AT_FIELD} from '../../src/enquiry/fields';
import {toFormValues, validateEnquiry} from '../../src/enquiry/schema';
import {NOT_IN_TIME_CODE} from '../storage/databaseTargets';
import type {DatabaseWorker} from '../storage/databaseWorker';
import type {Channel} from '../storage/enquiryStore';
import {isSubmissionKey, keyProblem, newSubmissionKey, submissionKey} from './idempotency';
import {isCrossSite} from './origin';
import {isFormPost, postOptions, sendProblem} from './answers';
import {registerDetailsRoute} from './details';
import {confirmationPage, formPage} from './pages';
import type {PageShell} from './pageShell';
import {registerRateLimit, type RateLimitOptions} from './rateLimit';
import {spamReason} from './spam';
import {ENQUIRY_BODY_LIMIT} from '../limits';

export interface EnquiryRouteOptions {
  /** The enquiry store on the database worker (storage/databaseWorker.ts). */
  store: DatabaseWorker['store'];
  /** Channels to notify about each genuine enquiry (none when notification is off). */
  channels: readonly Channel[];
  /** Enquiries per client per window (see rateLimit.ts). */
  rateLimit: RateLimitOptions;
  minFillMs: number;
  /** Origins besides the site's own whose pages may post enquiries (see origin.ts). */
  allowedOrigins: readonly string[];
  shell: PageShell;
  /** Called after an enquiry is stored (wakes the outbox worker). */
  onStored?: () => void;
  /** Why enquiries cannot be stored safely right now (e.g. 'database file missing'), or undefined. */
  storageProblem?: () => string | undefined;
}

/** Look-ups by key allowed per client per window, as a multiple of the enquiry limit (the form asks up to 3 times per lost answer). */
export const BY_KEY_LIMIT_FACTOR = 4;

const conflictMessage =
  'This form was already sent with other details, so this version was not saved. If you changed something, send this version as a new enquiry (the broker will see both), or call us.';

export function registerEnquiryRoutes(app: FastifyInstance, options: EnquiryRouteOptions): void {
  const {store, channels, rateLimit, minFillMs, allowedOrigins, shell, onStored, storageProblem} = options;

  app.register(async (api) => {
    await api.register(formbody, {bodyLimit: ENQUIRY_BODY_LIMIT});

    api.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413 || status === 415 || status === 429) return sendProblem(request, reply, shell, status);
      if (status >= 400 && status < 500) return sendProblem(request, reply, shell, 400);
      // The error's code only: its message could quote what the visitor typed.
      request.log.error({code: error.code ?? error.name}, 'enquiry failed');
      // The database could not take the write (locked past busy_timeout, read-only, full, an I/O error,
      // or no answer in time: a frozen disk): not saved, say so with 503.
      const unavailable = /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR)/.test(error.code ?? '');
      return sendProblem(request, reply, shell, unavailable || error.code === NOT_IN_TIME_CODE ? 503 : 500);
    });

    // The rate limit in a scope of its own: only posting an enquiry counts, not asking after one.
    api.register(async (limited) => {
      await registerRateLimit(limited, rateLimit);
      limited.post('/api/enquiries', postOptions(shell), async (request, reply) => {
        const form = isFormPost(request);
        const result = validateEnquiry(request.body);
        if (!result.ok) {
          if (!form) return reply.code(400).send({errors: result.errors});
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(formPage(shell, formAgain(request.body), result.errors));
        }

        const key = submissionKey(request);
        if (key === 'malformed') {
          if (form) return sendProblem(request, reply, shell, 400);
          return reply.code(400).send({error: keyProblem});
        }

        // A post from another site's page is kept (a person may have sent it) and notified marked as possible spam.
        const crossSite = isCrossSite(request, allowedOrigins);
        if (crossSite) request.log.warn({origin: request.headers.origin ?? null}, 'enquiry from another site: flagged');
        const spam = spamReason(request.body, minFillMs) ?? (crossSite ? 'cross-site' : undefined);

        // The file this process writes is no longer the database at its path: refuse rather than acknowledge into it.
        const problem = storageProblem?.();
        if (problem) {
          request.log.error({problem}, 'enquiry refused: the database cannot be trusted (restart the server)');
          return sendProblem(request, reply, shell, 503);
        }

        const stored = await store.save(
          {
            enquiry: result.enquiry,
            spamReason: spam,
            source: form ? 'form' : 'json',
            key,
            // Without a key, a native form post is recognised by its content (a double click).
            byContent: !key && form,
          },
          channels,
        );
        if ('conflict' in stored) {
          request.log.warn('enquiry refused: its key was first sent with other content');
          if (form)
            return reply
              .code(409)
              .type('text/html; charset=utf-8')
              .send(formPage(shell, formAgain(request.body), {}, conflictMessage));
          return reply.code(409).send({error: conflictMessage});
        }
        if (stored.repeat) request.log.info({reference: stored.reference}, 'enquiry sent again: answered, not stored');
        else {
          request.log.info({reference: stored.reference, spam: stored.spam}, 'enquiry stored');
          onStored?.();
        }

        // The answer carries step two's secret: never cached, by the browser or anything in between.
        reply.header('cache-control', 'no-store');
        if (form)
          return reply
            .code(201)
            .type('text/html; charset=utf-8')
            .send(confirmationPage(shell, stored.reference, stored.detailsToken));
        return reply.code(201).send({reference: stored.reference, detailsToken: stored.detailsToken});
      });
    });

    // Step two under a limit of its own: a visitor without scripts whose first tries came back with errors
    // (each counted, before the body is read) could otherwise be refused the details she adds once it is sent.
    api.register(async (limited) => {
      await registerRateLimit(limited, rateLimit);
      registerDetailsRoute(limited, {store, channels, shell, onStored, storageProblem});
    });

    api.register(async (limited) => {
      await registerRateLimit(limited, {...rateLimit, max: rateLimit.max * BY_KEY_LIMIT_FACTOR});
      limited.post<{Params: {key: string}}>(
        '/api/enquiries/by-key/:key',
        {bodyLimit: ENQUIRY_BODY_LIMIT},
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const {key} = request.params;
          if (!isSubmissionKey(key)) return reply.code(400).send({error: keyProblem});
          const result = validateEnquiry(request.body);
          const stored = result.ok ? await store.byKey(key, result.enquiry) : undefined;
          if (!stored) return reply.code(404).send({error: 'No enquiry with this key and content has been received.'});
          // The first answer (and its step-two secret) was lost: only the submitter knows key and content, so a new secret goes to them.
          return reply
            .code(200)
            .send({reference: stored.reference, detailsToken: await store.issueDetailsToken(stored.id)});
        },
      );
    });
  });
}

/**
 * The form again, as the visitor filled it in, counted from now (the
 * server's clock) and with a key the server made now: never the key the
 * request carried, which another site's page may have chosen.
 */
function formAgain(body: unknown): Record<string, string> {
  return {
    ...toFormValues(body),
    [STARTED_AT_FIELD]: String(Date.now()),
    [IDEMPOTENCY_FIELD]: newSubmissionKey(),
  };
}
