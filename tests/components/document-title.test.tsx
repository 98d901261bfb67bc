import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TitlePortal } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { declarationNamed } from '../../domain/declare/registry';
import '../../src/shared/declared/registry';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import { DocumentTitle } from '../../src/shared/layout/DocumentTitle';
import { TitleHeading } from '../../src/shared/layout/TitleHeading';
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ title: 'Aanmelden', content: '<p>Welkom</p>' })),
    );
    render(<LoginPage navigate={() => undefined} />);
    await waitFor(() => expect(document.title).toBe('Aanmelden | Orde der Dierenartsen'));
  });
});

describe("the screen's main heading", () => {
  /** The app bar's title and the content area, as react-admin's layout has them. */
  function Frame({ children }: { children?: ReactNode }) {
    return (
      <>
        <span id="react-admin-title">Cursussen</span>
        <TitleHeading />
        <div id="main-content">{children}</div>
      </>
    );
  }

  it("is the app bar's title on a screen without a heading of its own, and the screen's own heading once it draws one", async () => {
    const { rerender } = render(<Frame />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cursussen');
    rerender(
      <Frame>
        <h1>Urgentiegeneeskunde</h1>
      </Frame>,
    );
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Urgentiegeneeskunde']));
    rerender(<Frame />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cursussen'));
  });
});
