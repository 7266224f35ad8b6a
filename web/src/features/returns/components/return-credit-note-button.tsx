// "Download credit note" of a refunded return: GET /api/returns/{id}/credit-note.pdf needs the ID token, so the PDF
// is fetched and saved from a blob (api-download.ts). Until the sequencer has numbered it, the return says so.
import { Button, Typography } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { apiMessages, type Return } from '@toolshop/domain';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { downloadReturnCreditNote } from '../api/returns-api';

export function ReturnCreditNoteButton({ ret }: { ret: Return }) {
  const download = useApiMutation(downloadReturnCreditNote);
  const number = ret.refund?.creditNoteNumber;
  if (!ret.refund) return null;
  if (!number)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {apiMessages.creditNoteBeingIssued}
      </Typography>
    );
  return (
    <Button
      size="small"
      startIcon={<ReceiptIcon />}
      disabled={download.pending}
      onClick={() => void download.run({ id: ret.id, number })}
      aria-label={`Download credit note ${number}`}
      sx={{ alignSelf: 'flex-start' }}
    >
      Download credit note
    </Button>
  );
}
