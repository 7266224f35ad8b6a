// claims/{id}: a warranty claim on a registered tool, and its REST shape.
import { isoTime } from '../iso-time';
import type { ClaimDecision, ClaimStatus } from './claim-status';

/** What a claim stores and answers alike. */
interface ClaimFields {
  /** The registration's id: the tool's serial number. */
  registrationId: string;
  productId: string;
  productName: string;
  email: string;
  description: string;
  photos: string[];
  /** The day the fault happened (YYYY-MM-DD). */
  occurredAt: string;
  /** The warranty's last day when the claim was made. */
  warrantyEndsAt: string;
  status: ClaimStatus;
  decision: ClaimDecision | null;
  instructions: string | null;
  rejectReason: string | null;
  /** The parts sent (decision parts), by product id. */
  parts: string[];
  /** The free order a replace or parts decision made. */
  orderId: string | null;
}

export interface ClaimDoc extends ClaimFields {
  uid: string;
  decidedAt: unknown;
  decidedBy: string | null;
  createdAt: unknown;
}

export interface Claim extends ClaimFields {
  id: string;
  decidedAt: string | null;
  createdAt: string;
}

export function toClaim(id: string, doc: ClaimDoc): Claim {
  return {
    id,
    registrationId: doc.registrationId,
    productId: doc.productId,
    productName: doc.productName,
    email: doc.email,
    description: doc.description,
    photos: doc.photos,
    occurredAt: doc.occurredAt,
    warrantyEndsAt: doc.warrantyEndsAt,
    status: doc.status,
    decision: doc.decision,
    instructions: doc.instructions,
    rejectReason: doc.rejectReason,
    parts: doc.parts,
    orderId: doc.orderId,
    decidedAt: isoTime(doc.decidedAt) ?? null,
    createdAt: isoTime(doc.createdAt) ?? '',
  };
}
