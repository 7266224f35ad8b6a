// A multi-line order's lines on the payment page: each product with its SKU (where the line has one), quantity, unit price (and the price break
// that gave it) and amount, so the buyer sees what the total is made of before paying.
import { Typography } from '@mui/material';
import { dollarsToCents, formatCents, type OrderLine } from '@toolshop/domain';
import { FiguresTable } from '../../../components/data/figures-table';
import type { TableColumn } from '../../../components/data/list-table';

const money = (dollars: number) => formatCents(dollarsToCents(dollars));

const columns: TableColumn<OrderLine>[] = [
  { label: 'Product', cell: (line) => <ProductCell line={line} /> },
  { label: 'Quantity', cell: (line) => line.quantity },
  { label: 'Unit price', cell: (line) => money(line.price) },
  { label: 'Amount', cell: (line) => money(line.amount) },
];

export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <FiguresTable
      label="Order lines"
      columns={columns}
      rows={lines}
      rowKey={(line, index) => `${line.productId}-${index}`}
      sx={{ '& td, & th': { px: 1 } }}
    />
  );
}

function ProductCell({ line }: { line: OrderLine }) {
  return (
    <>
      {line.productName}
      {line.sku && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          SKU: {line.sku}
        </Typography>
      )}
      {line.priceBreak && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Price for {line.priceBreak.minQuantity}+
        </Typography>
      )}
    </>
  );
}
