// The shop's MUI theme settings. The theme itself is built once, by vite-plugins/one-mui-theme.ts (see app/theme.ts).
import type { ThemeOptions } from '@mui/material/styles';

export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#ffb300' },
    background: { default: '#f6f7f9' },
  },
  // "Roboto Fallback": web/index.html (a metric-matched local face shown until Roboto has loaded).
  typography: { fontFamily: 'Roboto, "Roboto Fallback", system-ui, -apple-system, "Segoe UI", Arial, sans-serif' },
  shape: { borderRadius: 8 },
  components: {
    // A visitor who asks for less motion gets still placeholders.
    MuiSkeleton: {
      styleOverrides: {
        root: { '@media (prefers-reduced-motion: reduce)': { animation: 'none', '&::after': { animation: 'none' } } },
      },
    },
  },
};
