// GET /api/reports/after-sales?from=&to= (admin): the returns and warranty claims made in a range of whole UTC days,
// by product, by return reason and by claim outcome, each with its rate per unit sold in the same range. Units sold
// are the pieces of the orders paid in the range (refunds do not take them back: a refunded sale was still a sale,
// and a rate against what was kept would overstate returns). Rejected returns are left out: nothing came back.
import { RETURN_REASONS, returnReasonLabels, type ReturnReason } from '../returns/return-reasons';
import type { ReturnLineDoc } from '../returns/return-entity';
import type { ReturnStatus } from '../returns/return-status';
import { CLAIM_DECISIONS, claimDecisionLabel, type ClaimDecision } from '../warranty/claim-status';

/** What the report reads of a return. */
export interface AfterSalesReturn {
  status: ReturnStatus;
  reason: ReturnReason;
  lines: Pick<ReturnLineDoc, 'productId' | 'productName' | 'quantity'>[];
}

/** What the report reads of a claim: one claim is one unit. */
export interface AfterSalesClaim {
  productId: string;
  productName: string;
  decision: ClaimDecision | null;
}

/** A claim's outcome: its decision, or submitted while it waits for one. */
export const CLAIM_OUTCOMES = ['submitted', ...CLAIM_DECISIONS] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

export const claimOutcomeLabel = (outcome: ClaimOutcome): string =>
  outcome === 'submitted' ? 'Waiting for a decision' : claimDecisionLabel(outcome);

export interface AfterSalesProductRow {
  productId: string;
  name: string;
  unitsSold: number;
  /** Returns holding the product, and the pieces they send back. */
  returns: number;
  returnedUnits: number;
  /** returnedUnits / unitsSold, four decimals; null when none sold in the range. */
  returnRate: number | null;
  claims: number;
  /** claims / unitsSold, four decimals; null when none sold in the range. */
  claimRate: number | null;
}

export interface AfterSalesReport {
  from: string;
  to: string;
  unitsSold: number;
  returns: number;
  returnedUnits: number;
  claims: number;
  /** Products with a return or a claim in the range, most returned and claimed units first. */
  byProduct: AfterSalesProductRow[];
  /** Every reason, in the list's order; rate is returnedUnits per unit sold of every product. */
  returnsByReason: {
    reason: ReturnReason;
    label: string;
    returns: number;
    returnedUnits: number;
    rate: number | null;
  }[];
  /** Every outcome; rate is claims per unit sold of every product. */
  claimsByOutcome: { outcome: ClaimOutcome; label: string; claims: number; rate: number | null }[];
}

/** count / sold, four decimals (0.1234 is 12.34 %); null when nothing was sold. */
export function perUnitSold(count: number, sold: number): number | null {
  return sold > 0 ? Math.round((count / sold) * 10_000) / 10_000 : null;
}

/**
 * The report from what was read: `unitsSold` (by product id, with names) of the orders paid in the range, and the
 * returns and claims made in it.
 */
export function afterSalesReport(
  range: { from: string; to: string },
  unitsSold: ReadonlyMap<string, { name: string; quantity: number }>,
  returns: readonly AfterSalesReturn[],
  claims: readonly AfterSalesClaim[],
): AfterSalesReport {
  const products = new Map<string, { name: string; returns: number; returnedUnits: number; claims: number }>();
  const productOf = (productId: string, name: string) => {
    let row = products.get(productId);
    if (!row) products.set(productId, (row = { name, returns: 0, returnedUnits: 0, claims: 0 }));
    return row;
  };
  const reasons = new Map(RETURN_REASONS.map((reason) => [reason, { returns: 0, returnedUnits: 0 }]));
  const outcomes = new Map(CLAIM_OUTCOMES.map((outcome) => [outcome, 0]));
  let counted = 0;
  let returnedUnits = 0;
  for (const ret of returns) {
    if (ret.status === 'rejected') continue;
    counted += 1;
    const units = ret.lines.reduce((sum, line) => sum + line.quantity, 0);
    returnedUnits += units;
    const reason = reasons.get(ret.reason)!;
    reason.returns += 1;
    reason.returnedUnits += units;
    for (const productId of new Set(ret.lines.map((line) => line.productId))) {
      const lines = ret.lines.filter((line) => line.productId === productId);
      const row = productOf(productId, lines[0]!.productName);
      row.returns += 1;
      row.returnedUnits += lines.reduce((sum, line) => sum + line.quantity, 0);
    }
  }
  for (const claim of claims) {
    productOf(claim.productId, claim.productName).claims += 1;
    const outcome: ClaimOutcome = claim.decision ?? 'submitted';
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
  const totalSold = [...unitsSold.values()].reduce((sum, product) => sum + product.quantity, 0);
  return {
    from: range.from,
    to: range.to,
    unitsSold: totalSold,
    returns: counted,
    returnedUnits,
    claims: claims.length,
    byProduct: [...products.entries()]
      .map(([productId, row]) => {
        const sold = unitsSold.get(productId)?.quantity ?? 0;
        return {
          productId,
          name: unitsSold.get(productId)?.name ?? row.name,
          unitsSold: sold,
          returns: row.returns,
          returnedUnits: row.returnedUnits,
          returnRate: perUnitSold(row.returnedUnits, sold),
          claims: row.claims,
          claimRate: perUnitSold(row.claims, sold),
        };
      })
      .sort((a, b) => b.returnedUnits + b.claims - (a.returnedUnits + a.claims) || a.name.localeCompare(b.name)),
    returnsByReason: RETURN_REASONS.map((reason) => ({
      reason,
      label: returnReasonLabels[reason],
      returns: reasons.get(reason)!.returns,
      returnedUnits: reasons.get(reason)!.returnedUnits,
      rate: perUnitSold(reasons.get(reason)!.returnedUnits, totalSold),
    })),
    claimsByOutcome: CLAIM_OUTCOMES.map((outcome) => ({
      outcome,
      label: claimOutcomeLabel(outcome),
      claims: outcomes.get(outcome)!,
      rate: perUnitSold(outcomes.get(outcome)!, totalSold),
    })),
  };
}
