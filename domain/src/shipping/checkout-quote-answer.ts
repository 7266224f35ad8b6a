// POST /api/checkout/quote's answer, which the API gives and the checkout and Order Now screens read: each line's
// price and problems, the zone's methods, shipping, tax and the total, in dollars as the API answers.
import type { ReverseCharge } from '../trade/reverse-charge';

export interface CheckoutQuoteAnswer {
  lines: {
    productId: string;
    productName?: string;
    quantity: number;
    price?: number;
    amount?: number;
    problems: string[];
  }[];
  subtotal: number;
  shippingMethods: { id: string; name: string; price: number }[];
  shippingMethod: string;
  shipping: number;
  /** The zone's rate, 0..1. */
  taxRate: number;
  tax: number;
  /** Zero-rated by reverse charge: the seller's and the buyer's VAT IDs. */
  reverseCharge?: ReverseCharge;
  amount: number;
  /** Every line can be ordered and the amount paid by card. */
  orderable: boolean;
  /** Why the amount cannot be paid by card, when it cannot. */
  totalProblem: string | null;
}
