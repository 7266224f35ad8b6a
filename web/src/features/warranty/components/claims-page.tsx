// Dashboard -> Claims (admin): every warranty claim, newest first, with its tool, customer and status; a submitted
// claim opens the decide dialog.
import { Button, TableCell, TableRow, Typography } from '@mui/material';
import type { Claim } from '@toolshop/domain';
import { hideOnPhone, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useClaims } from '../api/warranty-api';
import { ClaimStatusChip } from './claim-summary';
import { DecideClaimDialog } from './decide-claim-dialog';
import { formatDay } from './warranty-dates';
import { ToolCell } from './tool-cell';

const columns: TableColumn[] = ['Tool', { label: 'What is wrong', hideOnPhone: true }, 'Status', 'Actions'];

export default function ClaimsPage() {
  const claims = useClaims();
  const deciding = useRowDialog<Claim>(claims.reload);
  return (
    <ListPage
      title="Claims"
      read={claims}
      columns={columns}
      empty="There are no warranty claims yet."
      row={(claim) => (
        <TableRow key={claim.id} data-testid="claim-row">
          <ToolCell name={claim.productName} serial={claim.registrationId} email={claim.email} />
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
      {deciding.row && <DecideClaimDialog claim={deciding.row} onClose={deciding.close} onDone={deciding.done} />}
    </ListPage>
  );
}
