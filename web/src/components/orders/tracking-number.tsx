// A shipped order's tracking number: a link to its carrier's tracking page, in a new tab, for the carriers of the
// domain's table; the number as it is for any other carrier.
import { Box, Link } from '@mui/material';
import { trackingUrl } from '@toolshop/domain';
import { visuallyHidden } from '../a11y/visually-hidden';

export function TrackingNumber({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const url = trackingUrl(carrier, trackingNumber);
  if (!url) return <>{trackingNumber}</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {trackingNumber}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens the carrier&apos;s tracking page in a new tab)
      </Box>
    </Link>
  );
}
