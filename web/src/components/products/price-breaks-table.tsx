// The product's price per piece by quantity: the plain price from the minimum order, then each break. The row of
// the price the current quantity gets is marked on the purchase page, so the customer sees what the next break
// would save; the product page shows the table with no quantity yet (nothing marked).
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type PriceBreakDoc, type Product } from '@toolshop/domain';

interface Row {
  from: number;
  price: number;
  isBreak: boolean;
}

export function PriceBreaksTable({
  product,
  applied,
}: {
  product: Product;
  /** The break the current quantity gets (null: the plain price); undefined while no quantity can be ordered. */
  applied: PriceBreakDoc | null | undefined;
}) {
  const rows: Row[] = [
    { from: product.minimum, price: product.price, isBreak: false },
    ...(product.priceBreaks ?? []).map((b) => ({ from: b.minQuantity, price: b.price, isBreak: true })),
  ];
  const isApplied = (row: Row) =>
    applied !== undefined && (applied === null ? !row.isBreak : row.isBreak && row.from === applied.minQuantity);

  return (
    <Table size="small" aria-labelledby="price-breaks-title">
      <caption style={{ captionSide: 'top', padding: 0 }}>
        <Typography id="price-breaks-title" variant="subtitle2" component="span">
          Volume pricing
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Quantity
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Price per piece
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.from} selected={isApplied(row)}>
            <TableCell>{row.from} or more</TableCell>
            <TableCell align="right" sx={{ fontWeight: isApplied(row) ? 700 : undefined }}>
              {formatCents(dollarsToCents(row.price))}
              {isApplied(row) && ' (your price)'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
