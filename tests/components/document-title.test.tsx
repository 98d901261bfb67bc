// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TitlePortal } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { LoginPage } from '../../src/login/LoginPage';
import { declarationNamed } from '../../domain/declare/registry';
import '../../src/shared/declared/registry';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import { DocumentTitle } from '../../src/shared/layout/DocumentTitle';
import { authAs, fakeDataProvider, fn, json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = '';
});

describe('the browser tab', () => {
  it('names the screen in the app frame, from the title the screen shows, also once its data arrive', async () => {
    const dataProvider = fakeDataProvider({
      getOne: fn(() => Promise.resolve({ data: { id: 7, code: 'DIERSOORTEN', description: 'Diersoorten' } })),
    });
    render(
      <MemoryRouter initialEntries={['/codelijsten/7/items']}>
        <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
          {/* As the app bar of the layout (src/shared/layout/Layout.tsx) has them. */}
          <TitlePortal />
          <DocumentTitle />
          <Routes>
            <Route path="/codelijsten/:id/items" element={<DeclaredDetail d={declarationNamed('codelijsten')!} tab="items" />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect((await screen.findAllByRole('heading', { name: 'Diersoorten' })).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Diersoorten | Orde der Dierenartsen'));
  });

  it('names the login page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ title: 'Aanmelden', content: '<p>Welkom</p>' })));
    render(<LoginPage navigate={() => undefined} />);
    await waitFor(() => expect(document.title).toBe('Aanmelden | Orde der Dierenartsen'));
  });
});
