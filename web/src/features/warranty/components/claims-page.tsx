// Dashboard -> Claims (admin): every warranty claim, newest first, with its tool, customer and status; a submitted
// claim opens the decide dialog.
import { Button, TableCell, TableRow, Typography } from '@mui/material';
import type { Claim } from '@toolshop/domain';
import { hideOnPhone, type TableColumn, TitleCell } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { EmailLine } from '../../../components/data/email-text';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useClaims } from '../api/warranty-api';
import { ClaimStatusChip } from './claim-summary';
import { DecideClaimDialog } from './decide-claim-dialog';
import { formatDay } from './warranty-dates';

const columns: TableColumn[] = [
  { label: 'Tool' },
  { label: 'What is wrong', hideOnPhone: true },
  { label: 'Status' },
  { label: 'Actions' },
];

export default function ClaimsPage() {
  const claims = useClaims();
  const deciding = useRowDialog<Claim>(claims.reload);
  return (
    <ListPage
      title="Claims"
      read={claims}
      columns={columns}
      loadError="The claims could not be loaded. Please try again."
      empty="There are no warranty claims yet."
      row={(claim) => (
        <TableRow key={claim.id} data-testid="claim-row">
          <TitleCell title={claim.productName}>
            <Typography variant="body2">{claim.registrationId}</Typography>
            <EmailLine email={claim.email} />
          </TitleCell>
          <TableCell sx={hideOnPhone}>
            <Typography variant="body2">{claim.description}</Typography>
            <Typography variant="caption">Happened {formatDay(claim.occurredAt)}</Typography>
          </TableCell>
          <TableCell>
            <ClaimStatusChip claim={claim} />
          </TableCell>
          <TableCell>
            {claim.status === 'submitted' && (
              <Button
                size="small"
                variant="contained"
                aria-label={`Decide the claim on ${claim.registrationId}`}
                onClick={() => deciding.open(claim)}
              >
                Decide
              </Button>
            )}
          </TableCell>
        </TableRow>
      )}
    >
      {deciding.row && <DecideClaimDialog claim={deciding.row} onClose={deciding.close} onDecided={deciding.done} />}
    </ListPage>
  );
}
