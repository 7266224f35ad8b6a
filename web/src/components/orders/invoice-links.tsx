// "Download invoice" (and "Download credit note" once refunded): GET /api/order/{id}/invoice.pdf needs the ID
// token, so the PDF is fetched and saved from a blob (api-download.ts) rather than linked.
import { Button, Stack } from '@mui/material';
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

export function InvoiceLinks({ order }: { order: { _id: string; invoiceNumber?: string; creditNoteNumber?: string } }) {
  const download = useApiMutation(downloadDocument);
  if (!order.invoiceNumber && !order.creditNoteNumber) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {order.invoiceNumber && (
        <Button
          size="small"
          startIcon={<ReceiptIcon />}
          disabled={download.pending}
          onClick={() => void download.run({ orderId: order._id, kind: 'invoice', number: order.invoiceNumber! })}
          aria-label={`Download invoice ${order.invoiceNumber}`}
        >
          Download invoice
        </Button>
      )}
      {order.creditNoteNumber && (
        <Button
          size="small"
          startIcon={<ReceiptIcon />}
          disabled={download.pending}
          onClick={() =>
            void download.run({ orderId: order._id, kind: 'credit-note', number: order.creditNoteNumber! })
          }
          aria-label={`Download credit note ${order.creditNoteNumber}`}
        >
          Download credit note
        </Button>
      )}
    </Stack>
  );
}
