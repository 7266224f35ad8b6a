// The customer's email of each step of a warranty claim, and the admins' notice of a new one, through the outbox in
// the step's transaction (mail/outbox.ts): each exists if and only if the step happened.
import type { ClaimDecision, ClaimDoc } from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { renderMail } from '../mail';
import type { MailSettings } from '../mail';
import { queueMail } from '../mail';
import type { adminRecipients } from '../mail';
import { claimStep } from './templates/claim-step';
import { claimFiled } from './templates/claim-filed';

interface StepWords {
  headline: string;
  intro: string;
  noteLabel: string;
}

const SUBMITTED: StepWords = {
  headline: 'is received',
  intro: 'We have your warranty claim and will tell you what we decide.',
  noteLabel: 'What is wrong',
};

const DECIDED: Record<ClaimDecision, StepWords> = {
  repair: {
    headline: 'is accepted for repair',
    intro: 'We will repair your tool. Please send it in as follows.',
    noteLabel: 'Instructions',
  },
  replace: {
    headline: 'is accepted: a replacement is on its way',
    intro: 'We are sending you a replacement at no charge; it ships as any order.',
    noteLabel: 'Replacement order',
  },
  parts: {
    headline: 'is accepted: parts are on their way',
    intro: 'We are sending you the parts that fix your tool, at no charge; they ship as any order.',
    noteLabel: 'Parts order',
  },
  reject: {
    headline: 'is not accepted',
    intro: 'We cannot accept your warranty claim.',
    noteLabel: 'Reason',
  },
};

export function queueClaimMail(
  tx: Transaction,
  ref: DocumentReference,
  settings: MailSettings,
  claim: Pick<ClaimDoc, 'email' | 'productName' | 'registrationId' | 'decision'>,
  note: string | null,
): void {
  const words = claim.decision ? DECIDED[claim.decision] : SUBMITTED;
  queueMail(tx, ref.firestore, {
    to: [claim.email],
    message: renderMail(claimStep, {
      shopName: settings.shopName,
      siteUrl: settings.siteUrl,
      productName: claim.productName,
      serial: claim.registrationId,
      headline: words.headline,
      intro: words.intro,
      note,
      noteLabel: words.noteLabel,
      link: `${settings.siteUrl}/dashboard/myTools`,
    }),
  });
}

/** The admins' recipients, read before the claim's transaction (a query has no place among its reads). */
export type ClaimMailRecipients = Awaited<ReturnType<typeof adminRecipients>>;

/** Tells the admins of a new claim, as they are told of a new return. */
export function queueClaimFiledMail(
  tx: Transaction,
  ref: DocumentReference,
  settings: MailSettings,
  admins: ClaimMailRecipients,
  claim: Pick<ClaimDoc, 'email' | 'productName' | 'registrationId' | 'description' | 'occurredAt' | 'warrantyEndsAt'>,
): void {
  if (!admins) return;
  queueMail(tx, ref.firestore, {
    ...admins,
    message: renderMail(claimFiled, {
      shopName: settings.shopName,
      siteUrl: settings.siteUrl,
      email: claim.email,
      productName: claim.productName,
      serial: claim.registrationId,
      description: claim.description,
      occurredAt: claim.occurredAt,
      warrantyEndsAt: claim.warrantyEndsAt,
      link: `${settings.siteUrl}/dashboard/claims`,
    }),
  });
}
