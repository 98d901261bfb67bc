import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import DierenartsenSearch from '../../src/pages/dierenartsen/DierenartsenSearch';
import DierenartsProfile from '../../src/pages/dierenartsen/DierenartsProfile';
import type { Vet } from '../../src/pages/dierenartsen/types';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** 60 veterinarians: page 1 shows 25 of them. */
const vets: Vet[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  iddicperson: i + 1,
  ordenummer: `N${2000 + i}`,
  reference: `N${2000 + i}`,
  lastname: `Achternaam${String(i).padStart(2, '0')}`,
  firstname: 'Jan',
  locality: i % 2 ? 'Gent' : 'Brugge',
}));
const pageOf = (_resource: string, params: any) => {
  const { page, perPage } = params.pagination;
  return Promise.resolve({ data: vets.slice((page - 1) * perPage, page * perPage), total: vets.length });
};

function renderDirectory(dataProvider: DataProvider, role = 'DIERENARTS') {
  render(
    <MemoryRouter initialEntries={['/zoeken/dierenarts']}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/zoeken/dierenarts" element={<DierenartsenSearch />} />
          <Route path="/zoeken/dierenarts/:ordenummer" element={<p>profielfiche</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A phone: every max-width media query matches. */
const asPhone = () =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

describe('DierenartsenSearch', () => {
  it('shows 25 veterinarians per page as cards in 3 columns and pages in Dutch', async () => {
    const dataProvider = fakeDataProvider({ getList: fn(pageOf) });
    renderDirectory(dataProvider);
    const list = await screen.findByRole('list', { name: 'Gevonden dierenartsen' }, { timeout: 4000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(list.getAttribute('data-columns')).toBe('3');
    expect(list.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    within(list).getByText('Achternaam00 Jan');
    within(list).getByText('Ordenummer N2000');
    expect(dataProvider.getList).toHaveBeenCalledWith('dierenartsen', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));
    screen.getByText('1-25 van 60');

    fireEvent.click(screen.getByRole('button', { name: 'Ga naar de volgende pagina' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('dierenartsen', expect.objectContaining({ pagination: { page: 2, perPage: 25 } })));
    await screen.findByText('Achternaam25 Jan');
    screen.getByText('26-50 van 60');
  });

  it('searches by name, locality and ordenummer', async () => {
    const dataProvider = fakeDataProvider({ getList: fn(pageOf) });
    renderDirectory(dataProvider);
    await screen.findByRole('list', { name: 'Gevonden dierenartsen' }, { timeout: 4000 });
    fireEvent.change(screen.getByLabelText('Naam'), { target: { value: 'peeters' } });
    fireEvent.change(screen.getByLabelText('Gemeente'), { target: { value: 'gent' } });
    fireEvent.change(screen.getByLabelText('Ordenummer'), { target: { value: 'N10' } });
    await waitFor(
      () =>
        expect(dataProvider.getList).toHaveBeenCalledWith(
          'dierenartsen',
          expect.objectContaining({ filter: { lastname: 'peeters', locality: 'gent', reference: 'N10' }, pagination: { page: 1, perPage: 25 } }),
        ),
      { timeout: 3000 },
    );
  });

  it('says so in Dutch when nothing is found', async () => {
    renderDirectory(fakeDataProvider());
    await screen.findByText('Er werden geen dierenartsen gevonden.', undefined, { timeout: 4000 });
  });

  it('opens the profile sheet of a card', async () => {
    renderDirectory(fakeDataProvider({ getList: fn(pageOf) }));
    const card = await screen.findByRole('link', { name: /Achternaam01 Jan/ }, { timeout: 4000 });
    expect(card.getAttribute('href')).toBe('/zoeken/dierenarts/N2001');
    fireEvent.click(card);
    await screen.findByText('profielfiche');
  });

  it('shows one column on a phone', async () => {
    asPhone();
    renderDirectory(fakeDataProvider({ getList: fn(pageOf) }));
    const list = await screen.findByRole('list', { name: 'Gevonden dierenartsen' }, { timeout: 4000 });
    expect(list.getAttribute('data-columns')).toBe('1');
  });
});

describe('DierenartsProfile', () => {
  it('shows the person, the public address and the cooperations', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errorcode":"NOT_FOUND"}', { status: 404, headers: { 'content-type': 'application/json' } })),
    );
    const dataProvider = fakeDataProvider({
      getOne: fn(() =>
        Promise.resolve({
          data: {
            id: 'N1003',
            ordenummer: 'N1003',
            firstname: 'Els',
            lastname: 'Claes',
            locality: 'Mol',
            addresses: [
              {
                id: 5,
                role: 'PUBLIEK',
                iddicaddress: 5,
                street: 'Grote Markt',
                housenumber: '3',
                box: null,
                postcode: '2400',
                locality: 'Mol',
                country: 'BE',
                startdate: '2020-01-01',
              },
            ],
            relaties: [
              {
                id: 9,
                iddiccontact: 9,
                iddiclegalentity: 3,
                legalentityname: 'Paardenkliniek Kempen',
                workaddress: 'ZAAKVOERDER',
                startdate: '2019-09-01',
                iddicaddress: 30,
                street: 'Turnhoutsebaan',
                housenumber: '301',
                postcode: '2400',
                locality: 'Mol',
                country: 'BE',
              },
            ],
          },
        }),
      ),
    });
    render(
      <MemoryRouter initialEntries={['/zoeken/dierenarts/N1003']}>
        <AdminContext dataProvider={dataProvider} authProvider={authAs('DIERENARTS')} i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/zoeken/dierenarts/:ordenummer" element={<DierenartsProfile />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Els Claes' }, { timeout: 4000 });
    expect(dataProvider.getOne).toHaveBeenCalledWith('dierenartsen', expect.objectContaining({ id: 'N1003' }));
    screen.getByText('Ordenummer N1003');
    screen.getByText('Grote Markt 3, 2400 Mol');
    screen.getByText('Publiek adres (ledenlijst)');
    screen.getByText('Paardenkliniek Kempen');
    screen.getByText('Zaakvoerder');
    screen.getByText('Sinds 01/09/2019');
    expect(screen.getByRole('link', { name: 'Terug naar de zoekresultaten' }).getAttribute('href')).toBe('/zoeken/dierenarts');
  });
});
