// A panel that a phone shows folded behind its summary, so that what the page is for (a search's products) comes on
// the first screen; from the `md` breakpoint up it is always open and its summary is not shown. A native <details>,
// so it opens at a press before the page's script has run, and the server renders it as a phone first sees it. A
// browser without ::details-content keeps the summary at every width (the panel then opens at a press there too).
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

interface FoldedOnPhoneProps {
  /** The summary's words: what the panel holds ("Filters"). */
  summary: string;
  children: ReactNode;
}

export function FoldedOnPhone({ summary, children }: FoldedOnPhoneProps) {
  return (
    <Box
      component="details"
      sx={(theme) => ({
        '&[open] > summary': { mb: 2 },
        '@supports selector(::details-content)': {
          [theme.breakpoints.up('md')]: {
            '& > summary': { display: 'none' },
            '&::details-content': { display: 'block', contentVisibility: 'visible' },
          },
        },
      })}
    >
      {/* A finger-sized target: the whole line opens it. */}
      <Box component="summary" sx={{ cursor: 'pointer', py: 1.25, typography: 'subtitle1', fontWeight: 600 }}>
        {summary}
      </Box>
      {children}
    </Box>
  );
}
