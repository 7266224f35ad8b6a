// The Sales screen's returns and warranty claims for the same range: returned units and claims per product as a
// chart, the products, return reasons and claim outcomes as tables with their rates per unit sold, and the whole as
// a CSV download. Figures are the server's (GET /api/reports/after-sales).
import { lazy } from 'react';
import { Grid, Typography } from '@mui/material';
import type { AfterSalesReport, SalesReportQuery } from '@toolshop/domain';
import { FiguresTable } from '../../../components/data/figures-table';
import type { TableColumn } from '../../../components/data/list-table';
import { fetchAfterSalesReport } from '../api/after-sales-report';
import { afterSalesCsv } from '../api/after-sales-csv';
import { useReport } from '../api/use-report';
import { CsvButton, FiguresBlock, ReportFigure, type FiguresBlockTable } from './report-blocks';
import { ReportPanel, ReportRead } from './report-panel';

const AfterSalesChart = lazy(() => import('./after-sales-chart'));

/** A rate per unit sold as a percentage; a dash when nothing was sold. */
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);

type ProductRow = AfterSalesReport['byProduct'][number];
type ReasonRow = AfterSalesReport['returnsByReason'][number];
type OutcomeRow = AfterSalesReport['claimsByOutcome'][number];

// Sold and the claim rate are left out on a phone: the product table keeps within 390 px.
const productColumns: TableColumn<ProductRow>[] = [
  { label: 'Product', cell: (row) => row.name },
  { label: 'Sold', cell: (row) => row.unitsSold, hideOnPhone: true },
  { label: 'Returned', cell: (row) => row.returnedUnits },
  { label: 'Return rate', cell: (row) => percent(row.returnRate) },
  { label: 'Claims', cell: (row) => row.claims },
  { label: 'Claim rate', cell: (row) => percent(row.claimRate), hideOnPhone: true },
];
const reasonTable: FiguresBlockTable<ReasonRow> = {
  name: 'return-reasons',
  title: 'Returns by reason',
  rowKey: (row) => row.reason,
  columns: [
    { label: 'Reason', cell: (row) => row.label },
    { label: 'Returns', cell: (row) => row.returns },
    { label: 'Units', cell: (row) => row.returnedUnits },
    { label: 'Rate', cell: (row) => percent(row.rate) },
  ],
};
const outcomeTable: FiguresBlockTable<OutcomeRow> = {
  name: 'claim-outcomes',
  title: 'Warranty claims by outcome',
  rowKey: (row) => row.outcome,
  columns: [
    { label: 'Outcome', cell: (row) => row.label },
    { label: 'Claims', cell: (row) => row.claims },
    { label: 'Rate', cell: (row) => percent(row.rate) },
  ],
};

export function AfterSalesSection({ query }: { query: SalesReportQuery }) {
  const { report, error } = useReport(query, fetchAfterSalesReport);

  return (
    <ReportPanel
      name="after-sales"
      title="Returns and warranty claims"
      action={
        <CsvButton report={report} name={`returns-and-claims-${query.from}-${query.to}.csv`} csv={afterSalesCsv}>
          Download returns CSV
        </CsvButton>
      }
    >
      <ReportRead report={report} error={error}>
        {(report) => (
          <>
            <Typography variant="body2" color="text.secondary" id="after-sales-note">
              {report.unitsSold} {report.unitsSold === 1 ? 'unit' : 'units'} sold · {report.returns}{' '}
              {report.returns === 1 ? 'return' : 'returns'} ({report.returnedUnits}{' '}
              {report.returnedUnits === 1 ? 'unit' : 'units'},{' '}
              {percent(report.unitsSold ? report.returnedUnits / report.unitsSold : null)}) · {report.claims} warranty{' '}
              {report.claims === 1 ? 'claim' : 'claims'}. Rates are per unit sold in the range; rejected returns are
              left out.
            </Typography>
            {report.byProduct.length > 0 && (
              <ReportFigure
                minHeight={280}
                label="Returns and claims chart: returned units and warranty claims per product"
              >
                <AfterSalesChart rows={report.byProduct} />
              </ReportFigure>
            )}
            <FiguresTable
              columns={productColumns}
              rows={report.byProduct}
              rowKey={(row) => row.productId}
              labelledBy="after-sales-title"
              describedBy="after-sales-note"
              empty="No returns or claims in this range."
            />
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <FiguresBlock level="h3" table={reasonTable} rows={report.returnsByReason} />
              <FiguresBlock level="h3" table={outcomeTable} rows={report.claimsByOutcome} />
            </Grid>
          </>
        )}
      </ReportRead>
    </ReportPanel>
  );
}
