// What GET /api/reports/after-sales reads for a range of whole UTC days: the returns and claims made in it, and the
// units sold in it. Units sold come from the day documents (sales-rollup.ts) as the sales report reads them, with
// the lines of orders wholly refunded in the range and the pieces of returns refunded in it added back: a day nets
// such a refund out, and a rate per unit sold counts the refunded sale as sold.
import {
  collections,
  dayStartMs,
  orderLinesOf,
  type AfterSalesClaim,
  type AfterSalesReturn,
  type ClaimDoc,
  type OrderDoc,
  type ReturnDoc,
  type SalesDayDoc,
  type SalesReportQuery,
} from '@toolshop/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';

const DAY_MS = 86_400_000;

export interface AfterSalesFigures {
  unitsSold: Map<string, { name: string; quantity: number }>;
  returns: AfterSalesReturn[];
  claims: AfterSalesClaim[];
}

export async function readAfterSalesFigures(db: Firestore, range: SalesReportQuery): Promise<AfterSalesFigures> {
  const start = new Date(dayStartMs(range.from));
  const end = new Date(dayStartMs(range.to) + DAY_MS);
  const [days, refunded, returnsRefunded, returns, claims] = await Promise.all([
    db
      .collection(collections.salesDays)
      .where(FieldPath.documentId(), '>=', range.from)
      .where(FieldPath.documentId(), '<=', range.to)
      .get(),
    db.collection(collections.orders).where('refundedAt', '>=', start).where('refundedAt', '<', end).get(),
    db
      .collection(collections.returns)
      .where('refund.at', '>=', start)
      .where('refund.at', '<', end)
      .select('refund', 'lines')
      .get(),
    db
      .collection(collections.returns)
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .select('status', 'reason', 'lines')
      .get(),
    db
      .collection(collections.claims)
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .select('productId', 'productName', 'decision')
      .get(),
  ]);
  const unitsSold = new Map<string, { name: string; quantity: number }>();
  const add = (productId: string, name: string, quantity: number) => {
    const product = unitsSold.get(productId) ?? { name, quantity: 0 };
    product.quantity += quantity;
    unitsSold.set(productId, product);
  };
  for (const day of days.docs)
    for (const [productId, product] of Object.entries((day.data() as SalesDayDoc).products ?? {}))
      add(productId, product.name, product.quantity);
  for (const doc of refunded.docs) {
    const order = doc.data() as OrderDoc;
    // The rollup takes back only a refunded order that was paid: the same orders are added back here.
    if (order.status !== 'refunded' || !order.paidAt) continue;
    for (const line of orderLinesOf(order)) add(line.productId, line.productName, line.quantity);
  }
  for (const doc of returnsRefunded.docs) {
    const ret = doc.data() as Pick<ReturnDoc, 'refund' | 'lines'>;
    for (const line of ret.refund?.lines ?? []) {
      const name = ret.lines.find((candidate) => candidate.productId === line.productId)?.productName ?? '';
      add(line.productId, name, line.quantity);
    }
  }
  for (const [productId, product] of unitsSold) if (product.quantity === 0) unitsSold.delete(productId);
  return {
    unitsSold,
    returns: returns.docs.map((doc) => {
      const ret = doc.data() as Pick<ReturnDoc, 'status' | 'reason' | 'lines'>;
      return { status: ret.status, reason: ret.reason, lines: ret.lines };
    }),
    claims: claims.docs.map((doc) => {
      const claim = doc.data() as Pick<ClaimDoc, 'productId' | 'productName' | 'decision'>;
      return { productId: claim.productId, productName: claim.productName, decision: claim.decision ?? null };
    }),
  };
}
