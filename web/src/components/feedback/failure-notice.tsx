// What failed and the ways on: try again (reload the page) or go home. `home` is the Home button: a router link
// inside the app, a plain link where the router itself may have failed.
import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { failureReason } from '../../lib/failure-reason';

export function FailureNotice({ error, home }: { error: unknown; home: ReactNode }) {
  return (
    <>
      <Typography sx={{ mb: 3 }}>{failureReason(error)}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
        {home}
      </Stack>
    </>
  );
}
