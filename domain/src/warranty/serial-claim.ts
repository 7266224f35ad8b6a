// serials/{serial}: a serial number the shop shipped, written in the ship's transaction. It makes a serial shipped
// once only, and tells a registration whose tool it is and when it was bought and shipped.
export interface SerialClaimDoc {
  productId: string;
  orderId: string;
  /** The customer it was shipped to. */
  uid: string;
  /** When the order was paid (its purchase) and shipped. */
  purchasedAt: unknown;
  shippedAt: unknown;
}
