// POST /order: one product, placed as a one-line checkout (checkout.ts, the one placement of an order): the same
// quote (minimum, pack size, maximum, stock, price breaks), the same shipping and tax, the same reservation, quota,
// email and expiry. Only its refusals keep SPEC's shape: a line that cannot be ordered is a 400 naming the
// quantity's problem (SPEC §8's messages), a product that does not exist a 404. The structured address and method
// are taken as POST /api/checkout takes them; without an address the order is priced for the shop's home country
// and says so until its owner gives one (order-shipping.ts). The cart is left as it is.
import { apiMessages, validationMessages as m, type Address } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { Refusal, invalid, notFound } from '../platform/refusal';
import { checkout, CheckoutRefused } from './checkout';

/** What the customer orders, once the product is known by its id (ordered-product.ts). */
export interface OrderRequest {
  productId: string;
  quantity: number;
  mobile: string;
  /** SPEC's free-text address, kept as the order's one-line address when no structured one is given. */
  address?: string | undefined;
  shippingAddress?: Address | undefined;
  shippingMethod?: string | undefined;
}

/**
 * `accountConfirmation` is the caller's account check (http/auth.ts, requireUserConfirmedAlongside): the first
 * reads run beside it, and nothing is refused or committed before it has passed. Answers the new order's id.
 */
export async function placeOrder(
  deps: Deps,
  caller: Caller,
  input: OrderRequest,
  accountConfirmation: Promise<unknown>,
): Promise<string> {
  try {
    const placed = await checkout(
      deps,
      caller,
      {
        lines: [{ productId: input.productId, quantity: input.quantity }],
        mobile: input.mobile,
        shippingAddress: input.shippingAddress,
        shippingMethod: input.shippingMethod,
        addressLine: input.address ?? '',
        keepCart: true,
      },
      accountConfirmation,
    );
    return placed.orderId;
  } catch (error) {
    throw inSpecShape(error);
  }
}

/** A one-line checkout's refusal as SPEC's POST /order gives it. */
function inSpecShape(error: unknown): unknown {
  if (error instanceof CheckoutRefused) {
    const problem = error.lines[0]?.problems[0] ?? apiMessages.checkoutLinesRefused;
    if (problem === m.productNoLongerSold) return notFound('Product not found');
    return invalid(problem, { quantity: problem });
  }
  // A total no card can carry is the quantity's problem here: the order has no other line.
  if (error instanceof Refusal && error.kind === 'invalid' && error.errors?.lines)
    return invalid(error.message, { quantity: error.errors.lines });
  return error;
}
