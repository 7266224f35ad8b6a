// What the cart and checkout journeys seed in Firestore before they open the shop: products of their own, the
// demo's European Union zone, and a cart the account kept from another device.
import { collections, type ShippingZoneDoc } from '@toolshop/domain';
import { testAdmin } from '../../support/admin';
import { seedShippingZones } from '../../../scripts/seed/shipping-zones.mjs';

export interface SeededProduct {
  id: string;
  name: string;
  priceCents: number;
  available: number;
  minimum: number;
  increment?: number;
}

/** A product of one journey (`description` names it, so a stray one is easy to trace). */
export async function seedProduct(product: SeededProduct, description: string): Promise<void> {
  const now = new Date();
  await testAdmin()
    .db.doc(`products/${product.id}`)
    .set({
      name: product.name,
      description,
      picture: '/products/cordless-drill-18v.svg',
      priceCents: product.priceCents,
      available: product.available,
      minimum: product.minimum,
      ...(product.increment ? { increment: product.increment } : {}),
      createdAt: now,
      updatedAt: now,
    });
}

/** The account's cart as Firestore keeps it, written as if filled on another device. */
export async function seedCart(uid: string, lines: { productId: string; quantity: number }[]): Promise<void> {
  await testAdmin().db.doc(`${collections.carts}/${uid}`).set({ lines, updatedAt: new Date() });
}

// The demo's European Union zone, taken from the seed itself: writing it again is idempotent (other files may too).
const { id: _id, ...euZone } = seedShippingZones.find((zone) => zone.id === 'eu')!;

export async function seedEuZone(): Promise<void> {
  await testAdmin()
    .db.doc(`${collections.shippingZones}/eu`)
    .set(euZone satisfies ShippingZoneDoc);
}
