// registrations/{serial}: a tool registered to its owner. One document per serial: one serial, one owner.
import { isoTime } from '../iso-time';

export type RegistrationStatus = 'registered' | 'pending';

export interface RegistrationDoc {
  serial: string;
  productId: string;
  productName: string;
  uid: string;
  email: string;
  /** registered: the shop shipped it to this owner, or an admin confirmed the receipt; pending: waits for one. */
  status: RegistrationStatus;
  orderId: string | null;
  purchasedAt: unknown;
  shippedAt: unknown;
  /** The receipt photo (POST /images) of a serial the shop did not ship to this owner. */
  receipt: string | null;
  createdAt: unknown;
}

export interface Registration {
  _id: string;
  serial: string;
  productId: string;
  productName: string;
  /** The owner's email address (what an admin's list shows). */
  email: string;
  status: RegistrationStatus;
  orderId: string | null;
  purchasedAt: string | null;
  shippedAt: string | null;
  receipt: string | null;
  /** The day the warranty ends (purchase + the product's months); null without a warranty. */
  warrantyEndsAt: string | null;
}

/** Purchase day + months, as a calendar adds them (31 Jan + 1 month = 28/29 Feb, the month's last day). */
export function warrantyEnd(purchasedAt: string, months: number): string | null {
  if (months <= 0) return null;
  const start = new Date(purchasedAt);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString().slice(0, 10);
}

export function toRegistration(id: string, doc: RegistrationDoc, warrantyMonths: number): Registration {
  const purchasedAt = isoTime(doc.purchasedAt) ?? null;
  return {
    _id: id,
    serial: doc.serial,
    productId: doc.productId,
    productName: doc.productName,
    email: doc.email,
    status: doc.status,
    orderId: doc.orderId,
    purchasedAt,
    shippedAt: isoTime(doc.shippedAt) ?? null,
    receipt: doc.receipt,
    warrantyEndsAt: purchasedAt ? warrantyEnd(purchasedAt, warrantyMonths) : null,
  };
}
