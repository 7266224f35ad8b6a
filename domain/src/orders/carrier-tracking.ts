// The carriers the ship dialog offers and each one's tracking page, where the order lists link a shipped order's
// tracking number. A carrier outside the table (an order shipped through the API under another name) keeps its
// number as plain text.
export interface ShippingCarrier {
  /** As the ship dialog offers it and the order stores it. */
  name: string;
  /** Other names the same carrier is stored under. */
  aliases: readonly string[];
  /** The tracking page, with `{trackingNumber}` where the number goes. */
  trackingUrlTemplate: string;
}

export const SHIPPING_CARRIERS: readonly ShippingCarrier[] = [
  { name: 'UPS', aliases: [], trackingUrlTemplate: 'https://www.ups.com/track?tracknum={trackingNumber}' },
  { name: 'FedEx', aliases: [], trackingUrlTemplate: 'https://www.fedex.com/fedextrack/?trknbr={trackingNumber}' },
  {
    name: 'USPS',
    aliases: [],
    trackingUrlTemplate: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingNumber}',
  },
  {
    name: 'DHL Express',
    aliases: ['DHL'],
    trackingUrlTemplate:
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={trackingNumber}',
  },
];

const folded = (name: string) => name.trim().toLowerCase();

/** The carrier stored as `name` (any case), if the table has it. */
export function shippingCarrier(name: string): ShippingCarrier | undefined {
  const wanted = folded(name);
  return SHIPPING_CARRIERS.find(
    (carrier) => folded(carrier.name) === wanted || carrier.aliases.some((alias) => folded(alias) === wanted),
  );
}

/** The carrier's page for this tracking number, or null when the carrier is not in the table. */
export function trackingUrl(carrierName: string, trackingNumber: string): string | null {
  const carrier = shippingCarrier(carrierName);
  const number = trackingNumber.trim();
  if (!carrier || !number) return null;
  return carrier.trackingUrlTemplate.replace('{trackingNumber}', encodeURIComponent(number));
}
