import type { CheckboxProps } from '@mui/material';
import { nlNL } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { defaultTheme } from 'react-admin';
import { chartTexts } from './i18n/nl/charts';

/**
 * A person who asked their system for less motion (WCAG 2.3.3) gets no decorative motion: dialogs, menus and panels
 * appear at once and buttons do not ripple. Read when the app loads.
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const NO_MOTION = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        // Transitions written outside the theme too; a spinner keeps turning, as it says that work goes on.
        '*, *::before, *::after': { transitionDuration: '0s !important' },
      },
    },
  },
};

export const theme = createTheme(
  {
    ...defaultTheme,
    // MUI's info (#0288d1) and warning (#ed6c02) give 3.9:1 and 3.1:1 against white, below the 4.5:1
    // small text needs (a state chip, an outlined button); these darker tones give 7.4:1 and 5.2:1, and
    // stay above 4.5:1 on a hovered or selected row's grey (#f5f5f5), where #0277bd fell to 4.4:1.
    palette: { primary: { main: '#1b5e20' }, secondary: { main: '#2e7d32' }, info: { main: '#01579b' }, warning: { main: '#b54d00' } },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  },
  nlNL,
  // Every chart's own texts ("No data to display") in Dutch, wherever a chart is drawn.
  { components: { MuiChartsLocalizationProvider: { defaultProps: { localeText: chartTexts } } } },
  {
    components: {
      MuiCheckbox: {
        defaultProps: {
          // A checkbox's name belongs on its input, which assistive technology reads; react-admin's row
          // checkbox ("Deze rij selecteren") gives it to the outer span, where it names nothing (axe: critical).
          slotProps: {
            root: () => ({ 'aria-label': undefined }),
            input: ({ 'aria-label': label, inputProps }: CheckboxProps) => ({ ...(label ? { 'aria-label': label } : {}), ...inputProps }),
          },
        },
      },
    },
  },
  reducedMotion ? NO_MOTION : {},
);
