import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import wachtdiensten from '../../domain/resources/wachtdiensten';
import { i18nProvider } from '../../src/i18n';
import DeclaredList from '../../src/shared/declared/DeclaredList';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const services = [
  { id: 3, name: 'Landbouwhuisdieren regio Antwerpen', type: 'LANDBOUW', telephone: null, responsibleName: 'Wouter De Smet', memberCount: 1, active: true },
  { id: 1, name: 'Wachtdienst Gent-Zuid', type: 'GEZEL', telephone: '09 222 33 44', responsibleName: 'Pieter Janssens', memberCount: 2, active: true },
];
const types = [
  { iddiccodedetail: 1, codedetail: 'LANDBOUW', description: 'Wachtdienst landbouwhuisdieren', active: 1, sortorder: 1 },
  { iddiccodedetail: 2, codedetail: 'GEZEL', description: 'Wachtdienst gezelschapsdieren', active: 1, sortorder: 2 },
];

describe('a declared list on a phone', () => {
  it('joins a row’s values with "·" only between values that are there', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    const provider = fakeDataProvider({
      getList: fn(() => Promise.resolve({ data: services, total: services.length })),
      getPublicCodelist: fn((code: string) => Promise.resolve(code === 'WACHTDIENST_TYPE' ? types : [])),
    });
    render(
      <MemoryRouter initialEntries={['/wachtdiensten']}>
        <AdminContext dataProvider={provider} authProvider={authAs('DIERENARTS')} i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/wachtdiensten" element={<DeclaredList d={wachtdiensten} />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const farm = (await screen.findByText('Landbouwhuisdieren regio Antwerpen')).closest('li')!;
    await screen.findAllByText('Wachtdienst landbouwhuisdieren');
    expect(farm.textContent).toContain('Wachtdienst landbouwhuisdieren');
    expect(farm.textContent).not.toContain('·');
    const gent = screen.getByText('Wachtdienst Gent-Zuid').closest('li')!;
    expect(gent.textContent).toContain('Wachtdienst gezelschapsdieren · 09 222 33 44');
  });
});
