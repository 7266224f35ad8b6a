// A panel that a phone shows folded behind its summary, so that what the page is for (a search's products) comes on
// the first screen; from the `md` breakpoint up it is always open and its summary is not shown. A native <details>,
// so it opens at a press before the page's script has run, and the server renders it as a phone first sees it. A
// browser without ::details-content keeps the summary at every width (the panel then opens at a press there too).
// The summary is a second-level heading: with the panel folded, it is the one between the page's h1 and what follows.
// Once the script runs, a wide screen opens the <details> too, so that assistive technology and checkers (axe counts
// what a closed <details> holds as hidden) read the panel as the open sidebar it shows.
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Typography, useTheme } from '@mui/material';

interface FoldedOnPhoneProps {
  /** The summary's words: what the panel holds ("Filters"). */
  summary: string;
  children: ReactNode;
}

export function FoldedOnPhone({ summary, children }: FoldedOnPhoneProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const wide = useTheme()
    .breakpoints.up('md')
    .replace(/^@media\s*/, '');
  useEffect(() => {
    const query = window.matchMedia(wide);
    const openWhenWide = () => {
      if (query.matches && details.current) details.current.open = true;
    };
    openWhenWide();
    query.addEventListener('change', openWhenWide);
    return () => query.removeEventListener('change', openWhenWide);
  }, [wide]);
  return (
    <Box
      component="details"
      ref={details}
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
      <Box component="summary" sx={{ cursor: 'pointer', py: 1.25 }}>
        <Typography component="h2" variant="subtitle1" sx={{ display: 'inline', fontWeight: 600 }}>
          {summary}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
