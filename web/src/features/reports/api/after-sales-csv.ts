// The returns-and-claims report as one CSV file: a line per product, per return reason and per claim outcome, told
// apart by the first column, rates as fractions of the units sold (empty when none were sold), written by
// csv-stringify as the sales CSV is.
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { AfterSalesReport } from '@toolshop/domain';

export const AFTER_SALES_CSV_COLUMNS = [
  'group',
  'key',
  'name',
  'units_sold',
  'returns',
  'returned_units',
  'return_rate',
  'claims',
  'claim_rate',
] as const;

const rate = (value: number | null) => value ?? '';

export function afterSalesCsv(report: AfterSalesReport): string {
  const rows = [
    ...report.byProduct.map((row) => [
      'product',
      row.productId,
      row.name,
      row.unitsSold,
      row.returns,
      row.returnedUnits,
      rate(row.returnRate),
      row.claims,
      rate(row.claimRate),
    ]),
    ...report.returnsByReason.map((row) => [
      'return-reason',
      row.reason,
      row.label,
      report.unitsSold,
      row.returns,
      row.returnedUnits,
      rate(row.rate),
      '',
      '',
    ]),
    ...report.claimsByOutcome.map((row) => [
      'claim-outcome',
      row.outcome,
      row.label,
      report.unitsSold,
      '',
      '',
      '',
      row.claims,
      rate(row.rate),
    ]),
  ];
  return stringify(rows, { header: true, columns: [...AFTER_SALES_CSV_COLUMNS] });
}
