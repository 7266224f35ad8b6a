// The Sales screen's rows as a CSV file the accountant opens in a spreadsheet: the same columns as the chart (goods,
// shipping and tax net of refunds, refunds apart, so summing a column counts nothing refunded), written by
// csv-stringify (quoting and line ends as RFC 4180 wants them).
import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveFile } from '../../../lib/save-file';
import type { SalesRow } from './sales-report';

export const SALES_CSV_COLUMNS = ['period', 'orders', 'goods', 'shipping', 'tax', 'refunds'] as const;

export function salesCsv(rows: readonly SalesRow[]): string {
  return stringify(
    rows.map((row) => SALES_CSV_COLUMNS.map((column) => row[column])),
    { header: true, columns: [...SALES_CSV_COLUMNS] },
  );
}

/** Saves the text as a file through the browser's own download. */
export function saveCsv(name: string, text: string): void {
  saveFile(name, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
