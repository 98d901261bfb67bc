import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declarationNamed } from '../../domain/declare/registry';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { DeclaredList } from '../../src/shared/declared/DeclaredList';
import { authAs, json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const election = {
  id: 2,
  title: 'Verkiezing provinciale raad Antwerpen',
  starttime: '2030-03-01T08:00:00Z',
  endtime: '2030-03-15T16:00:00Z',
  numberOfElected: 2,
  votable: true,
  state: 'NEW',
  mailssended: false,
  candidateCount: 1,
};
const claes = { id: 10, verkiezingId: 2, personId: 2, personName: 'Els Claes', lastname: 'Claes', firstname: 'Els', campaignfilename: null };

/** The API as the server answers the candidates' tab of election 2; every request is kept. */
function stubApi() {
  const calls: string[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url.startsWith('/api/verkiezingen/2/kandidaten?')) return Promise.resolve(json({ items: [claes], limit: 5, offset: 0, size: 1 }));
    if (url === '/api/verkiezingen/2/kandidaten/10' && method === 'POST') return Promise.resolve(json({ ...claes, ...JSON.parse(String(init.body)) }));
    if (url === '/api/verkiezingen/2/kandidaten/10') return Promise.resolve(json(claes));
    if (url === '/api/verkiezingen/2') return Promise.resolve(json(election));
    return Promise.resolve(json({ errorcode: 'BAD_REQUEST', usererror: 'Onbekend', fields: {} }, 400));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('a candidate’s edit dialog', () => {
  it('names the chosen veterinarian, and saves at the candidate’s own path under its election', async () => {
    const calls = stubApi();
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
          <DeclaredList d={declarationNamed('kandidaten')!} filter={{ verkiezingId: 2 }} embedded />
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByText('Claes'));
    const dialog = await screen.findByRole('dialog');
    const vet = within(dialog).getByRole('combobox', { name: /Dierenarts/ }) as HTMLInputElement;
    expect(vet.value).toBe('Els Claes');

    fireEvent.change(within(dialog).getByLabelText(/Voornaam/), { target: { value: 'Elisabeth' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls).toContain('POST /api/verkiezingen/2/kandidaten/10'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No call left the election out of the path (`/verkiezingen//kandidaten/10`, a 400).
    expect(calls.filter((c) => c.includes('//'))).toEqual([]);
  });

  it('reads a candidate again at its path under the election', async () => {
    const calls = stubApi();
    const { data } = await dataProvider.getOne('kandidaten', { id: 10, meta: claes });
    expect(data.personName).toBe('Els Claes');
    await dataProvider.delete('kandidaten', { id: 10, previousData: claes });
    expect(calls).toEqual(['GET /api/verkiezingen/2/kandidaten/10', 'DELETE /api/verkiezingen/2/kandidaten/10']);
  });
});
