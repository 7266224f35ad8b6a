// Where an order says it goes: the structured address given, or the home country it was priced for (an order placed
// through SPEC's POST /order with a free-text address).
import { formatAddressLine, type OrderDoc } from '@toolshop/domain';

/** The address fields of the order. */
export function shippedTo(
  input: { shippingAddress?: OrderDoc['shippingAddress']; addressLine?: string },
  country: string,
): Pick<OrderDoc, 'shippingAddress' | 'address' | 'pricedForHomeCountry'> {
  if (input.shippingAddress)
    return { shippingAddress: input.shippingAddress, address: formatAddressLine(input.shippingAddress) };
  return { address: input.addressLine ?? '', pricedForHomeCountry: country };
}
