// POST /claims: the owner of a confirmed registration claims the warranty. In one transaction the registration and
// its product are read: the registration must be the caller's (403) and confirmed (409), the product must carry a
// warranty, and the day the fault happened must fall between the purchase and the warranty's last day (409 naming
// the day): a fault within the warranty stays covered when it is reported later. Then the claim, the customer's
// email and the admins' notice are written. The warranty's end is computed from the product's months now, as GET
// /registrations shows it.
import {
  claimMessages as m,
  collections,
  toClaim,
  toRegistration,
  type Claim,
  type ClaimDoc,
  type ClaimRequest,
  type ProductDoc,
  type RegistrationDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { mailSettings } from '../mail';
import { adminRecipients } from '../mail';
import { queueClaimFiledMail, queueClaimMail } from './claim-mail';

export async function submitClaim(deps: Deps, caller: Caller, input: ClaimRequest): Promise<Claim> {
  const { db } = deps;
  const settings = mailSettings();
  const ref = db.collection(collections.claims).doc();
  const registrationRef = db.collection(collections.registrations).doc(input.registrationId);
  const admins = await adminRecipients(db, settings);
  return runTransaction(db, async (tx) => {
    const registration = (await tx.get(registrationRef)).data() as RegistrationDoc | undefined;
    if (!registration) throw notFound(m.registrationNotFound);
    if (registration.uid !== caller.uid) throw forbidden();
    if (registration.status !== 'registered') throw conflict(m.registrationPending);
    const product = (await tx.get(db.collection(collections.products).doc(registration.productId))).data() as
      ProductDoc | undefined;
    const { warrantyEndsAt, purchasedAt } = toRegistration(
      registrationRef.id,
      registration,
      product?.warrantyMonths ?? 0,
    );
    if (!warrantyEndsAt) throw conflict(m.noWarranty);
    const purchasedOn = purchasedAt?.slice(0, 10);
    if (purchasedOn && input.occurredAt < purchasedOn) throw conflict(m.occurredBeforePurchase(purchasedOn));
    if (input.occurredAt > warrantyEndsAt) throw conflict(m.outOfWarranty(warrantyEndsAt));
    const at = deps.now();
    const doc: ClaimDoc = {
      registrationId: registrationRef.id,
      productId: registration.productId,
      productName: registration.productName,
      uid: caller.uid,
      email: registration.email,
      description: input.description,
      photos: input.photos ?? [],
      occurredAt: input.occurredAt,
      warrantyEndsAt,
      status: 'submitted',
      decision: null,
      instructions: null,
      rejectReason: null,
      parts: [],
      orderId: null,
      decidedAt: null,
      decidedBy: null,
      createdAt: at,
    };
    tx.create(ref, doc);
    queueClaimMail(tx, ref, settings, doc, input.description);
    queueClaimFiledMail(tx, ref, settings, admins, doc);
    return toClaim(ref.id, doc);
  });
}
