// What a cart costs and which of its lines cannot be ordered: each line quoted by quoteQuantity against the
// product as it is now (minimum, pack size, maximum, stock, price breaks), a line whose product is gone named as
// such, and the goods total. The /cart page and POST /api/checkout ask this one function, so the page shows the
// very problems the server would refuse the order for.
import { validationMessages as m } from '../messages';
import { quoteQuantity, type QuantityQuote } from '../products/quantity-quote';
import type { QuantityRules } from '../products/quantity-rules';
import { orderTotalProblem } from '../orders/order-schema';
import type { CartLine } from '../orders/checkout-schema';
import type { PriceListDoc } from '../trade/company-entity';
import { tradePriceOf } from '../trade/trade-price';

export { CART_MAX_LINES, CART_LINE_QUANTITY_MAX } from '../limits';

/** A product as a cart line needs it: its rules in cents (a ProductDoc is one), name and picture. */
export interface CartProduct extends QuantityRules {
  name: string;
  picture: string;
  /** The part number, where the product has one. */
  sku?: string;
  /** Its category's slug, where it has one (a price list may discount a category). */
  category?: string;
}

export interface CartLineQuote {
  productId: string;
  quantity: number;
  /** Undefined when no product has this id (any more). */
  product: CartProduct | undefined;
  /** Undefined when the product is gone. */
  quote: QuantityQuote | undefined;
  /** Why this line cannot be ordered as it is; empty when it can. */
  problems: string[];
}

export interface CartQuote {
  lines: CartLineQuote[];
  /** The sum of the lines that have a product. */
  goodsTotalCents: number;
  /** A problem of the whole order (a total no card can pay), once every line can be ordered; else null. */
  totalProblem: string | null;
  /** Every line can be ordered and the total paid. */
  orderable: boolean;
}

/** `priceList`: a trade buyer's company's, which prices every line (trade-price.ts). */
export function quoteCart(
  lines: readonly CartLine[],
  productOf: (productId: string) => CartProduct | undefined,
  priceList?: PriceListDoc,
): CartQuote {
  let goodsTotalCents = 0;
  const quoted = lines.map(({ productId, quantity }): CartLineQuote => {
    const product = productOf(productId);
    if (!product) return { productId, quantity, product, quote: undefined, problems: [m.productNoLongerSold] };
    const quote = quoteQuantity(product, quantity, priceList && tradePriceOf(priceList, productId, product.category));
    goodsTotalCents += quote.amountCents;
    return { productId, quantity, product, quote, problems: quote.problems };
  });
  const linesOrderable = quoted.every((line) => line.problems.length === 0);
  const totalProblem = linesOrderable && quoted.length > 0 ? orderTotalProblem(goodsTotalCents) : null;
  return {
    lines: quoted,
    goodsTotalCents,
    totalProblem,
    orderable: linesOrderable && quoted.length > 0 && !totalProblem,
  };
}

/** The lines that cannot be ordered, as the 409 of POST /api/checkout names them. */
export function cartLineProblems(quote: CartQuote): { productId: string; problems: string[] }[] {
  return quote.lines
    .filter((line) => line.problems.length > 0)
    .map(({ productId, problems }) => ({ productId, problems }));
}
