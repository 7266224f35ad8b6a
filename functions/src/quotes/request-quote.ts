// POST /api/quotes: a customer asks for a price on their cart's lines. Allowed to a buyer of an approved company, or
// to any signed-in customer where the business details open quotes to everyone. Each line keeps the unit price the
// customer sees today (their company's price list, else the list price, breaks included); a product that does not
// exist refuses the request (409). The cart is not touched.
import {
  collections,
  quoteCart,
  quoteMessages as q,
  type ProductDoc,
  type QuoteDoc,
  type QuoteRequestInput,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { quoteEligibility } from './quote-eligibility';
import { takeQuoteNumber } from './quote-number';

export async function requestQuote(
  deps: Deps,
  caller: Caller,
  input: QuoteRequestInput,
): Promise<{ id: string; number: string }> {
  const { allowed, trading } = await quoteEligibility(deps, caller);
  if (!allowed) throw forbidden(q.notAllowed);

  const productsRef = deps.db.collection(collections.products);
  const snapshots = await deps.db.getAll(...input.lines.map((line) => productsRef.doc(line.productId)));
  const products = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.data() as ProductDoc | undefined]));
  const priced = quoteCart(input.lines, (id) => products.get(id), trading?.company.priceList);
  if (priced.lines.some((line) => !line.quote)) throw conflict(q.productGone);

  const ref = deps.db.collection(collections.quotes).doc();
  const now = deps.now();
  const number = await runTransaction(deps.db, async (tx) => {
    const taken = await takeQuoteNumber(deps.db, tx);
    const quote: QuoteDoc = {
      number: taken,
      uid: caller.uid,
      email: caller.email,
      name: caller.name,
      companyId: trading?.companyId ?? null,
      status: 'requested',
      lines: priced.lines.map((line) => ({
        productId: line.productId,
        productName: line.product!.name,
        quantity: line.quantity,
        requestedPriceCents: line.quote!.unitPriceCents,
        priceCents: null,
      })),
      note: input.note || null,
      shippingCents: null,
      validUntil: null,
      message: null,
      thread: [],
      orderId: null,
      orderNumber: null,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, quote);
    return taken;
  });
  return { id: ref.id, number };
}
