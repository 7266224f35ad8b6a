// POST /api/checkout on account through Hosting: a trade buyer's 5-line order paid on the company's
// account, { lines, shippingAddress, mobile, paymentMethod: 'account', poNumber }, against its floor in the same run
// with the card checkout's number of calls and compareLatency; budget 2x. The bench makes its own company, approved
// on net 30 terms with 10% off and a credit limit with room for every checkout of the run (the handler's and the
// floor's), five accounts as its admins (an admin's order waits for no approval; five, as the order rate limit
// allows 100 orders an hour per account) and 5 products of its own.
//
// The floor is one bare Admin SDK transaction doing what this call must do (orders/checkout.ts,
// trade/account-checkout.ts, order-moves/move-order.ts):
// - reads, in one getAll: the buyer's membership, an invitation to their address and their company (the membership
//   read), the 5 products and the buyer's order quota; beside it and outside the transaction, as the handler reads
//   them: the company's overdue-invoice query (limit 1) and the admins who get the paid-order notice;
// - checks the stock, the company (approved, on net terms), that no invoice is overdue more than 30 days and that the
//   order fits the credit left;
// - writes the order as the call leaves it, paid on account (status pending, paidAt, dueAt and receivableDueAt 30
//   days on, paymentMethod, companyId, poNumber, the trade prices), the 5 products' stock, the quota, the cart
//   without the lines bought, the company's credit used, the payment's timeline event, the invoice-number request
//   and the admins' paid-order notice the handler wrote for the probe checkout.
// Why that is the fair floor: each document the call must read is read once and each it must change is written
// once, in the fewest round trips any handler could take (one read, one commit), the company found as the
// handler's instance finds it (its guess from the buyer's last call). The handler also places the order paid in
// one commit (the state machine's pay move creating it), reads the overdue invoices and the admins beside the
// membership, and asks for a bookkeeping run after its commit; what it spends beyond the floor is the HTTP call
// itself (Hosting, the emulator, the token) and that run's request. Neither side counts what runs beside or outside
// the call's documents: the account check (beside the first reads), the order-number block (a transaction per 50
// orders), the bookkeeping task. The floor's quota and cart are documents of its own (bench-floor-...), as the card
// floor's, so it never uses up the buyers' order limit; its orders share the products and the company with the
// handler's, so both meet the same documents.
// Reports n/a until POST /api/checkout on account answers 201: no figure is ever made up.
import { FieldValue } from 'firebase-admin/firestore';
import { UNPAID_ORDER_MS, benchCompany } from './customer.mjs';
import { CALLS, WARMUP, compareLatency } from './latency.mjs';
import { benchProducts, postCheckout } from './checkout.mjs';

const LINES = 5;
const TERM_DAYS = 30;
const DAY_MS = 86_400_000;
const OVERDUE_BLOCK_MS = 30 * DAY_MS;
/** $1,000,000: a 5-line order of the bench costs under $100, and the run places 441 of them. */
const CREDIT_LIMIT_CENTS = 100_000_000;
const ON_ACCOUNT = { paymentMethod: 'account', poNumber: 'BENCH-PO-0001' };

export async function measureAccountCheckout(ports, db, buyers) {
  const companyId = await benchCompany(db, buyers, { creditLimitCents: CREDIT_LIMIT_CENTS });
  const probeIds = await benchProducts(db, 'account-probe', LINES, 1_000);
  const probe = await postCheckout(ports, buyers[0], probeIds, ON_ACCOUNT);
  const probeBody = await probe.text();
  if (probe.status !== 201) return { available: false, status: probe.status, message: probeBody.slice(0, 160) };
  const orderId = JSON.parse(probeBody).orderId;
  const placed = (await db.doc(`orders/${orderId}`).get()).data();
  if (placed.paymentMethod !== 'account' || placed.status !== 'pending')
    throw new Error(`POST /api/checkout on account left the order ${placed.status}, paid by ${placed.paymentMethod}`);
  const company = (await db.doc(`companies/${companyId}`).get()).data();
  const needed = 2 * (WARMUP + CALLS) * placed.amountCents;
  if (company.creditLimitCents - company.creditUsedCents < needed)
    throw new Error(`the bench company's credit has no room for ${2 * (WARMUP + CALLS)} orders`);
  const notice = await paidOrderNotice(db, placed.number);
  const productIds = await benchProducts(db, 'account-latency', LINES, 1_000_000);
  const buyerFor = (i) => buyers[i % buyers.length];
  const result = await compareLatency(
    async (i) => {
      const response = await postCheckout(ports, buyerFor(i), productIds, ON_ACCOUNT);
      const body = await response.text();
      if (response.status !== 201) throw new Error(`POST /api/checkout on account: ${response.status} ${body}`);
    },
    (i) => bareAccountCheckout(db, { buyer: buyerFor(i), companyId, productIds, placed, notice }),
  );
  return { available: true, status: probe.status, lines: LINES, buyers: buyers.length, ...result };
}

