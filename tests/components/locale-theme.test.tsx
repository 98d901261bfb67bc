import { useTheme } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider, loadLanguage } from '../../src/i18n';
import { LocaleTheme } from '../../src/shared/layout/LocaleTheme';
import { theme } from '../../src/theme';

/** What a chart and an autocomplete would say with nothing in them, from the theme they draw in. */
function Probe() {
  const { components } = useTheme();
  const noData = components?.MuiChartsLocalizationProvider?.defaultProps?.localeText?.noData;
  const noOptions = components?.MuiAutocomplete?.defaultProps?.noOptionsText;
  return <p>{`${noData} / ${String(noOptions)}`}</p>;
}

const draw = (language: 'nl' | 'fr') =>
  render(
    <AdminContext i18nProvider={createI18nProvider(language)} theme={theme}>
      <LocaleTheme>
        <Probe />
      </LocaleTheme>
    </AdminContext>,
  );

afterEach(cleanup);

describe("MUI's own texts follow the screens' language", () => {
  it('are Dutch for a Dutch reader', async () => {
    draw('nl');
    expect(await screen.findByText('Geen gegevens om te tonen / Geen opties')).toBeTruthy();
  });

  it('are French for a French reader, once the French chunk is there', async () => {
    await loadLanguage('fr');
    draw('fr');
    expect(await screen.findByText('Aucune donnée à afficher / Aucune option')).toBeTruthy();
  });
});
