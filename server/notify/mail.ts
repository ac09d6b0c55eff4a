/**
 * E-mails each enquiry to the broker over SMTP (nodemailer).
 *
 * TLS is required: SMTP_SECURE=true speaks TLS from the first byte (port
 * 465); otherwise the connection must be upgraded with STARTTLS before the
 * login and the message go out, and a server that does not offer it is
 * refused (ETLS). Only SMTP_ALLOW_PLAINTEXT=on, meant for a relay on the same
 * machine or private network, lets them go in clear.
 *
 * Timeouts fit real servers: 30 s to connect, 60 s for the greeting, then
 * 10 minutes (server/config/index.ts: what RFC 5321 asks a client to
 * wait for the reply to a message) for each reply. When that runs out after
 * the whole message was sent, the server may still deliver it, so the error
 * says the outcome is unknown and the outbox bounds the repeats.
 */
import nodemailer from 'nodemailer';
import type {Config} from '../config';
import type {NotificationKind, StoredEnquiry} from '../storage/enquiryStore';
import {detailsSubject, detailsText, detailsVersion, emailSubject, emailText, oneLine} from './enquiryMessage';
import {OutcomeUnknownError} from './outboxWorker';

type SmtpConfig = NonNullable<Config['notify']['smtp']>;

export function createMailSender(smtp: SmtpConfig) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: !smtp.secure && !smtp.allowPlaintext,
    auth: smtp.user ? {user: smtp.user, pass: smtp.pass} : undefined,
    connectionTimeout: 30_000,
    greetingTimeout: Math.min(60_000, smtp.timeoutMs),
    socketTimeout: smtp.timeoutMs,
  });
  const domain = smtp.from.split('@')[1]?.replace(/>.*$/, '') || 'localhost';

  /** Message-IDs whose whole message has been handed to the server (see the 'stream' plugin below). */
  const written = new Set<string>();
  transport.use('stream', (mail, done) => {
    const id = String(mail.data.messageId);
    mail.message.processFunc((output) => {
      output.once('end', () => written.add(id));
      return output;
    });
    done();
  });

  return {
    async send(stored: StoredEnquiry, kind: NotificationKind = 'enquiry'): Promise<void> {
      // The same Message-ID on every attempt lets mail systems spot a repeat; step two's e-mail, and each
      // correction of it, has its own.
      const details = kind === 'details';
      const messageId = `<${stored.reference}${details ? `.${detailsVersion(stored)}` : ''}@${domain}>`;
      written.delete(messageId);
      try {
        await transport.sendMail({
          from: smtp.from,
          to: smtp.to,
          // No e-mail address given (a phone number only): the broker replies by phone.
          replyTo: stored.enquiry.email
            ? {name: oneLine(stored.enquiry.name), address: oneLine(stored.enquiry.email)}
            : undefined,
          subject: details ? detailsSubject(stored) : emailSubject(stored),
          text: details ? detailsText(stored) : emailText(stored),
          messageId,
          // Step two's e-mail follows the first in the broker's mail program.
          ...(details
            ? {inReplyTo: `<${stored.reference}@${domain}>`, references: `<${stored.reference}@${domain}>`}
            : {}),
          headers: {
            'X-Enquiry-Reference': stored.reference,
            ...(stored.spam ? {'X-Enquiry-Possible-Spam': oneLine(stored.spamReason ?? 'flagged')} : {}),
          },
        });
      } catch (error) {
        const code = (error as {code?: unknown}).code;
        if (written.has(messageId) && (code === 'ETIMEDOUT' || code === 'ECONNECTION' || code === 'ESOCKET')) {
          throw new OutcomeUnknownError(code);
        }
        throw error;
      } finally {
        written.delete(messageId);
      }
    },
    /** Connects and logs in as a send would, sending nothing: rejects with the same error a send would get. */
    async check(): Promise<void> {
      await transport.verify();
    },
    close(): void {
      transport.close();
    },
  };
}
