// The buyer block of an invoice or credit note: who is billed, as the order knows them. An order keeps one address,
// the structured one it ships to (with the recipient's name and company), and no other billing address, so that
// address is the billing address. An order of SPEC's POST /order without one is billed to its email alone.
import { formatAddressLines, type OrderDoc } from '@toolshop/domain';

export function invoiceBuyerLines(order: Pick<OrderDoc, 'email' | 'shippingAddress'>): string[] {
  return [...(order.shippingAddress ? formatAddressLines(order.shippingAddress) : []), order.email];
}
