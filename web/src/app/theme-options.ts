// The shop's MUI theme settings. The theme itself is built once, by vite-plugins/one-mui-theme.ts (see app/theme.ts).
import type { ThemeOptions } from '@mui/material/styles';

export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#ffb300' },
    background: { default: '#f6f7f9' },
  },
  // The platform's own interface font (decision 35): Roboto on Android and ChromeOS, San Francisco on Apple's systems,
  // Segoe UI on Windows. Nothing to download, and no second layout of the page when a web font would arrive.
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  shape: { borderRadius: 8 },
  components: {
    // No ripple (decision 33): its first press on a page mounts it, Emotion's styles and keyframes with it, about
    // 100 ms of that press at 4x CPU. Keyboard focus gets an outline instead of the ripple's pulse, and a press a
    // tint that needs no script.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        // The outline in the text's colour shows on the white page and on the blue bar alike.
        root: {
          '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
          '&:active:not(.Mui-disabled)': { boxShadow: 'inset 0 0 0 100vmax rgba(0, 0, 0, 0.12)' },
        },
      },
    },
    // A table or a dialog's content wider or taller than a phone's screen scrolls in its own box; with the tab stop a
    // keyboard reaches it and scrolls it. How wide a text is depends on the platform's font (decision 35).
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    MuiDialogContent: { defaultProps: { tabIndex: 0 } },
    // A filled button's text is white: its outline takes the fill's colour, clear of it by the offset.
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { variant: 'contained' },
              style: { '&.Mui-focusVisible': { outlineColor: 'var(--variant-containedBg)' } },
            },
          ],
        },
      },
    },
    // A visitor who asks for less motion gets none: transitions end at once and animations stop after one instant
    // (placeholders and spinners stand still). One rule for every element, in the baseline every page carries.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
};
