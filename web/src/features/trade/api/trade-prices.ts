// A trade buyer's own prices for the products on screen: every card and page asks for its product, and the asks of
// one render go out as one GET /api/prices. Only a member of an approved company calls at all (the membership is
// read from Firestore, as the cart reads it), so visitors and consumers never do; answers are kept for the
// signed-in account until it changes. This module loads on its own, after the session is known, so the public
// pages carry none of it.
import type { PricesAnswer } from '@toolshop/domain';
import { PRICES_MAX_IDS } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { readTradeCompany } from './use-trade-price-list';

export interface TradePrice {
  price: number;
  listPrice: number;
}
type Listener = (price: TradePrice) => void;

let account: string | undefined;
let isBuyer: Promise<boolean> = Promise.resolve(false);
const known = new Map<string, TradePrice>();
const asked = new Set<string>();
const pending = new Set<string>();
const listeners = new Map<string, Set<Listener>>();
let flushing = false;

function startAccount(uid: string): void {
  if (account === uid) return;
  account = uid;
  known.clear();
  asked.clear();
  pending.clear();
  isBuyer = readTradeCompany(uid).then(
    (company) => company !== undefined,
    () => false,
  );
}

async function flush(uid: string): Promise<void> {
  flushing = false;
  const ids = [...pending];
  pending.clear();
  if (!(await isBuyer) || account !== uid) return;
  for (let start = 0; start < ids.length; start += PRICES_MAX_IDS) {
    const batch = ids.slice(start, start + PRICES_MAX_IDS);
    apiRequest<PricesAnswer>('GET', `/prices?ids=${batch.join(',')}`).then(
      ({ prices }) => {
        if (account !== uid) return;
        for (const [id, price] of Object.entries(prices)) {
          known.set(id, price);
          for (const listener of listeners.get(id) ?? []) listener(price);
        }
      },
      // No answer: the list price stays, as the server charges a buyer their price whatever the page showed.
      () => batch.forEach((id) => asked.delete(id)),
    );
  }
}

/** Calls `listener` with the account's price of `productId` once known (at once if it is); returns the unsubscribe. */
export function watchTradePrice(uid: string, productId: string, listener: Listener): () => void {
  startAccount(uid);
  const set = listeners.get(productId) ?? new Set<Listener>();
  listeners.set(productId, set);
  set.add(listener);
  const price = known.get(productId);
  if (price) listener(price);
  else if (!asked.has(productId)) {
    asked.add(productId);
    pending.add(productId);
    // The cards of one render register in one task: the next task asks for all of them at once.
    if (!flushing) {
      flushing = true;
      setTimeout(() => void flush(uid), 0);
    }
  }
  return () => {
    set.delete(listener);
  };
}
