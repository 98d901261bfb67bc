import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nlMessages } from '../../src/i18n/nl';
import '../../src/shared/declared/registry';
import { declaredRoutes, declaredScreens } from '../../src/shared/declared/screens';
import { authAs, fakeDataProvider, fn, json } from '../helpers/admin';

/**
 * Two declared lists drawn one after the other at the same place: the second opens with its own
 * filter (the menu's address) and its own sort, never the first list's (a field the second
 * resource does not have is refused by its API).
 */
const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

beforeAll(() => Promise.all(declaredScreens.filter(([path]) => path === '/mails' || path === '/bijscholing/cursussen').map(([, s]) => s.preload())));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ToCourses = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/bijscholing/cursussen?status=AANGEVRAAGD')}>
      naar cursussen
    </button>
  );
};

describe('a declared list opened after another', () => {
  it('asks its own resource with its own filter and sort after the mail search was cleared', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [] })),
    );
    const dataProvider = fakeDataProvider({ getList: fn(() => Promise.resolve({ data: [], total: 0 })) });
    render(
      <MemoryRouter initialEntries={['/mails?q=jan']}>
        <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
          <Routes>{declaredRoutes()}</Routes>
          <ToCourses />
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('mails', expect.objectContaining({ filter: expect.objectContaining({ q: 'jan' }) })));
    fireEvent.click(await screen.findByRole('button', { name: 'Zoekopdracht wissen' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('mails', expect.objectContaining({ filter: {} })));

    fireEvent.click(screen.getByRole('button', { name: 'naar cursussen' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('cursussen', expect.anything()));
    const courses = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'cursussen');
    for (const [, params] of courses) {
      expect(params.sort).toEqual({ field: 'startDate', order: 'DESC' });
      expect(params.filter).toEqual({ status: 'AANGEVRAAGD' });
    }
  });
});
