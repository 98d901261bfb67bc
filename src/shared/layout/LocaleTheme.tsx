import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';

type French = typeof import('../../i18n/fr');

/**
 * MUI's own texts (an autocomplete's "no options", an alert's close button) and the charts' follow
 * the screens' language. The theme (src/theme.ts) holds the Dutch ones; French ones come with the
 * French chunk, loaded only when French is read.
 */
export function LocaleTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const [french, setFrench] = useState<French>();
  useEffect(() => {
    if (locale === 'fr' && !french) void import('../../i18n/fr').then((module) => setFrench(module));
  }, [locale, french]);
  const frenchTheme = useMemo(
    () =>
      french &&
      ((outer: Theme) =>
        createTheme(outer, french.frenchMuiLocale, {
          components: { MuiChartsLocalizationProvider: { defaultProps: { localeText: french.frenchChartTexts } } },
        })),
    [french],
  );
  if (locale !== 'fr' || !frenchTheme) return children;
  return <ThemeProvider theme={frenchTheme}>{children}</ThemeProvider>;
}
