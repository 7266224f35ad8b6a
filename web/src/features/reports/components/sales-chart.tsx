// The revenue chart of the Sales screen (MUI X Charts): goods, shipping and tax net of refunds stacked per period
// (below zero on a day whose refunds exceed its sales), the refunds beside them. Its own chunk, loaded by
// sales-page.tsx only: no other screen pays for the charting library.
import { BarChart } from '@mui/x-charts/BarChart';
import type { SalesRow } from '../api/sales-report';

export default function SalesChart({ rows }: { rows: SalesRow[] }) {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: rows.map((row) => row.period) }]}
      series={[
        { data: rows.map((row) => row.goods), label: 'Goods (net)', stack: 'revenue' },
        { data: rows.map((row) => row.shipping), label: 'Shipping (net)', stack: 'revenue' },
        { data: rows.map((row) => row.tax), label: 'Tax (net)', stack: 'revenue' },
        { data: rows.map((row) => row.refunds), label: 'Refunds' },
      ]}
      margin={{ left: 8, right: 8 }}
    />
  );
}
