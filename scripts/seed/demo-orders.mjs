// Shipped orders of the demo customer, so My tools has something to register: tools bought and shipped months
// ago, each unit with a serial number recorded as POST /order/{id}/ship records it (the order's `serials` and one
// serials/{serial} document per unit). Marked `demo: true`, with fixed ids, so seeding again rewrites the same
// documents. A part is shipped beside the tools and, as the ship call wants, has no serial.
import { seedProducts } from './products.mjs';

const DAY = 86_400_000;

/** Which demo tools the customer bought, how many days ago it was paid and shipped, and a part beside them. */
const purchases = [
  { id: 'demo-order-drill', productIds: ['cordless-drill-18v', 'carbon-brush-set'], paidDaysAgo: 200 },
  { id: 'demo-order-grinder', productIds: ['angle-grinder-125'], paidDaysAgo: 40 },
];

const productOf = (id) => {
  const product = seedProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`demo order: no seed product ${id}`);
  return product;
};

/** The serial of a tool's unit: its SKU and eight digits, as its pattern (products.mjs) wants. */
export const demoSerial = (product, order, unit) =>
  `${product.sku.toUpperCase()}-${String(7_000_000 + order * 1000 + unit).padStart(8, '0')}`;

/** The demo customer's orders (documents and serial claims) as of `now`. */
export function demoOrders(customer, now = Date.now()) {
  return purchases.map((purchase, orderIndex) => {
    const paidAt = new Date(now - purchase.paidDaysAgo * DAY);
    const shippedAt = new Date(paidAt.getTime() + DAY);
    const lines = purchase.productIds.map((productId) => {
      const product = productOf(productId);
      const quantity = product.minimum ?? 1;
      return {
        productId,
        productName: product.name,
        picture: `/products/${productId}.svg`,
        quantity,
        unitPriceCents: product.priceCents,
        amountCents: product.priceCents * quantity,
        priceBreak: null,
        sku: product.sku,
      };
    });
    /** @type {Record<string, string[]>} */
    const serials = {};
    for (const line of lines) {
      const product = productOf(line.productId);
      if (!product.serialPattern) continue;
      serials[line.productId] = Array.from({ length: line.quantity }, (_, unit) =>
        demoSerial(product, orderIndex + 1, unit + 1),
      );
    }
    const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const [first] = lines;
    const order = {
      uid: customer.uid,
      email: customer.email,
      lines,
      productId: first.productId,
      productName: first.productName,
      picture: first.picture,
      unitPriceCents: subtotalCents,
      quantity: 1,
      amountCents: subtotalCents,
      subtotalCents,
      shippingCents: 0,
      taxCents: 0,
      address: '1 Demo Street, Leeds',
      mobile: '+44 113 496 0000',
      status: 'shipped',
      transactionId: `pi_demo_${purchase.id}`,
      createdAt: paidAt,
      paidAt,
      confirmedAt: paidAt,
      shippedAt,
      carrier: 'DHL Express',
      trackingNumber: `JD0146000000${orderIndex + 1}`,
      serials,
      demo: true,
    };
    const claims = Object.entries(serials).flatMap(([productId, given]) =>
      given.map((serial) => ({
        serial,
        doc: { productId, orderId: purchase.id, uid: customer.uid, purchasedAt: paidAt, shippedAt, demo: true },
      })),
    );
    return { id: purchase.id, order, serials: claims };
  });
}

/** Writes the demo customer's shipped orders and their serials (in the caller's batch). */
export function seedDemoOrders(batch, db, customer, now = Date.now()) {
  const orders = demoOrders(customer, now);
  for (const { id, order, serials } of orders) {
    batch.set(db.doc(`orders/${id}`), order);
    for (const { serial, doc } of serials) batch.set(db.doc(`serials/${serial}`), doc);
  }
  return orders.length;
}