/** The admins' notice of the probe's payment, as the handler wrote it (none when it had nobody to tell). */
async function paidOrderNotice(db, number) {
  const admins = await db.collection('users').where('role', '==', 'admin').get();
  if (admins.empty) return undefined;
  const mail = await db.collection('mail').where('toUids', 'array-contains', admins.docs[0].id).get();
  return mail.docs.map((doc) => doc.data()).find((m) => m.message.subject.includes(`#${number}`));
}

/** The floor (see the header): the same reads and the same writes, in one plain transaction. */
async function bareAccountCheckout(db, { buyer, companyId, productIds, placed, notice }) {
  const productRefs = [...productIds].sort().map((id) => db.doc(`products/${id}`));
  const memberRef = db.doc(`companyMembers/${buyer.uid}`);
  const inviteRef = db.doc(`companyInvites/${buyer.email}`);
  const companyRef = db.doc(`companies/${companyId}`);
  const quotaRef = db.doc(`rateLimits/bench-floor-${buyer.uid}_order`);
  const cartRef = db.doc(`carts/bench-floor-${buyer.uid}`);
  const orderRef = db.collection('orders').doc();
  await db.runTransaction(async (tx) => {
    const now = new Date();
    const [snapshots, overdue, admins] = await Promise.all([
      tx.getAll(memberRef, inviteRef, companyRef, ...productRefs, quotaRef),
      db
        .collection('orders')
        .where('companyId', '==', companyId)
        .where('receivableDueAt', '<', new Date(now.getTime() - OVERDUE_BLOCK_MS))
        .limit(1)
        .get(),
      db.collection('users').where('role', '==', 'admin').get(),
    ]);
    const [member, , companySnapshot] = snapshots;
    const products = snapshots.slice(3, 3 + productRefs.length);
    const quota = snapshots[3 + productRefs.length];
    const company = companySnapshot.data();
    if (member.get('companyId') !== companyId || company.status !== 'approved' || company.terms.type !== 'net')
      throw new Error('the bench buyer does not buy on account');
    if (!overdue.empty) throw new Error('the bench company has an invoice overdue');
    const creditUsed = (company.creditUsedCents ?? 0) + placed.amountCents;
    if (creditUsed > company.creditLimitCents) throw new Error('the bench company is out of credit');
    const lines = products.map((snapshot, i) => {
      if (snapshot.get('available') < 1) throw new Error('bench product out of stock');
      const { name: productName, picture } = snapshot.data();
      return { ...placed.lines[i], productId: snapshot.id, productName, picture };
    });
    const dueAt = new Date(now.getTime() + TERM_DAYS * DAY_MS);
    tx.create(orderRef, {
      ...placed,
      uid: buyer.uid,
      email: buyer.email,
      lines,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UNPAID_ORDER_MS),
      paidAt: now,
      dueAt,
      receivableDueAt: dueAt,
    });
    products.forEach((snapshot) =>
      tx.update(snapshot.ref, { available: snapshot.get('available') - 1, updatedAt: now }),
    );
    // Paid at once: one more order in the window, no more unpaid ones.
    tx.set(quotaRef, {
      uid: buyer.uid,
      action: 'order',
      windowStart: now,
      count: (quota.get('count') ?? 0) + 1,
      unpaidOrders: quota.get('unpaidOrders') ?? 0,
    });
    const bought = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    tx.set(cartRef, { lines: FieldValue.arrayRemove(...bought), updatedAt: now }, { merge: true });
    tx.update(companyRef, { creditUsedCents: creditUsed, updatedAt: now });
    tx.create(orderRef.collection('events').doc(), { from: 'unpaid', to: 'pending', by: null, at: now, reason: null });
    tx.create(db.doc(`documentNumberRequests/${orderRef.id}-INV`), { orderId: orderRef.id, kind: 'invoice', at: now });
    if (notice)
      tx.create(db.collection('mail').doc(), {
        to: notice.to,
        toUids: admins.docs.map((doc) => doc.id),
        message: notice.message,
      });
  });
}
