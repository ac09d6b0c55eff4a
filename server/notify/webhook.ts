/**
 * Posts each enquiry (and, as 'enquiry.details_added', each step two) as JSON to WEBHOOK_URL (a CRM, for example). Any 2xx
 * answer counts as delivered. The Idempotency-Key header is the reference,
 * so a receiver can ignore the rare repeat (see outboxWorker.ts); with
 * WEBHOOK_SECRET set, X-Signature carries an HMAC-SHA256 of the body.
 * The reply's body is never read (only its status counts), so a receiver
 * cannot fill the server's memory with a huge answer. Its
 * timeout (server/config/index.ts) bounds the whole post; a timeout is recorded as 'timeout' and retried.
 */
import crypto from 'crypto';
import type {Config} from '../config';
import type {NotificationKind, StoredEnquiry} from '../storage/enquiryStore';
import {detailsVersion, webhookPayload} from './enquiryMessage';

type WebhookConfig = NonNullable<Config['notify']['webhook']>;

export class WebhookError extends Error {
  constructor(readonly status: number) {
    super(`webhook answered HTTP ${status}`);
  }
}

/**
 * The receiver answered with a redirect. It is never followed: the signed
 * enquiry would go wherever the receiver (or whoever controls it) points,
 * an internal address included. Recorded as "EREDIRECT (HTTP 3xx)" and
 * retried like any failure, so the owner sees it and fixes WEBHOOK_URL.
 */
export class WebhookRedirectError extends WebhookError {
  readonly code = 'EREDIRECT';
}

export function createWebhookSender({url, secret, timeoutMs}: WebhookConfig) {
  return {
    async send(stored: StoredEnquiry, kind: NotificationKind = 'enquiry'): Promise<void> {
      const body = JSON.stringify(webhookPayload(stored, kind));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        // Step two's post, and each correction of it, has its own key, so a receiver that drops repeats keeps it.
        'idempotency-key': kind === 'details' ? `${stored.reference}-${detailsVersion(stored)}` : stored.reference,
        'user-agent': 'harbourline-enquiries/1',
      };
      if (secret) headers['x-signature'] = `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drop the body unread: this closes the connection instead of downloading whatever the receiver sends.
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 300 && response.status < 400) throw new WebhookRedirectError(response.status);
      if (!response.ok) throw new WebhookError(response.status);
    },
  };
}
