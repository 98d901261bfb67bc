import { defaultTheme } from 'react-admin';
import { nlNL } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    ...defaultTheme,
    palette: { primary: { main: '#1b5e20' }, secondary: { main: '#2e7d32' } },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  },
  nlNL,
);
