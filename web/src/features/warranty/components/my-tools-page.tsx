// Dashboard -> My tools: register a tool by its serial number, and for each registered tool its warranty's end, its
// status (confirmed, or waiting for an admin), the parts that fit it with Add to cart, its warranty claims and a
// button to make one while the warranty runs.
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import type { Registration } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useClaims, useRegistrations } from '../api/warranty-api';
import { RegisterToolForm } from './register-tool-form';
import { ClaimDialog } from './claim-dialog';
import { ClaimSummary } from './claim-summary';
import { ToolParts } from './tool-parts';
import { formatDay, inWarranty, registrationStatusLabel, warrantyText } from './warranty-dates';

export default function MyToolsPage() {
  const { status, registrations, reload } = useRegistrations();
  const claims = useClaims();
  const claiming = useRowDialog<Registration>(claims.reload);
  return (
    <PageFrame title="My tools">
      <RegisterToolForm onRegistered={reload} />
      <Typography variant="h6" component="h2" gutterBottom>
        Registered tools
      </Typography>
      {status === 'loading' && <PageLoader />}
      {status === 'error' && <Typography role="alert">Your tools could not be loaded. Please try again.</Typography>}
      {status === 'success' && registrations.length === 0 && (
        <Typography>No tools registered yet: register one by its serial number above.</Typography>
      )}
      <Stack spacing={2}>
        {registrations.map((registration) => (
          <Card key={registration._id} variant="outlined" component="article" data-testid="registered-tool">
            <CardContent>
              <Stack spacing={1.5}>
                <Box>
                  <Typography variant="h6" component="h3">
                    {registration.productName}
                  </Typography>
                  <Typography variant="body2">Serial number {registration.serial}</Typography>
                  {registration.purchasedAt && (
                    <Typography variant="body2">Bought {formatDay(registration.purchasedAt)}</Typography>
                  )}
                  <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      // The warning colour's text is too light on white: a pending tool's chip keeps the default.
                      color={registration.status === 'registered' ? 'success' : 'default'}
                      label={registrationStatusLabel(registration)}
                    />
                    <Chip size="small" variant="outlined" label={warrantyText(registration)} />
                  </Stack>
                </Box>
                {claims.items
                  .filter((claim) => claim.registrationId === registration._id)
                  .map((claim) => (
                    <ClaimSummary key={claim.id} claim={claim} />
                  ))}
                {inWarranty(registration) && (
                  <Box>
                    <Button variant="outlined" onClick={() => claiming.open(registration)}>
                      Make a warranty claim
                    </Button>
                  </Box>
                )}
                <ToolParts productId={registration.productId} toolName={registration.productName} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {claiming.row && <ClaimDialog registration={claiming.row} onClose={claiming.close} onDone={claiming.done} />}
    </PageFrame>
  );
}
