import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#ffb300' },
    background: { default: '#f6f7f9' },
  },
  typography: { fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif' },
  shape: { borderRadius: 8 },
});
