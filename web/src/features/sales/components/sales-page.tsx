// /dashboard/sales (admin "Sales"): for a date range, revenue per day (per week past two months) as a chart, the
// totals, tax collected per zone, the top products, and the rows as a CSV download. Goods, shipping and tax are net
// of the refunds made in the range everywhere (a refund takes them back on its own day); refunds show apart. The range is judged by the
// domain's salesReportQuerySchema, as on the server.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
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
import { PageLoader } from '../../../components/feedback/page-loader';
import { ApiError } from '../../../lib/api-client';
import { fetchSalesReport } from '../api/sales-report';
import { salesCsv, saveCsv } from '../api/sales-csv';

const SalesChart = lazy(() => import('./sales-chart'));

const money = (dollars: number) => formatCents(dollarsToCents(dollars));
const day = (date: Date) => date.toISOString().slice(0, 10);
/** A column a phone leaves out: the zone table keeps its tax and refunds within 390 px. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The last 30 days, today included. */
function lastMonth(): SalesReportQuery {
  const to = new Date();
  return { from: day(new Date(to.getTime() - 29 * 86_400_000)), to: day(to) };
}

export default function SalesPage() {
  const [query, setQuery] = useState<SalesReportQuery>(lastMonth);
  const [report, setReport] = useState<SalesReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SalesReportQuery>({ resolver: zodResolver(salesReportQuerySchema), defaultValues: query });

  useEffect(() => {
    let live = true;
    setReport(null);
    setError(null);
    fetchSalesReport(query).then(
      (answer) => live && setReport(answer),
      (failure: unknown) => live && setError(failure instanceof ApiError ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [query]);

  const totals = report?.rows.reduce(
    (sum, row) => ({
      orders: sum.orders + row.orders,
      goods: sum.goods + row.goods,
      shipping: sum.shipping + row.shipping,
      tax: sum.tax + row.tax,
      refunds: sum.refunds + row.refunds,
    }),
    { orders: 0, goods: 0, shipping: 0, tax: 0, refunds: 0 },
  );

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
          <FormTextField
            control={form.control}
            name="from"
            label="From"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={form.control}
            name="to"
            label="To"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <SubmitButton pending={!report && !error}>Show</SubmitButton>
          <Button
            variant="outlined"
            disabled={!report}
            onClick={() => report && saveCsv(`sales-${query.from}-${query.to}.csv`, salesCsv(report.rows))}
          >
            Download CSV
          </Button>
        </Stack>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      {!report && !error && <PageLoader />}
      {report && totals && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="revenue-title">
            <Typography variant="h6" component="h2" id="revenue-title">
              Revenue per {reportDays(query) > SALES_REPORT_DAILY_MAX_DAYS ? 'week' : 'day'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {totals.orders} {totals.orders === 1 ? 'order' : 'orders'} · net of refunds: goods {money(totals.goods)} ·
              shipping {money(totals.shipping)} · tax {money(totals.tax)} · refunds {money(totals.refunds)}
            </Typography>
            <Box
              sx={{ minHeight: 320 }}
              role="figure"
              aria-label="Revenue chart: goods, shipping and tax net of refunds, and refunds"
            >
              <Suspense fallback={<PageLoader />}>
                <SalesChart rows={report.rows} />
              </Suspense>
            </Box>
          </Paper>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="zones-title">
                <Typography variant="h6" component="h2" id="zones-title">
                  Tax collected per zone
                </Typography>
                <Typography variant="body2" color="text.secondary" id="zones-note">
                  Net of refunds; the refunded totals apart.
                </Typography>
                <Table size="small" aria-labelledby="zones-title" aria-describedby="zones-note">
                  <TableHead>
                    <TableRow>
                      <TableCell>Zone</TableCell>
                      <TableCell align="right">Orders</TableCell>
                      <TableCell align="right" sx={wideOnly}>
                        Goods
                      </TableCell>
                      <TableCell align="right">Tax</TableCell>
                      <TableCell align="right">Refunds</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.byZone.map((zone) => (
                      <TableRow key={zone.zoneId}>
                        <TableCell>{zone.name}</TableCell>
                        <TableCell align="right">{zone.orders}</TableCell>
                        <TableCell align="right" sx={wideOnly}>
                          {money(zone.goods)}
                        </TableCell>
                        <TableCell align="right">{money(zone.tax)}</TableCell>
                        <TableCell align="right">{money(zone.refunds)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="products-title">
                <Typography variant="h6" component="h2" id="products-title">
                  Top products
                </Typography>
                <Table size="small" aria-labelledby="products-title">
                  <TableHead>
                    <TableRow>
                      <TableCell>Product</TableCell>
                      <TableCell align="right">Pieces</TableCell>
                      <TableCell align="right">Goods</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.topProducts.map((product) => (
                      <TableRow key={product.productId}>
                        <TableCell>{product.name}</TableCell>
                        <TableCell align="right">{product.quantity}</TableCell>
                        <TableCell align="right">{money(product.amount)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Paper>
            </Grid>
          </Grid>
        </>
      )}
    </Stack>
  );
}
