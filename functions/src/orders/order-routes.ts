import { Router } from 'express';
import {
  apiMessages,
  cancelOrderSchema,
  ORDER_EVENTS,
  orderShippingSchema,
  placeOrderSchema,
  refundOrderSchema,
  shipOrderSchema,
  toOrder,
  toOrderEvent,
  updateOrderSchema,
  type OrderDoc,
  type OrderEventDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import {
  accountConfirmationOf,
  assertOwnEmailOrAdmin,
  requireAdmin,
  requireUser,
  requireUserConfirmedAlongside,
  sameEmail,
} from '../http/auth';
import { emailInput } from '../http/email-query';
import { bodyInput, docInput } from '../http/route-input';
import { forbidden } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { accountByEmail } from '../users';
import { recordReportedPayment } from '../payments';
import { cancelOrder } from './cancel-order';
import { confirmOrder } from './confirm-order';
import { orderedProductId } from './ordered-product';
import { placeOrder } from './place-order';
import { changeOrderShipping } from './order-shipping';
import { refundOrder } from './refund-order';
import { shipOrder } from './ship-order';
import { accountOrders, allOrders, readableOrder } from './order-reads';

export function orderRoutes(deps: Deps): Router {
  const router = Router();

  // POST /order: { productId, mobile, quantity, shippingAddress, shippingMethod? } (as POST /api/checkout takes
  // them), or SPEC §7's { email, productName, mobile, quantity, picture, price } (priced for the home country).
  // Who orders comes from the token; name, picture and price from the product.
  router.post('/order', requireUserConfirmedAlongside(deps), async (req, res) => {
    const { caller, body: input } = bodyInput(req, res, placeOrderSchema);
    if (input.email !== undefined && !sameEmail(input.email, caller.email)) throw forbidden(apiMessages.foreignEmail);
    const productId = await orderedProductId(deps, input);
    const { quantity, mobile, address, shippingAddress, shippingMethod } = input;
    const request = { productId, quantity, mobile, address, shippingAddress, shippingMethod };
    const id = await placeOrder(deps, caller, request, accountConfirmationOf(res));
    res.status(201).json({ acknowledged: true, insertedId: id });
  });

  // PATCH /order/{id}/shipping { shippingAddress, shippingMethod? }: the owner of an unpaid order whose payment
  // has not started gives the address it ships to; shipping and tax are priced again (order-shipping.ts).
  router.patch('/order/:id/shipping', requireUser(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, orderShippingSchema);
    res.json(toOrder(id, await changeOrderShipping(deps, caller, id, body)));
  });

  // GET /order (admin): every order, newest first.
  router.get('/order', requireAdmin(deps), async (_req, res) => {
    res.json(await allOrders(deps.db));
  });

  // GET /order/{id}: the owner's order (or their company's, for its members), or any order for an admin.
  router.get('/order/:id', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    const snapshot = await readableOrder(deps, caller, id);
    res.json(toOrder(snapshot.id, snapshot.data() as OrderDoc));
  });

  // GET /myOrder?email= : the caller's orders with their company's (an admin may ask for anyone's), newest first.
  router.get('/myOrder', requireUser(deps), async (req, res) => {
    const { caller, email } = emailInput(req, res);
    assertOwnEmailOrAdmin(caller, email);
    const uid = sameEmail(email, caller.email) ? caller.uid : (await accountByEmail(deps.auth, email)).uid;
    res.json(await accountOrders(deps, uid));
  });

  // GET /order/{id}/events: the order's timeline, oldest first, for those who read the order.
  router.get('/order/:id/events', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    const snapshot = await readableOrder(deps, caller, id);
    const events = await snapshot.ref.collection(ORDER_EVENTS).orderBy('at', 'asc').get();
    res.json(events.docs.map((doc) => toOrderEvent(doc.data() as OrderEventDoc)));
  });

  // DELETE /order/{id}: the owner cancels an unpaid order; it stays, cancelled, and its stock is given back.
  // The answer keeps the spec's shape for the old client.
  router.delete('/order/:id', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    await cancelOrder(deps, caller, id, { ownerOnly: true });
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  // POST /order/{id}/cancel { reason }: the owner or an admin cancels an unpaid order.
  router.post('/order/:id/cancel', requireUser(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    const { reason } = parseInput(cancelOrderSchema, req.body ?? {});
    await cancelOrder(deps, caller, id, { reason });
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  // POST /order/{id}/refund { reason, restock } (admin): a full refund of a paid, confirmed or shipped order.
  router.post('/order/:id/refund', requireAdmin(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, refundOrderSchema);
    await refundOrder(deps, caller, id, body);
    await deps.bookkeeping.afterCommit(`refund-order-${id}`);
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  // POST /order/{id}/ship { carrier, trackingNumber } (admin): a confirmed order is shipped.
  router.post('/order/:id/ship', requireAdmin(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, shipOrderSchema);
    await shipOrder(deps, caller, id, body);
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  // PUT /order/{id}: { status: 'success' } is an admin's confirm; { status: 'pending', transactionId } is
  // the old client's payment report, accepted only when the server verifies the payment itself.
  router.put('/order/:id', requireUser(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, updateOrderSchema);
    if (body.status === 'success') await confirmOrder(deps, caller, id);
    else {
      await recordReportedPayment(deps, id, body.transactionId, caller);
      await deps.bookkeeping.afterCommit(`paid-${body.transactionId}`);
    }
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  return router;
}
