import { cleanup, render, screen } from '@testing-library/react';
import { enUSLocaleText } from '@mui/x-charts/locales';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { chartTexts } from '../../src/i18n/nl/charts';
import TurnoutTab from '../../src/resources/verkiezingen/TurnoutTab';
import { theme } from '../../src/theme';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

// jsdom lays nothing out: the charts get a size of their own to draw in.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 240 });
});

const finalised = {
  id: 4,
  title: 'Verkiezing provinciale raad Limburg',
  starttime: '2030-03-01T08:00:00Z',
  endtime: '2030-03-15T16:00:00Z',
  numberOfElected: 2,
  votable: true,
  state: 'FINISHED',
};

describe('the charts’ own texts', () => {
  it('say in Dutch that an election without votes has no data, in the app’s theme', async () => {
    const provider = fakeDataProvider({
      getOne: fn(() => Promise.resolve({ data: finalised })),
      turnout: fn(() => Promise.resolve({ invited: 6, voted: 0, perDay: [] })),
      unvoted: fn(() => Promise.resolve({ items: [], limit: 25, offset: 0, size: 0 })),
    });
    render(
      <MemoryRouter initialEntries={['/verkiezingen/4/opkomst']}>
        <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider} theme={theme}>
          <Routes>
            <Route path="/verkiezingen/:id/opkomst" element={<TurnoutTab />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findByText('Geen gegevens om te tonen', {}, { timeout: 15_000 });
    expect(screen.queryByText(/No data/)).toBeNull();
  });

  it('leave no text of the library in English', () => {
    expect(Object.keys(chartTexts).sort()).toEqual(Object.keys(enUSLocaleText).sort());
    // A name is the same in both languages; every other text is translated.
    const same = new Set(['chartConfigurationOptionCatmullRom']);
    const english = Object.entries(chartTexts).filter(
      ([key, text]) => !same.has(key) && typeof text === 'string' && text === enUSLocaleText[key as keyof typeof enUSLocaleText],
    );
    expect(english).toEqual([]);
    expect(chartTexts.toolbarExportImage('image/png')).toBe('Exporteren als PNG');
  });
});
