// Dashboard -> Claims (admin): every warranty claim, newest first, with its tool, customer and status; a submitted
// claim opens the decide dialog.
import { Button, Typography } from '@mui/material';
import type { Claim } from '@toolshop/domain';
import type { TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useClaims } from '../api/warranty-api';
import { ClaimStatusChip } from './claim-summary';
import { DecideClaimDialog } from './decide-claim-dialog';
import { formatDay } from './warranty-dates';
import { toolColumn } from './tool-column';

const claimColumns = (decide: (claim: Claim) => void): TableColumn<Claim>[] => [
  toolColumn((claim) => ({ name: claim.productName, serial: claim.registrationId, email: claim.email })),
  {
    label: 'What is wrong',
    hideOnPhone: true,
    cell: (claim) => (
      <>
        <Typography variant="body2">{claim.description}</Typography>
        <Typography variant="caption">Happened {formatDay(claim.occurredAt)}</Typography>
      </>
    ),
  },
  { label: 'Status', cell: (claim) => <ClaimStatusChip claim={claim} /> },
  {
    label: 'Actions',
    cell: (claim) =>
      claim.status === 'submitted' && (
        <Button
          size="small"
          variant="contained"
          aria-label={`Decide the claim on ${claim.registrationId}`}
          onClick={() => decide(claim)}
        >
          Decide
        </Button>
      ),
  },
];

export default function ClaimsPage() {
  const claims = useClaims();
  const deciding = useRowDialog<Claim>(claims.reload);
  return (
    <ListPage
      title="Claims"
      read={claims}
      columns={claimColumns(deciding.open)}
      rowKey={(claim) => claim.id}
      rowTestId="claim-row"
      empty="There are no warranty claims yet."
    >
      {deciding.row && <DecideClaimDialog claim={deciding.row} onClose={deciding.close} onDone={deciding.done} />}
    </ListPage>
  );
}
