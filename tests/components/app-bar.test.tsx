import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, useGetList } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { PortalAppBar } from '../../src/shared/layout/Layout';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

/** A list still on its way, as any screen's first fetch. */
function Fetching() {
  useGetList('cursussen');
  return null;
}

describe('the app bar', () => {
  it('names its spinner while data are on their way, as a screen reader announces it', async () => {
    const dataProvider = fakeDataProvider({ getList: fn(() => new Promise(() => undefined)) });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} authProvider={authAs('DIERENARTS')} i18nProvider={i18nProvider}>
          <PortalAppBar />
          <Fetching />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Bezig met laden' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vernieuwen' })).toBeTruthy();
  });
});
