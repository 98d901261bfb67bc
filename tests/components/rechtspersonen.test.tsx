import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import RechtspersonenSearch from '../../src/pages/rechtspersonen/RechtspersonenSearch';
import { authAs, type Call, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entities = [
  {
    id: 1,
    iddiclegalentity: 1,
    name: 'Dierenkliniek Zuiderpark',
    locality: 'Gent',
    legalentityDisplayAddress: 'Kortrijksesteenweg 1024, 9000 Gent',
    reference: 'RP-1',
    website: 'https://www.dierenkliniekzuiderpark.be',
  },
  {
    id: 2,
    iddiclegalentity: 2,
    name: 'Paardenkliniek Kempen',
    locality: 'Mol',
    legalentityDisplayAddress: 'Turnhoutsebaan 301, 2400 Mol',
    reference: null,
    website: null,
  },
];

function renderPage(getList: Mock<Call>, role = 'OPLVERSTREKKER') {
  const dataProvider = {
    getList,
    getOne: fn(() => Promise.resolve({ data: { id: 1 } })),
    getMany: fn(() => Promise.resolve({ data: [] })),
    getManyReference: fn(() => Promise.resolve({ data: [], total: 0 })),
    create: fn(() => Promise.resolve({ data: { id: 1 } })),
    update: fn(() => Promise.resolve({ data: { id: 1 } })),
    updateMany: fn(() => Promise.resolve({ data: [] })),
    delete: fn(() => Promise.resolve({ data: { id: 1 } })),
    deleteMany: fn(() => Promise.resolve({ data: [] })),
  } as DataProvider;
  render(
    <MemoryRouter initialEntries={['/zoeken/rechtspersonen']}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/zoeken/rechtspersonen" element={<RechtspersonenSearch />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('RechtspersonenSearch', () => {
  it('lists legal entities 25 per page with their display address and searches by name and locality', async () => {
    const getList = fn(() => Promise.resolve({ data: entities, total: 2 }));
    renderPage(getList);
    await screen.findByText('Kortrijksesteenweg 1024, 9000 Gent', undefined, { timeout: 4000 });
    screen.getByText('Paardenkliniek Kempen');
    screen.getByRole('columnheader', { name: 'Adres' });
    expect(screen.getByRole('link', { name: 'www.dierenkliniekzuiderpark.be' }).getAttribute('href')).toBe('https://www.dierenkliniekzuiderpark.be');
    expect(getList).toHaveBeenCalledWith('rechtspersonen', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));

    fireEvent.change(screen.getByLabelText('Naam'), { target: { value: 'kliniek' } });
    fireEvent.change(screen.getByLabelText('Gemeente'), { target: { value: 'mol' } });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('rechtspersonen', expect.objectContaining({ filter: { name: 'kliniek', locality: 'mol' } })), {
      timeout: 3000,
    });
  });

  it('says so in Dutch when nothing is found', async () => {
    renderPage(
      fn(() => Promise.resolve({ data: [], total: 0 })),
      'DIERENARTS',
    );
    await screen.findByText('Er werden geen rechtspersonen gevonden.', undefined, { timeout: 4000 });
  });
});
