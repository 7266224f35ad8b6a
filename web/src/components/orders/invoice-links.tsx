// "Download invoice" (and "Download credit note" once refunded): GET /api/order/{id}/invoice.pdf needs the ID
// token, so the PDF is fetched and saved from a blob (api-download.ts) rather than linked. A paid order's number
// comes a few seconds after its payment (the server's sequencer): until then it says so, and the order's live
// read brings the button.
import { Button, Stack, Typography } from '@mui/material';
import { apiMessages, wasPaid, type OrderStatus } from '@toolshop/domain';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { downloadApiFile } from '../../lib/api-download';
import { useApiMutation } from '../../lib/use-api-mutation';

interface Document {
  orderId: string;
  kind: 'invoice' | 'credit-note';
  number: string;
}

function downloadDocument({ orderId, kind, number }: Document): Promise<string> {
  return downloadApiFile(`/order/${encodeURIComponent(orderId)}/${kind}.pdf`, `${number}.pdf`);
}

interface InvoicedOrder {
  _id: string;
  status?: OrderStatus;
  invoiceNumber?: string;
  creditNoteNumber?: string;
}

export function InvoiceLinks({ order }: { order: InvoicedOrder }) {
  const download = useApiMutation(downloadDocument);
  const invoicePending = wasPaid(order.status) && !order.invoiceNumber;
  const creditNotePending = order.status === 'refunded' && !order.creditNoteNumber;
  if (!order.invoiceNumber && !order.creditNoteNumber && !invoicePending) return null;
  const documents = [
    { kind: 'invoice', name: 'invoice', number: order.invoiceNumber },
    { kind: 'credit-note', name: 'credit note', number: order.creditNoteNumber },
  ] as const;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {invoicePending && (
        <Typography variant="body2" color="text.secondary" role="status">
          {apiMessages.invoiceBeingIssued}
        </Typography>
      )}
      {!invoicePending && creditNotePending && (
        <Typography variant="body2" color="text.secondary" role="status">
          {apiMessages.creditNoteBeingIssued}
        </Typography>
      )}
      {documents.map(
        ({ kind, name, number }) =>
          number && (
            <Button
              key={kind}
              size="small"
              startIcon={<ReceiptIcon />}
              disabled={download.pending}
              onClick={() => void download.run({ orderId: order._id, kind, number })}
              aria-label={`Download ${name} ${number}`}
            >
              {`Download ${name}`}
            </Button>
          ),
      )}
    </Stack>
  );
}
