// /quick-order (signed in): a trade customer pastes or types lines of "SKU quantity" (space, comma or tab, any
// case) or uploads a CSV; a short pause after typing, the server checks every line (unknown SKU, the quantity
// rules, the stock) and the table shows each line's product, unit price (with the price break that gave it), line
// total and problems. The good lines go to the cart in one press.
import { useEffect, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { dollarsToCents, formatCents } from '@toolshop/domain';
import { ApiError } from '../../../lib/api-client';
import { openCart } from '../../../lib/cart-link';
import { useToast } from '../../../lib/toast';
import { checkQuickOrder, type QuickOrderLine } from '../api/check-quick-order';

const formatDollars = (dollars: number) => formatCents(dollarsToCents(dollars));

/** Pause after the last key before the lines are checked. */
const CHECK_DEBOUNCE_MS = 400;

type Check =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'checked'; lines: QuickOrderLine[] }
  | { status: 'error'; message: string };

export default function QuickOrderPage() {
  const [text, setText] = useState('');
  const [check, setCheck] = useState<Check>({ status: 'idle' });

  useEffect(() => {
    if (!text.trim()) {
      setCheck({ status: 'idle' });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setCheck({ status: 'checking' });
      checkQuickOrder(text).then(
        ({ lines }) => live && setCheck({ status: 'checked', lines }),
        (error: unknown) =>
          live &&
          setCheck({
            status: 'error',
            message: error instanceof ApiError ? error.message : 'The lines could not be checked, please try again',
          }),
      );
    }, CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) file.text().then(setText, () => setCheck({ status: 'error', message: 'The file could not be read' }));
    event.target.value = '';
  };

  const lines = check.status === 'checked' ? check.lines : [];
  const good = lines.filter((line) => line.productId && line.problems.length === 0);
  const bad = lines.length - good.length;

  return (
    <PageFrame title="Quick order" maxWidth="md" sx={{ py: 4 }}>
      <Typography sx={{ mb: 2 }}>
        Type or paste one part per line: the SKU, then the quantity (separated by a space, a comma or a tab). Or upload
        a CSV file with the same two columns.
      </Typography>
      <TextField
        label="SKU and quantity, one per line"
        multiline
        minRows={6}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'DRL-18V-001 2\nBAT-18V-5AH, 4'}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1, mb: 3 }}>
        <Button variant="outlined" component="label">
          Upload CSV
          <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={upload} />
        </Button>
        <Typography role="status" color="text.secondary">
          {check.status === 'checking' && 'Checking…'}
          {check.status === 'checked' &&
            `${good.length} ${good.length === 1 ? 'line' : 'lines'} ready${bad ? `, ${bad} with problems` : ''}`}
        </Typography>
      </Stack>
      {check.status === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {check.message}
        </Alert>
      )}
      {lines.length > 0 && (
        <Box sx={{ overflowX: 'auto', mb: 3 }}>
          <Table size="small" aria-label="Checked lines">
            <TableHead>
              <TableRow>
                <TableCell>SKU</TableCell>
                <TableCell>Product</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Unit price</TableCell>
                <TableCell align="right">Line total</TableCell>
                <TableCell>Check</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => (
                <TableRow key={index} data-testid="quick-order-line">
                  <TableCell>
                    {line.productId ? (
                      <Link component={RouterLink} to={`/products/${encodeURIComponent(line.productId)}`}>
                        {line.sku}
                      </Link>
                    ) : (
                      line.sku
                    )}
                  </TableCell>
                  <TableCell>{line.productName ?? '–'}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">
                    {line.price === undefined ? '–' : formatDollars(line.price)}
                    {line.priceBreak && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        from {line.priceBreak.minQuantity} pieces
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{line.amount === undefined ? '–' : formatDollars(line.amount)}</TableCell>
                  <TableCell>
                    {line.problems.length === 0 ? (
                      <Typography component="span" color="success.main">
                        OK
                      </Typography>
                    ) : (
                      <Typography component="span" color="error">
                        {line.problems.join(' ')}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <QuickOrderActions lines={good} />
    </PageFrame>
  );
}

/** The good lines go to the cart in one press (lib/cart-link.ts), then the cart opens with them. */
function QuickOrderActions({ lines }: { lines: QuickOrderLine[] }) {
  const navigate = useNavigate();
  const toast = useToast();
  if (lines.length === 0) return null;
  const addAll = () =>
    openCart()
      .add(lines.map((line) => ({ productId: line.productId!, quantity: line.quantity })))
      .then(
        (problem) => (problem ? toast.error(problem) : navigate('/cart')),
        () => toast.error('The cart could not be changed, please try again'),
      );
  return (
    <Box component="section" aria-labelledby="quick-order-ready">
      <Typography id="quick-order-ready" variant="h6" component="h2" gutterBottom>
        Ready to order
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {lines.map((line) => (
          <li key={line.sku}>
            {line.quantity} × {line.sku}
          </li>
        ))}
      </Box>
      <Button variant="contained" onClick={addAll}>
        Add {lines.length} {lines.length === 1 ? 'line' : 'lines'} to cart
      </Button>
    </Box>
  );
}
