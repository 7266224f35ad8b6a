// GET /api/reports/after-sales?from=YYYY-MM-DD&to=YYYY-MM-DD (admin): the range's returns and warranty claims by
// product, return reason and claim outcome, with rates per unit sold in the range.
import type { AfterSalesReport, SalesReportQuery } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export function fetchAfterSalesReport({ from, to }: SalesReportQuery): Promise<AfterSalesReport> {
  return apiRequest<AfterSalesReport>('GET', `/reports/after-sales?from=${from}&to=${to}`);
}
