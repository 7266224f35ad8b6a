// An email address that wraps where a reader expects it to (after '@' and after dots), never inside a word:
// break-all cut 'customer@toolshop.test' into 'customer@toolshop.tes' / 't'.
import { Fragment } from 'react';
import { Box } from '@mui/material';

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
