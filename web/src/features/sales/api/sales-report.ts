// GET /api/reports/sales?from=YYYY-MM-DD&to=YYYY-MM-DD (admin): revenue per day (per week for long ranges), tax per
// zone and the top products, from the paid orders. Amounts in dollars.
import type { SalesReportQuery } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export interface SalesRow {
  period: string;
  orders: number;
  goods: number;
  shipping: number;
  tax: number;
  refunds: number;
}

export interface SalesReport {
  rows: SalesRow[];
  byZone: { zoneId?: string; zone?: string; name?: string; orders?: number; tax: number; goods?: number }[];
  topProducts: { productId: string; productName?: string; name?: string; quantity: number; goods?: number }[];
}

export function fetchSalesReport({ from, to }: SalesReportQuery): Promise<SalesReport> {
  return apiRequest<SalesReport>('GET', `/reports/sales?from=${from}&to=${to}`);
}
