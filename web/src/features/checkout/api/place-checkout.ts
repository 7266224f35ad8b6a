// POST /api/checkout: the cart's lines, the shipping address, the mobile number and the shipping method; 201 { orderId, ... }, or 409
// naming each line that cannot be ordered ({ message, lines: [{ productId, problems }] }).
import type { CartLine, CheckoutInput } from '@toolshop/domain';
import { ApiError, fetchApi, idToken } from '../../../lib/api-client';

export interface CheckoutRefusal {
  message: string;
  lines: { productId: string; problems: string[] }[];
}

export type CheckoutOutcome =
  | { ok: true; orderId: string; awaitingApproval: boolean }
  | { ok: false; refusal: CheckoutRefusal }
  | { ok: false; error: ApiError };

export async function placeCheckout(input: {
  lines: CartLine[];
  shippingAddress: CheckoutInput['shippingAddress'];
  mobile: string;
  /** The method the quote was shown for; the server prices shipping and tax itself. */
  shippingMethod?: string;
  /** A trade buyer's choice to pay on the company's account, and their PO number. */
  paymentMethod?: 'account';
  poNumber?: string;
}): Promise<CheckoutOutcome> {
  const token = await idToken();
  let response: Response;
  try {
    response = await fetchApi('/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(input),
    });
  } catch (unreached) {
    return { ok: false, error: unreached as ApiError };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 201)
    return { ok: true, orderId: String(body.orderId), awaitingApproval: body.status === 'awaitingApproval' };
  const message = typeof body.message === 'string' ? body.message : `Request failed (${response.status})`;
  if (response.status === 409 && Array.isArray(body.lines))
    return { ok: false, refusal: { message, lines: body.lines as CheckoutRefusal['lines'] } };
  return { ok: false, error: new ApiError(response.status, message, (body.errors ?? {}) as ApiError['errors']) };
}
