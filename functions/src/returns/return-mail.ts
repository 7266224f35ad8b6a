// The emails of each step of a return: its customer and the admins both hear of it, through the outbox in the
// step's transaction (mail/outbox.ts), so an email exists if and only if the step happened.
import { orderNumberLabel, type MailDoc, type ReturnDoc, type ReturnStatus } from '@toolshop/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { renderMail } from '../mail';
import type { MailSettings } from '../mail';
import { adminRecipients } from '../mail';
import { queueMail } from '../mail';
import { returnStep } from './templates/return-step';

interface StepWords {
  headline: string;
  customer: string;
  admins: string;
  noteLabel: string;
}

const STEPS: Record<ReturnStatus, StepWords> = {
  requested: {
    headline: 'is requested',
    customer: 'We have your return request. We will tell you where to send the parcel once we approve it.',
    admins: 'A customer asks to return items: approve or reject the return.',
    noteLabel: 'Comment',
  },
  approved: {
    headline: 'is approved',
    customer: 'Your return is approved. Please send the parcel as follows.',
    admins: 'The return is approved; the customer has the instructions.',
    noteLabel: 'Instructions',
  },
  rejected: {
    headline: 'is not accepted',
    customer: 'We cannot accept your return.',
    admins: 'The return is rejected.',
    noteLabel: 'Reason',
  },
  received: {
    headline: 'has arrived',
    customer: 'Your parcel has arrived and we have checked it.',
    admins: 'The returned parcel is recorded as received: refund or replace it.',
    noteLabel: 'Received',
  },
  refunded: {
    headline: 'is refunded',
    customer: 'We have refunded your return to the card you paid with; the credit note follows on the return page.',
    admins: 'The return is refunded.',
    noteLabel: 'Refunded',
  },
  replaced: {
    headline: 'is being replaced',
    customer: 'We are sending you a replacement at no charge; it ships as any order.',
    admins: 'A replacement order was made for the return: ship it as any order.',
    noteLabel: 'Replacement order',
  },
};

/** The admins' recipients, read before the step's transaction (a query has no place among its reads). */
export type ReturnMailRecipients = Awaited<ReturnType<typeof adminRecipients>>;

export function readReturnMailRecipients(db: Firestore, settings: MailSettings): Promise<ReturnMailRecipients> {
  return adminRecipients(db, settings);
}

export function queueReturnMails(
  tx: Transaction,
  ref: DocumentReference,
  settings: MailSettings,
  admins: ReturnMailRecipients,
  ret: Pick<ReturnDoc, 'number' | 'orderId' | 'orderNumber' | 'email' | 'status'>,
  note: string | null,
): void {
  const words = STEPS[ret.status];
  const base = {
    shopName: settings.shopName,
    siteUrl: settings.siteUrl,
    number: ret.number,
    order: orderNumberLabel(ret.orderId, ret.orderNumber),
    headline: words.headline,
    note,
    noteLabel: words.noteLabel,
  };
  const customer: MailDoc = {
    to: [ret.email],
    message: renderMail(returnStep, { ...base, intro: words.customer, link: `${settings.siteUrl}/dashboard/myOrder` }),
  };
  queueMail(tx, ref.firestore, customer);
  if (admins)
    queueMail(tx, ref.firestore, {
      ...admins,
      message: renderMail(returnStep, {
        ...base,
        intro: `${words.admins} (${ret.email})`,
        link: `${settings.siteUrl}/dashboard/returns?open=${ref.id}`,
      }),
    });
}
