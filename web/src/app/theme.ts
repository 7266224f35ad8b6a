// The shop's theme (settings in theme-options.ts), built once and shared with MUI as its default theme
// (vite-plugins/one-mui-theme.ts).
import builtTheme from 'virtual:toolshop-theme';

export const theme = builtTheme;
