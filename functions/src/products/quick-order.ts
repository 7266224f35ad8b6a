// POST /api/quick-order (signed in): each "SKU quantity" line read by the domain's parser, then checked against the
// catalogue as this instance holds it: the product the SKU names, its quantity rules and its stock, priced by its
// breaks (quoteQuickOrderLine, the order placement's quote with the minimum and packs spelled out). Nothing is
// reserved: the cart and the order check again.
import {
  catalogueMessages,
  centsToDollars,
  parseQuickOrder,
  quoteQuickOrderLine,
  skuKey,
  toPriceBreak,
  type QuickOrderAnswerLine,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';

export async function checkQuickOrder(deps: Deps, text: string): Promise<QuickOrderAnswerLine[]> {
  const lines = parseQuickOrder(text);
  const entries = await deps.catalogue.list();
  const bySku = new Map(entries.flatMap((entry) => (entry.doc.sku ? [[skuKey(entry.doc.sku), entry] as const] : [])));
  return lines.map(({ sku, quantity, problems }) => {
    if (problems.length > 0) return { sku, quantity, problems };
    const entry = bySku.get(skuKey(sku));
    if (!entry) return { sku, quantity, problems: [catalogueMessages.quickOrderSkuUnknown] };
    const quote = quoteQuickOrderLine(entry.doc, quantity);
    return {
      sku: entry.doc.sku!,
      productId: entry.id,
      productName: entry.doc.name,
      price: centsToDollars(quote.unitPriceCents),
      priceBreak: quote.priceBreak && toPriceBreak(quote.priceBreak),
      amount: centsToDollars(quote.amountCents),
      quantity,
      problems: quote.problems,
    };
  });
}
