// A product's stock history: every adjustment an admin made, and the low-stock rule Manage Product shows.
import { isoTime } from '../iso-time';
import type { StockReason } from './stock-adjustment-schema';

/** products/{id}/stockAdjustments/{id}: written in the transaction that changes the product's `available`. */
export interface StockAdjustmentDoc {
  by: { uid: string; email: string };
  at: unknown;
  delta: number;
  reason: StockReason;
  note: string | null;
  before: number;
  after: number;
}

/** GET /product/{id}/stock: one adjustment, newest first in the list. */
export interface StockAdjustment {
  _id: string;
  byEmail: string;
  at: string;
  delta: number;
  reason: StockReason;
  note?: string;
  before: number;
  after: number;
}

export function toStockAdjustment(id: string, doc: StockAdjustmentDoc): StockAdjustment {
  const adjustment: StockAdjustment = {
    _id: id,
    byEmail: doc.by.email,
    at: isoTime(doc.at) ?? '',
    delta: doc.delta,
    reason: doc.reason,
    before: doc.before,
    after: doc.after,
  };
  if (doc.note) adjustment.note = doc.note;
  return adjustment;
}

/** Fewer pieces in stock than the minimum order: no customer can order the product. */
export function isLowStock(product: { available: number; minimum: number }): boolean {
  return product.available < product.minimum;
}
