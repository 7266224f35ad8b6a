// The returns-and-claims chart of the Sales screen (MUI X Charts, as the revenue chart): returned units and claims
// per product. Its own chunk, loaded by after-sales-section.tsx only.
import { BarChart } from '@mui/x-charts/BarChart';
import type { AfterSalesReport } from '@toolshop/domain';

export default function AfterSalesChart({ rows }: { rows: AfterSalesReport['byProduct'] }) {
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: rows.map((row) => row.name) }]}
      series={[
        { data: rows.map((row) => row.returnedUnits), label: 'Returned units' },
        { data: rows.map((row) => row.claims), label: 'Warranty claims' },
      ]}
      margin={{ left: 8, right: 8 }}
    />
  );
}
