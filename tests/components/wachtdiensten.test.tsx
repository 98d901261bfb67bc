import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canUseRecord, canUseResource } from '../../domain/resourceAccess';
import { i18nProvider } from '../../src/i18n';
import MembersTab from '../../src/resources/wachtdiensten/MembersTab';
import { fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const service = {
  id: 7,
  name: 'Wachtdienst Gent-Zuid',
  responsible: 'N1001',
  responsibleName: 'Pieter Janssens',
  active: true,
  type: 'GEZEL',
  diersoorten: ['GEZEL'],
};
const members = [
  { id: 71, wachtdienstId: 7, ordenummer: 'N1001', name: 'Pieter Janssens', activeMember: 'W', creationdate: '2026-03-02T09:00:00Z' },
  { id: 72, wachtdienstId: 7, ordenummer: 'N1004', name: 'Wouter De Smet', activeMember: 'P', creationdate: '2026-04-15T09:00:00Z' },
];

/** Logged in as one person; a record's access is answered as in the app (the responsible manages their own service). */
const loggedInAs = (username: string, role: string): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: username, fullName: username }),
  getPermissions: () => Promise.resolve([role]),
  canAccess: ({ resource, action, record }) =>
    Promise.resolve(
      record ? canUseRecord({ id: 1, username, roles: [role], legalEntityId: null }, resource, action, record) : canUseResource([role], resource, action),
    ),
});

/** `page`: the rows of the page shown; the vet's own row is found among all members. */
function renderTab(username: string, role: string, page = members) {
  const provider = fakeDataProvider({
    getOne: fn(() => Promise.resolve({ data: service })),
    // The tab asks for the vet's own row apart (`ordenummer`), as the server answers it.
    getList: fn((_resource: string, { filter }: { filter: { ordenummer?: string } }) => {
      const rows = filter.ordenummer ? members.filter((m) => m.ordenummer === filter.ordenummer) : page;
      return Promise.resolve({ data: rows, total: rows.length });
    }),
  });
  render(
    <MemoryRouter initialEntries={['/wachtdiensten/7/leden']}>
      <AdminContext dataProvider={provider} authProvider={loggedInAs(username, role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/wachtdiensten/:id/leden" element={<MembersTab />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

const row = async (name: string) => (await screen.findByText(name, { exact: false })).closest('tr') as HTMLElement;
const exportLink = () => screen.queryByRole('link', { name: 'Leden exporteren (Excel)' });

describe('the members tab of an on-call service', () => {
  it('lets a vet who is not a member join, and offers them no leaving, no responsible and no export', async () => {
    const provider = renderTab('N1005', 'DIERENARTS');
    await screen.findByRole('button', { name: 'Lid worden' });
    expect(provider.getList).toHaveBeenCalledWith('wachtdienstleden', expect.objectContaining({ filter: { wachtdienstId: 7 } }));
    expect(within(await row('Wouter De Smet')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uitschrijven' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verantwoordelijke maken' })).toBeNull();
    expect(exportLink()).toBeNull();
    // A change is asked by the service's own people only (the server refuses others with a 403).
    expect(screen.queryByRole('button', { name: 'Wijziging aanvragen' })).toBeNull();
  });

  it('offers a member whose row is on another page no joining, and a change request', async () => {
    renderTab('N1004', 'DIERENARTS', [members[0]!]);
    await screen.findByRole('button', { name: 'Wijziging aanvragen' });
    expect(screen.queryByRole('button', { name: 'Lid worden' })).toBeNull();
  });

  it('lets a member leave from their own row only, and join no second time', async () => {
    renderTab('N1004', 'DIERENARTS');
    const own = await row('Wouter De Smet');
    within(own).getByRole('button', { name: 'Uitschrijven' });
    expect(within(await row('Pieter Janssens')).queryByRole('button', { name: 'Uitschrijven' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Uitschrijven' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Lid worden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verantwoordelijke maken' })).toBeNull();
    expect(exportLink()).toBeNull();
  });

  it('gives the responsible the export and another member to make responsible', async () => {
    renderTab('N1001', 'DIERENARTS');
    const other = await row('Wouter De Smet');
    await within(other).findByRole('button', { name: 'Verantwoordelijke maken' });
    expect(within(await row('Pieter Janssens')).queryByRole('button', { name: 'Verantwoordelijke maken' })).toBeNull();
    expect(exportLink()?.getAttribute('href')).toBe('/api/wachtdiensten/7/members/actions/export');
  });

  it('gives the secretariat the export, the responsible and leaving for every member, but no joining', async () => {
    renderTab('secretariaat', 'SECRETARIAAT');
    const other = await row('Wouter De Smet');
    await within(other).findByRole('button', { name: 'Verantwoordelijke maken' });
    expect(screen.getAllByRole('button', { name: 'Uitschrijven' })).toHaveLength(2);
    expect(exportLink()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lid worden' })).toBeNull();
  });

  it('lists the members on a phone with each one’s buttons on a line of their own, not in a table wider than the screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    renderTab('secretariaat', 'SECRETARIAAT');
    const list = await screen.findByRole('list', { name: 'Leden' });
    expect(screen.queryByRole('table')).toBeNull();
    const wouter = within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Wouter De Smet'))!;
    within(wouter).getByText('Passief lid', { exact: false });
    within(wouter).getByRole('button', { name: 'Uitschrijven' });
    within(wouter).getByRole('button', { name: 'Verantwoordelijke maken' });
  });
});
