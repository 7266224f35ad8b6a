// GET /api/reports/sales?from=YYYY-MM-DD&to=YYYY-MM-DD (admin): revenue per day (per week for long ranges), tax per
// zone and the top products, from the paid orders' daily rollup. Amounts in dollars.
import type { SalesReport, SalesReportQuery } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export type SalesRow = SalesReport['rows'][number];

export function fetchSalesReport({ from, to }: SalesReportQuery): Promise<SalesReport> {
  return apiRequest<SalesReport>('GET', `/reports/sales?from=${from}&to=${to}`);
}
