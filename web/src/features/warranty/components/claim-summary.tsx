// A claim as its customer and the admins read it: its status, what was decided and what comes next.
import { Chip, Stack, Typography } from '@mui/material';
import { claimStatusLabel, type Claim } from '@toolshop/domain';
import { formatDay } from './warranty-dates';

export function ClaimStatusChip({ claim }: { claim: Claim }) {
  const color = claim.decision === 'reject' ? 'error' : claim.status === 'submitted' ? 'primary' : 'success';
  return <Chip size="small" variant="outlined" color={color} label={`Claim: ${claimStatusLabel(claim)}`} />;
}

export function ClaimSummary({ claim }: { claim: Claim }) {
  return (
    <Stack spacing={0.5} data-testid="claim-summary">
      <div>
        <ClaimStatusChip claim={claim} />
      </div>
      <Typography variant="body2">
        {formatDay(claim.occurredAt)}: {claim.description}
      </Typography>
      {claim.instructions && <Typography variant="body2">Send it in: {claim.instructions}</Typography>}
      {claim.rejectReason && <Typography variant="body2">Reason: {claim.rejectReason}</Typography>}
      {claim.orderId && (
        <Typography variant="body2">Free order #{claim.orderId.slice(0, 8)} is on its way (see My Orders).</Typography>
      )}
    </Stack>
  );
}
