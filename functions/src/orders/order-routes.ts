import { Router } from 'express';
import {
  apiMessages,
  cancelOrderSchema,
  collections,
  ORDER_EVENTS,
  docIdField,
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
import type { Query } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import {
  accountConfirmationOf,
  assertOwnEmailOrAdmin,
  callerOf,
  requireAdmin,
  requireUser,
  requireUserConfirmedAlongside,
  sameEmail,
} from '../http/auth';
import { emailQuery } from '../http/email-query';
import { forbidden, notFound } from '../platform/refusal';
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
import { companyOfMember, mayReadOrder } from '../trade';
import { millisOf } from '../platform/millis-of';

export function orderRoutes(deps: Deps): Router {
  const router = Router();
  const orders = deps.db.collection(collections.orders);
  const newestFirst = async (query: Query) => {
    const snapshot = await query.orderBy('createdAt', 'desc').get();
    return snapshot.docs.map((doc) => toOrder(doc.id, doc.data() as OrderDoc));
  };
  /** Every order of any of the queries once, newest first. */
  const newestFirstOfAll = async (queries: Query[]) => {
    const found = new Map<string, OrderDoc>();
    for (const snapshot of await Promise.all(queries.map((query) => query.get())))
      for (const doc of snapshot.docs) found.set(doc.id, doc.data() as OrderDoc);
    return [...found]
      .sort(([, a], [, b]) => millisOf(b.createdAt) - millisOf(a.createdAt))
      .map(([id, doc]) => toOrder(id, doc));
  };

  // POST /order: { productId, mobile, quantity, shippingAddress, shippingMethod? } (as POST /api/checkout takes
  // them), or SPEC §7's { email, productName, mobile, quantity, picture, price } (priced for the home country).
  // Who orders comes from the token; name, picture and price from the product.
  router.post('/order', requireUserConfirmedAlongside(deps), async (req, res) => {
    const input = parseInput(placeOrderSchema, req.body);
    const caller = callerOf(res);
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
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(orderShippingSchema, req.body);
    const order = await changeOrderShipping(deps, callerOf(res), id, input);
    res.json(toOrder(id, order));
  });

  // GET /order (admin): every order, newest first.
  router.get('/order', requireAdmin(deps), async (_req, res) => {
    res.json(await newestFirst(orders));
  });

  // GET /order/{id}: the owner's order (or their company's, for its members), or any order for an admin.
  router.get('/order/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const caller = callerOf(res);
    const snapshot = await orders.doc(id).get();
    if (!snapshot.exists) throw notFound('Order not found');
    const order = snapshot.data() as OrderDoc;
    if (!(await mayReadOrder(deps, caller, order))) throw forbidden();
    res.json(toOrder(snapshot.id, order));
  });

  // GET /myOrder?email= : the caller's orders (an admin may ask for anyone's), newest first. A member of a company
  // gets the company's orders too, whoever of it placed them: everything a buyer orders is the company's.
  router.get('/myOrder', requireUser(deps), async (req, res) => {
    const email = emailQuery(req);
    const caller = callerOf(res);
    assertOwnEmailOrAdmin(caller, email);
    const uid = sameEmail(email, caller.email) ? caller.uid : (await accountByEmail(deps.auth, email)).uid;
    const companyId = await companyOfMember(deps, uid);
    const own = orders.where('uid', '==', uid);
    res.json(await newestFirstOfAll(companyId ? [own, orders.where('companyId', '==', companyId)] : [own]));
  });

  // GET /order/{id}/events: the order's timeline, oldest first, for those who read the order.
  router.get('/order/:id/events', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const caller = callerOf(res);
    const snapshot = await orders.doc(id).get();
    if (!snapshot.exists) throw notFound('Order not found');
    if (!(await mayReadOrder(deps, caller, snapshot.data() as OrderDoc))) throw forbidden();
    const events = await snapshot.ref.collection(ORDER_EVENTS).orderBy('at', 'asc').get();
    res.json(events.docs.map((doc) => toOrderEvent(doc.data() as OrderEventDoc)));
  });

  // DELETE /order/{id}: the owner cancels an unpaid order; it stays, cancelled, and its stock is given back.
  // The answer keeps the spec's shape for the old client.
  router.delete('/order/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    await cancelOrder(deps, callerOf(res), id, { ownerOnly: true });
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  // POST /order/{id}/cancel { reason }: the owner or an admin cancels an unpaid order.
  router.post('/order/:id/cancel', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { reason } = parseInput(cancelOrderSchema, req.body ?? {});
    await cancelOrder(deps, callerOf(res), id, { reason });
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  // POST /order/{id}/refund { reason, restock } (admin): a full refund of a paid, confirmed or shipped order.
  router.post('/order/:id/refund', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(refundOrderSchema, req.body);
    await refundOrder(deps, callerOf(res), id, input);
    await deps.bookkeeping.afterCommit(`refund-order-${id}`);
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  // POST /order/{id}/ship { carrier, trackingNumber } (admin): a confirmed order is shipped.
  router.post('/order/:id/ship', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(shipOrderSchema, req.body);
    await shipOrder(deps, callerOf(res), id, input);
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  // PUT /order/{id}: { status: 'success' } is an admin's confirm; { status: 'pending', transactionId } is
  // the old client's payment report, accepted only when the server verifies the payment itself.
  router.put('/order/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const input = parseInput(updateOrderSchema, req.body);
    const caller = callerOf(res);
    if (input.status === 'success') await confirmOrder(deps, caller, id);
    else {
      await recordReportedPayment(deps, id, input.transactionId, caller);
      await deps.bookkeeping.afterCommit(`paid-${input.transactionId}`);
    }
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  return router;
}
