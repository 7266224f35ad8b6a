// An email address that wraps where a reader expects it to (after '@' and after dots), never inside a word:
// break-all cut 'customer@toolshop.test' into 'customer@toolshop.tes' / 't'.
import { Fragment } from 'react';
import { Box, Typography } from '@mui/material';

export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <Box component="span" data-email sx={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}

/** An email address on a line of its own, in a list's cell. */
export function EmailLine({ email }: { email: string }) {
  return (
    <Typography variant="body2">
      <EmailText email={email} />
    </Typography>
  );
}
