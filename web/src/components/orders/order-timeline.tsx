// An order's timeline behind a "Timeline" button: a dialog listing when it was placed and every move since
// (from, to, who, when, why), read from the API when opened.
import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { orderNumberLabel, orderStatusLabel, type OrderEvent, type OrderStatus } from '@toolshop/domain';
import { formatOrderDate, formatOrderTime } from '../../lib/placed-order';
import { useOrderEvents } from './use-order-events';

export interface TimelineOrder {
  _id: string;
  number?: number | undefined;
  status: OrderStatus;
  placedAt: Date | null;
}

export function OrderTimelineButton({ order }: { order: TimelineOrder }) {
  const [open, setOpen] = useState(false);
  const titleId = `timeline-title-${order._id}`;
  return (
    <>
      <Button size="small" variant="text" onClick={() => setOpen(true)}>
        Timeline
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Timeline of order {orderNumberLabel(order._id, order.number)}</DialogTitle>
        <DialogContent>{open && <TimelineEntries order={order} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function when(date: Date | null): string {
  return date ? `${formatOrderDate(date)} ${formatOrderTime(date)}` : '–';
}

function eventText(event: OrderEvent): { primary: string; secondary: string } {
  const by = event.by === 'system' ? 'the shop' : event.by;
  const reason = event.reason ? ` · ${event.reason}` : '';
  return {
    primary: `${orderStatusLabel(event.from)} → ${orderStatusLabel(event.to)}`,
    secondary: `${when(event.at ? new Date(event.at) : null)} · by ${by}${reason}`,
  };
}

function TimelineEntries({ order }: { order: TimelineOrder }) {
  const events = useOrderEvents(order._id, order.status);
  if (events.status === 'loading') return <CircularProgress size={24} aria-label="Loading the timeline" />;
  if (events.status === 'error') return <Alert severity="error">{events.message}</Alert>;
  return (
    <List component="ol" dense aria-label="Order timeline" sx={{ wordBreak: 'break-word' }}>
      <ListItem disableGutters>
        <ListItemText primary="Placed" secondary={when(order.placedAt)} />
      </ListItem>
      {events.events.map((event, index) => (
        <ListItem key={`${event.at}-${index}`} disableGutters>
          <ListItemText {...eventText(event)} />
        </ListItem>
      ))}
    </List>
  );
}
