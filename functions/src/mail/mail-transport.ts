// How an email leaves: over SMTP with nodemailer in production and on the emulators (where the SMTP server is the
// local mail catcher). Each of connect, greeting and socket silence is bounded, so one attempt ends in bounded time.
import type nodemailer from 'nodemailer';
import type { MailDelivery } from '@toolshop/domain';
import { loadOnce } from '../platform/load-once';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export type SentInfo = NonNullable<MailDelivery['info']>;

export interface MailTransport {
  /** Resolves with the server's answer once it accepted the email; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<SentInfo>;
}

/** The longest one attempt can take (connect, greeting, and the send itself). */
export const SMTP_TIMEOUT_MS = 10_000;
export const SEND_TIMEOUT_MS = 3 * SMTP_TIMEOUT_MS;

const address = (entry: string | { address: string }) => (typeof entry === 'string' ? entry : entry.address);

/** Thrown when no SMTP server is configured: no retry can help, so the email ends in ERROR at its first attempt. */
export class NoSmtpServer extends Error {
  constructor() {
    super('No SMTP server is configured (TOOLSHOP_SMTP_URL)');
  }
}

/** nodemailer is loaded at the first email sent, and the connection pool made then: most functions send none. */
export function smtpTransport(url: string | null): MailTransport {
  const transporter = url
    ? loadOnce(() =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a top-level import would load it in every function
        (require('nodemailer') as typeof nodemailer).createTransport({
          url,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        }),
      )
    : undefined;
  return {
    async send(mail) {
      if (!transporter) throw new NoSmtpServer();
      const info = await transporter().sendMail(mail);
      return {
        messageId: info.messageId,
        accepted: info.accepted.map(address),
        rejected: info.rejected.map(address),
        response: info.response,
      };
    },
  };
}
