// /dashboard/sales (admin "Sales"): for a date range, revenue per day (per week past two months) as a chart, the
// totals, tax collected per zone, the top products, and the rows as a CSV download. Goods, shipping and tax are net
// of the refunds made in the range everywhere (a refund takes them back on its own day); refunds show apart. The range is judged by the
// domain's salesReportQuerySchema, as on the server. Below them, the same range's returns and warranty claims.
import { lazy, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Paper, Stack, Typography } from '@mui/material';
import {
  dollarsToCents,
  formatCents,
  reportDays,
  salesReportQuerySchema,
  SALES_REPORT_DAILY_MAX_DAYS,
  type SalesReport,
  type SalesReportQuery,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { fetchSalesReport } from '../api/sales-report';
import { useReport } from '../api/use-report';
import { salesCsv } from '../api/sales-csv';
import { AfterSalesSection } from './after-sales-section';
import { CsvButton, FiguresBlock, ReportFigure, type FiguresBlockTable } from './report-blocks';
import { ReportPanel, ReportRead } from './report-panel';

const SalesChart = lazy(() => import('./sales-chart'));

const money = (dollars: number) => formatCents(dollarsToCents(dollars));
const day = (date: Date) => date.toISOString().slice(0, 10);

// Goods are left out on a phone: the zone table keeps its tax and refunds within 390 px.
const zoneTable: FiguresBlockTable<SalesReport['byZone'][number]> = {
  name: 'zones',
  title: 'Tax collected per zone',
  note: 'Net of refunds; the refunded totals apart.',
  rowKey: (zone) => zone.zoneId,
  columns: [
    { label: 'Zone', cell: (zone) => zone.name },
    { label: 'Orders', cell: (zone) => zone.orders },
    { label: 'Goods', cell: (zone) => money(zone.goods), hideOnPhone: true },
    { label: 'Tax', cell: (zone) => money(zone.tax) },
    { label: 'Refunds', cell: (zone) => money(zone.refunds) },
  ],
};
const productTable: FiguresBlockTable<SalesReport['topProducts'][number]> = {
  name: 'products',
  title: 'Top products',
  rowKey: (product) => product.productId,
  columns: [
    { label: 'Product', cell: (product) => product.name },
    { label: 'Pieces', cell: (product) => product.quantity },
    { label: 'Goods', cell: (product) => money(product.amount) },
  ],
};

const rangeFields = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

/** The range's sums of the report's rows. */
const salesTotals = (rows: SalesReport['rows']) =>
  rows.reduce(
    (sum, row) => ({
      orders: sum.orders + row.orders,
      goods: sum.goods + row.goods,
      shipping: sum.shipping + row.shipping,
      tax: sum.tax + row.tax,
      refunds: sum.refunds + row.refunds,
    }),
    { orders: 0, goods: 0, shipping: 0, tax: 0, refunds: 0 },
  );

/** The last 30 days, today included. */
function lastMonth(): SalesReportQuery {
  const to = new Date();
  return { from: day(new Date(to.getTime() - 29 * 86_400_000)), to: day(to) };
}

export default function SalesPage() {
  const [query, setQuery] = useState<SalesReportQuery>(lastMonth);
  const { report, error } = useReport(query, fetchSalesReport);
  const form = useForm<SalesReportQuery>({ resolver: zodResolver(salesReportQuerySchema), defaultValues: query });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Sales
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
          onSubmit={form.handleSubmit((values) => setQuery(values))}
        >
          {rangeFields.map(({ name, label }) => (
            <FormTextField
              key={name}
              control={form.control}
              name={name}
              label={label}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          <SubmitButton pending={!report && !error}>Show</SubmitButton>
          <CsvButton report={report} name={`sales-${query.from}-${query.to}.csv`} csv={(shown) => salesCsv(shown.rows)}>
            Download CSV
          </CsvButton>
        </Stack>
      </Paper>
      <ReportRead report={report} error={error}>
        {(report) => {
          const totals = salesTotals(report.rows);
          return (
            <>
              <ReportPanel
                name="revenue"
                title={`Revenue per ${reportDays(query) > SALES_REPORT_DAILY_MAX_DAYS ? 'week' : 'day'}`}
              >
                <Typography variant="body2" color="text.secondary">
                  {totals.orders} {totals.orders === 1 ? 'order' : 'orders'} · net of refunds: goods{' '}
                  {money(totals.goods)} · shipping {money(totals.shipping)} · tax {money(totals.tax)} · refunds{' '}
                  {money(totals.refunds)}
                </Typography>
                <ReportFigure
                  minHeight={320}
                  label="Revenue chart: goods, shipping and tax net of refunds, and refunds"
                >
                  <SalesChart rows={report.rows} />
                </ReportFigure>
              </ReportPanel>
              <Grid container spacing={2}>
                <FiguresBlock level="h2" table={zoneTable} rows={report.byZone} />
                <FiguresBlock level="h2" table={productTable} rows={report.topProducts} />
              </Grid>
            </>
          );
        }}
      </ReportRead>
      <AfterSalesSection query={query} />
    </Stack>
  );
}
