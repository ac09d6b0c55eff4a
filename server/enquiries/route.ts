/**
 * POST /api/enquiries: a quote request as JSON (the form with JavaScript) or
 * as a form post (without). Answers 201 {reference} once the enquiry is
 * committed to disk; 400 {errors: {field: message}}; 413 over 32 KB; 415 for
 * other content types; 429 with Retry-After when one address sends too many;
 * 503 when the database cannot be trusted with it (its file was deleted,
 * moved or replaced). A form post gets an HTML page instead: the
 * confirmation, or the form again with the errors and everything the visitor
 * typed. A submission sent again (same Idempotency-Key, or the same content
 * posted without a key within minutes) gets the same reference and is stored
 * and notified once (see idempotency.ts).
 *
 * The answer carries `detailsToken`, the secret for step two (the optional
 * details, POST /api/enquiries/details: see details.ts); the confirmation
 * page carries it as a hidden field of its step-two form.
 *
 * POST /api/enquiries/by-key/KEY (no body): whether the submission with that
 * key was stored: 200 {reference, detailsToken} or 404. The form asks when an
 * answer was lost or late, so it can tell the visitor the truth. A POST, not a
 * GET, because the answer issues a new step-two secret that replaces the last:
 * a look-up that changes something must not be a request a browser, proxy or
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
import type {Channel, EnquiryStore} from '../storage/enquiryStore';
import {contentFingerprint, isSubmissionKey, newSubmissionKey, submissionKey} from './idempotency';
import {isCrossSite} from './origin';
import {isFormPost, isJson, sendProblem} from './answers';
import {registerDetailsRoute} from './details';
import {confirmationPage, formPage} from './pages';
import type {PageShell} from './pageShell';
import {registerRateLimit, type RateLimitOptions} from './rateLimit';
import {spamReason} from './spam';
import {ENQUIRY_BODY_LIMIT} from '../limits';

export interface EnquiryRouteOptions {
  store: EnquiryStore;
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
      return sendProblem(request, reply, shell, 500);
    });

    // The rate limit in a scope of its own: only posting an enquiry counts, not asking after one.
    api.register(async (limited) => {
      await registerRateLimit(limited, rateLimit);
      limited.post(
        '/api/enquiries',
        {
          bodyLimit: ENQUIRY_BODY_LIMIT,
          preValidation: async (request, reply) => {
            if (!isJson(request) && !isFormPost(request)) return sendProblem(request, reply, shell, 415);
          },
        },
        async (request, reply) => {
          const form = isFormPost(request);
          const result = validateEnquiry(request.body);
          if (!result.ok) {
            if (!form) return reply.code(400).send({errors: result.errors});
            // The form again, counted from now (the server's clock) and with a key, so sending it twice counts once.
            const values = {
              ...toFormValues(request.body),
              [STARTED_AT_FIELD]: String(Date.now()),
              [IDEMPOTENCY_FIELD]: submissionKey(request) ?? newSubmissionKey(),
            };
            return reply
              .code(400)
              .type('text/html; charset=utf-8')
              .send(formPage(shell, values, result.errors));
          }

          // A post from another site's page is kept (a person may have sent it) and notified marked as possible spam.
          const crossSite = isCrossSite(request, allowedOrigins);
          if (crossSite)
            request.log.warn({origin: request.headers.origin ?? null}, 'enquiry from another site: flagged');
          const spam = spamReason(request.body, minFillMs) ?? (crossSite ? 'cross-site' : undefined);

          // The file this process writes is no longer the database at its path: refuse rather than acknowledge into it.
          const problem = storageProblem?.();
          if (problem) {
            request.log.error({problem}, 'enquiry refused: the database cannot be trusted (restart the server)');
            return sendProblem(request, reply, shell, 503);
          }

          const key = submissionKey(request);
          const stored = store.save(
            {
              enquiry: result.enquiry,
              spamReason: spam,
              source: form ? 'form' : 'json',
              key,
              // Without a key, a native form post is recognised by its content (a double click).
              fingerprint: !key && form ? contentFingerprint(result.enquiry) : undefined,
            },
            channels,
          );
          if (stored.repeat)
            request.log.info({reference: stored.reference}, 'enquiry sent again: answered, not stored');
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
        },
      );

      // Step two counts against the same limit as step one.
      registerDetailsRoute(limited, {store, channels, shell, onStored, storageProblem});
    });

    api.post<{Params: {key: string}}>('/api/enquiries/by-key/:key', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const {key} = request.params;
      const stored = isSubmissionKey(key) ? store.byKey(key) : undefined;
      if (!stored) return reply.code(404).send({error: 'No enquiry with this key has been received.'});
      // The first answer (and its step-two secret) was lost: only the submitter knows the key, so a new secret goes to them.
      return reply.code(200).send({reference: stored.reference, detailsToken: store.issueDetailsToken(stored.id)});
    });
  });
}
