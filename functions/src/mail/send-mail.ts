// The sender: a trigger on each new mail/{id} hands it here. It first claims the email in a transaction (not yet
// picked up, PENDING or RETRY, or PROCESSING past its lease -> PROCESSING with a lease of its own), so a trigger
// delivered twice sends once: the second finds it claimed. It then sends over SMTP, retrying with back-off
// (TOOLSHOP_MAIL_RETRY_*), and ends SUCCESS with the server's answer or ERROR with the last reason. The delivery
// fields are the Trigger Email extension's, so the outbox reads the same whichever of the two sends it.
// Why the retries run in the trigger itself, not on a task queue or the trigger's redelivery: decision 13.
import { collections, type MailDelivery, type MailDoc } from '@toolshop/domain';
import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { liveAdminAddresses } from './admin-recipients';
import { leaseMs, retryDelayMs, type MailSettings } from './mail-settings';
import { NoSmtpServer, SEND_TIMEOUT_MS, type MailTransport } from './mail-transport';
import { millisOf } from '../platform/millis-of';
import { runTransaction } from '../platform/run-transaction';

export interface SenderDeps {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  settings: MailSettings;
  transport: MailTransport;
  pause?: (ms: number) => Promise<void>;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'not-claimed';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function deliverMail(deps: SenderDeps, mailId: string): Promise<DeliveryOutcome> {
  const ref = deps.db.collection(collections.mail).doc(mailId);
  const mail = await claim(deps, ref);
  if (!mail) return 'not-claimed';

  let attempts = mail.delivery?.attempts ?? 0;
  let reason = 'No attempt left';
  const to = await recipients(deps, mail);
  if (to.length === 0) {
    await finish(deps, ref, { state: 'ERROR', attempts, error: 'No recipients: no admin account and no address' });
    return 'failed';
  }
  while (attempts < deps.settings.retry.attempts) {
    attempts += 1;
    try {
      const info = await deps.transport.send({ from: deps.settings.from, to, ...mail.message });
      await finish(deps, ref, { state: 'SUCCESS', attempts, error: null, info });
      return 'sent';
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
      if (error instanceof NoSmtpServer) break;
    }
    if (attempts < deps.settings.retry.attempts) {
      await ref.update({ 'delivery.attempts': attempts, 'delivery.error': reason });
      await (deps.pause ?? wait)(retryDelayMs(deps.settings, attempts));
    }
  }
  const tried = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
  await finish(deps, ref, { state: 'ERROR', attempts, error: `${reason} (after ${tried})` });
  return 'failed';
}

/** The email, now this sender's; undefined when another sender has it or it is done. */
async function claim(deps: SenderDeps, ref: DocumentReference): Promise<MailDoc | undefined> {
  return runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return undefined;
    const mail = snapshot.data() as MailDoc;
    const now = deps.now();
    if (!claimable(mail.delivery, now)) return undefined;
    const delivery: MailDelivery = {
      state: 'PROCESSING',
      attempts: mail.delivery?.attempts ?? 0,
      startTime: mail.delivery?.startTime ?? now,
      endTime: null,
      error: mail.delivery?.error ?? null,
      leaseExpireTime: new Date(now.getTime() + leaseMs(deps.settings, SEND_TIMEOUT_MS)),
    };
    tx.update(ref, { delivery });
    return { ...mail, delivery };
  });
}

function claimable(delivery: MailDelivery | undefined, now: Date): boolean {
  if (!delivery || delivery.state === 'PENDING' || delivery.state === 'RETRY') return true;
  // A sender that stopped mid-way (its instance ended) leaves the email to the next one once its lease is over.
  return delivery.state === 'PROCESSING' && millisOf(delivery.leaseExpireTime) < now.getTime();
}

/** The written addresses and the admin accounts that still hold the claim, each once. */
async function recipients(deps: SenderDeps, mail: MailDoc): Promise<string[]> {
  const admins = await liveAdminAddresses(deps.auth, mail.toUids ?? []);
  return [...new Set([...mail.to, ...admins].map((address) => address.trim()).filter(Boolean))];
}

async function finish(
  deps: SenderDeps,
  ref: DocumentReference,
  end: Pick<MailDelivery, 'state' | 'attempts' | 'error' | 'info'>,
): Promise<void> {
  await ref.update({
    'delivery.state': end.state,
    'delivery.attempts': end.attempts,
    'delivery.error': end.error,
    'delivery.info': end.info ?? null,
    'delivery.endTime': deps.now(),
    'delivery.leaseExpireTime': null,
  });
}
