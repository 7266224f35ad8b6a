// An admin's moves on a registration, each one transaction that reads the registration's state: confirming one made
// with a receipt (pending only: 409 otherwise) and transferring a tool to another account.
import { collections, warrantyMessages as m, type RegistrationDoc } from '@toolshop/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import { notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';

const refOf = (deps: Deps, id: string) => deps.db.collection(collections.registrations).doc(id);

/** The registration as the transaction reads it: 404 when there is none. */
async function registrationIn(tx: Transaction, deps: Deps, id: string): Promise<RegistrationDoc> {
  const registration = (await tx.get(refOf(deps, id))).data() as RegistrationDoc | undefined;
  if (!registration) throw notFound(m.registrationNotFound);
  return registration;
}

export async function confirmRegistration(deps: Deps, id: string): Promise<RegistrationDoc> {
  return runTransaction(deps.db, async (tx) => {
    const registration = await registrationIn(tx, deps, id);
    if (registration.status !== 'pending') throw conflict(m.registrationNotPending);
    tx.update(refOf(deps, id), { status: 'registered', confirmedAt: deps.now() });
    return { ...registration, status: 'registered' as const };
  });
}

/** The tool moves to the account `email` names (404 when there is none, before anything is read). */
export async function transferRegistration(deps: Deps, id: string, email: string): Promise<RegistrationDoc> {
  const account = await deps.auth.getUserByEmail(email).catch(() => null);
  if (!account) throw notFound(m.transferAccountUnknown);
  return runTransaction(deps.db, async (tx) => {
    const registration = await registrationIn(tx, deps, id);
    const moved = { uid: account.uid, email: account.email ?? email };
    tx.update(refOf(deps, id), { ...moved, transferredAt: deps.now(), transferredFrom: registration.uid });
    return { ...registration, ...moved };
  });
}
