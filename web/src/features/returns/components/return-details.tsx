// One return as both sides read it: its lines, reason, status, the admin's instructions or reason, what arrived, the
// refund with its credit note, the replacement order, and the timeline of its steps.
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  formatCents,
  dollarsToCents,
  orderNumberLabel,
  returnReasonLabels,
  returnStatusLabel,
  type Return,
} from '@toolshop/domain';
import { PhotoStrip } from '../../../components/media/photo-strip';
import { ReturnCreditNoteButton } from './return-credit-note-button';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => (iso ? dateTime.format(new Date(iso)) : '');
const money = (dollars: number) => formatCents(dollarsToCents(dollars));

export function ReturnStatusChip({ ret }: { ret: Return }) {
  const color = ret.status === 'rejected' ? 'error' : ret.status === 'requested' ? 'primary' : 'success';
  return (
    <Chip size="small" variant="outlined" color={color} label={`${ret.number} · ${returnStatusLabel(ret.status)}`} />
  );
}

export function ReturnDetails({ ret }: { ret: Return }) {
  const nameOf = (productId: string) => ret.lines.find((line) => line.productId === productId)?.productName ?? '';
  return (
    <Stack spacing={1.5}>
      <Box>
        <ReturnStatusChip ret={ret} />
        {ret.late && (
          <Typography variant="caption" component="div">
            Accepted after the return window
          </Typography>
        )}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {ret.lines.map((line) => (
          <li key={line.productId}>
            <Typography variant="body2">
              {line.quantity} × {line.productName}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2">Reason: {returnReasonLabels[ret.reason]}</Typography>
      {ret.comment && <Typography variant="body2">Comment: {ret.comment}</Typography>}
      {ret.photos.length > 0 && <PhotoStrip photos={ret.photos} alt="Photo of the return" size={64} />}
      {ret.instructions && <Typography variant="body2">Where to send it: {ret.instructions}</Typography>}
      {ret.rejectReason && <Typography variant="body2">Not accepted: {ret.rejectReason}</Typography>}
      {ret.received && (
        <Typography variant="body2">
          Received:{' '}
          {ret.received.map((line) => `${line.quantity} × ${nameOf(line.productId)} (${line.condition})`).join(', ')}
        </Typography>
      )}
      {ret.refund && (
        <Typography variant="body2">
          Refunded {money(ret.refund.amount)}
          {ret.refund.shipping > 0 ? ` (shipping ${money(ret.refund.shipping)} included)` : ''}
          {ret.refund.creditNoteNumber ? ` · Credit note ${ret.refund.creditNoteNumber}` : ''}
        </Typography>
      )}
      <ReturnCreditNoteButton ret={ret} />
      {ret.replacementOrderId && (
        <Typography variant="body2">
          Replacement order {orderNumberLabel(ret.replacementOrderId, ret.replacementOrderNumber)}
        </Typography>
      )}
      <Box component="ol" aria-label={`Timeline of return ${ret.number}`} sx={{ m: 0, pl: 2.5 }}>
        {ret.timeline.map((event, index) => (
          <li key={index}>
            <Typography variant="caption">
              {returnStatusLabel(event.status)} · {when(event.at)}
              {event.note ? ` · ${event.note}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
