// The email outbox: one mail/{id} document per email, in the schema of Firebase's Trigger Email extension
// (firestore-send-email), written in the same transaction as the change it announces, so an email exists if and
// only if the change happened. The sender (functions/src/mail/, or the extension itself) owns `delivery`.

export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MailDelivery {
  state: MailDeliveryState;
  attempts: number;
  startTime: unknown;
  endTime: unknown;
  error: string | null;
  /** Until when the sender that claimed the document holds it (PROCESSING only). */
  leaseExpireTime?: unknown;
  /** What the SMTP server answered (SUCCESS only). */
  info?: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
}

export interface MailDoc {
  /** Addresses as written. */
  to: string[];
  /** Accounts whose address the sender looks up when it sends (the admins: only those still admins get it). */
  toUids?: string[];
  message: MailMessage;
  /** Absent until a sender picks the document up. */
  delivery?: MailDelivery;
}
