/** E-mails each enquiry to the broker over SMTP (nodemailer). */
import nodemailer from 'nodemailer';
import type {Config} from '../config';
import type {StoredEnquiry} from '../storage/enquiryStore';
import {emailSubject, emailText} from './enquiryMessage';

type SmtpConfig = NonNullable<Config['notify']['smtp']>;

export function createMailSender(smtp: SmtpConfig) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    // true: TLS from the first byte (port 465). false: STARTTLS when the server offers it (587).
    secure: smtp.secure,
    auth: smtp.user ? {user: smtp.user, pass: smtp.pass} : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = smtp.from.split('@')[1]?.replace(/>.*$/, '') || 'localhost';

  return {
    async send(stored: StoredEnquiry): Promise<void> {
      await transport.sendMail({
        from: smtp.from,
        to: smtp.to,
        replyTo: {name: stored.enquiry.name, address: stored.enquiry.email},
        subject: emailSubject(stored),
        text: emailText(stored),
        // The same Message-ID on a retry lets mail systems spot a duplicate.
        messageId: `<${stored.reference}@${domain}>`,
        headers: {'X-Enquiry-Reference': stored.reference},
      });
    },
    close(): void {
      transport.close();
    },
  };
}
