// Waits until the Firestore emulator has delivered the order triggers of every write made so far. It delivers them
// in order, a few a second, so a burst's setup (order copies, their intents) would otherwise still be arriving
// while the burst is timed. A marker order, paid in a year no order is paid in, is written last; once the order
// trigger has recorded its sales change (salesRollupEvents, which name their order), the writes before it have had
// theirs. Used by the payment tests and the bench.

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {number} [withinMs]
 */
export async function orderTriggersDelivered(db, withinMs = 180_000) {
  const marker = db.collection('orders').doc();
  await marker.create({
    uid: 'trigger-marker',
    email: 'marker@toolshop.test',
    productId: 'marker',
    productName: 'Trigger marker',
    picture: '/p.svg',
    quantity: 1,
    unitPriceCents: 0,
    amountCents: 0,
    address: 'x',
    mobile: 'x',
    status: 'pending',
    paidAt: new Date(Date.UTC(2099, 0, 1)),
    createdAt: new Date(),
  });
  const started = Date.now();
  for (;;) {
    const recorded = await db.collection('salesRollupEvents').where('orderId', '==', marker.id).limit(1).get();
    if (!recorded.empty) return;
    if (Date.now() - started > withinMs)
      throw new Error(`waited ${withinMs} ms for the order trigger of marker ${marker.id}; it never recorded it`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
