// A multi-line order's lines on the payment page: each product with its SKU (where the line has one), quantity, unit price (and the price break
// that gave it) and amount, so the buyer sees what the total is made of before paying.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type OrderLine } from '@toolshop/domain';

const money = (dollars: number) => formatCents(dollarsToCents(dollars));

export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <Table size="small" aria-label="Order lines" sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Unit price</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={`${line.productId}-${index}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
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
            </TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{money(line.price)}</TableCell>
            <TableCell align="right">{money(line.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
