// An order's status as a chip with its word (domain's orderLabel: "Returned" once it came back whole), the same words and colours on every screen.
import { Chip } from '@mui/material';
import { orderLabel, type OrderStatus } from '@toolshop/domain';

// Colours with at least 4.5:1 contrast on white (MUI's warning and info text colours fall short).
const colors = {
  unpaid: 'default',
  pending: 'primary',
  success: 'success',
  shipped: 'success',
  cancelled: 'error',
  expired: 'default',
  refunded: 'default',
  awaitingApproval: 'primary',
} as const satisfies Record<OrderStatus, string>;
// A chip keeps its label on one line; in a narrow column (a phone's orders table) "Awaiting approval" would then
// widen the table past the screen, so the label wraps between words (never inside one) and the chip grows to fit it.
const wrapsInNarrowColumn = {
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'normal', textAlign: 'center' },
} as const;

/** `returned`: every piece came back refunded through returns, and the chip says "Returned". */
export function OrderStatusChip({ status, returned }: { status: OrderStatus; returned?: boolean }) {
  const color = returned ? 'default' : colors[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={orderLabel({ status, returned })}
      sx={wrapsInNarrowColumn}
    />
  );
}
