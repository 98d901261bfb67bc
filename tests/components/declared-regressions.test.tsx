import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TitlePortal } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declare } from '../../domain/declare/declaration';
import { registerDeclarations } from '../../domain/declare/registry';
import { texts } from '../../domain/declare/texts';
import { SEC } from '../../domain/roles';
import { registerTexts } from '../../domain/texts/registry';
import { nlMessages } from '../../src/i18n/nl';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import DeclaredList from '../../src/shared/declared/DeclaredList';
import { DocumentTitle } from '../../src/shared/layout/DocumentTitle';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

/**
 * Three faults of the generic screens once reported (each test failed on 1251abb): a `choice` filter
 * that never showed, a `choice`-state queue that asked for the codelist named '' on every visit, and
 * a detail page titled by a date that showed it as ISO text.
 */
const beoordelingen = declare({
  name: 'beoordelingen',
  path: '/proef/beoordelingen',
  fields: {
    day: { kind: 'date', required: true },
    note: { kind: 'text', max: 50 },
    size: { kind: 'choice', options: ['KLEIN', 'GROOT'] },
    status: { kind: 'choice', options: ['NIEUW', 'OK', 'NOK'], readOnly: true, required: true },
  },
  title: 'day',
  list: {
    columns: ['day', 'note', 'size', 'status'],
    filters: [
      { name: 'status', field: 'status', op: 'eq', alwaysOn: true },
      { name: 'grootte', field: 'size', op: 'eq' },
    ],
    search: ['note'],
    sort: { field: 'day', order: 'DESC' },
    pageSize: 10,
  },
  access: { list: SEC, edit: SEC },
  queue: {
    state: 'status',
    initial: 'NIEUW',
    defaultFilter: 'NIEUW',
    transitions: {
      goedkeuren: { from: ['NIEUW'], to: 'OK', roles: SEC, comment: 'optional' },
      afkeuren: { from: ['NIEUW'], to: 'NOK', roles: SEC, comment: 'required' },
    },
  },
  tabs: ['detail', { name: 'historiek', show: 'history' }],
});
const beoordelingenTexts = texts(beoordelingen, {
  name: 'Beoordeling |||| Beoordelingen',
  empty: 'Geen beoordelingen.',
  fields: { day: 'Dag', note: 'Opmerking', size: 'Grootte', status: 'Status', q: 'Zoeken' },
  choices: { size: { KLEIN: 'Klein', GROOT: 'Groot' }, status: { NIEUW: 'Nieuw', OK: 'Goedgekeurd', NOK: 'Afgekeurd' } },
  tabs: { detail: 'Gegevens', historiek: 'Historiek' },
  history: { goedkeuren: 'Goedgekeurd', afkeuren: 'Afgekeurd' },
});

/** A queue whose state is a code of a codelist, with the codes it relies on. */
const keuringen = declare({
  name: 'keuringen',
  path: '/proef/inspecties',
  fields: {
    name: { kind: 'text', max: 50, required: true },
    status: { kind: 'code', codelist: 'PROEFSTATUS', options: ['NIEUW', 'OK'], readOnly: true, required: true },
  },
  title: 'name',
  list: {
    columns: ['name', 'status'],
    filters: [{ name: 'status', field: 'status', op: 'eq', alwaysOn: true }],
    sort: { field: 'name', order: 'ASC' },
    pageSize: 10,
  },
  access: { list: SEC, edit: SEC },
  queue: {
    state: 'status',
    initial: 'NIEUW',
    defaultFilter: 'NIEUW',
    transitions: { goedkeuren: { from: ['NIEUW'], to: 'OK', roles: SEC, comment: 'optional' } },
  },
  tabs: ['detail'],
});
const keuringenTexts = texts(keuringen, {
  name: 'Keuring |||| Keuringen',
  empty: 'Geen keuringen.',
  fields: { name: 'Naam', status: 'Status' },
  tabs: { detail: 'Gegevens' },
  history: { goedkeuren: 'Goedgekeurd' },
});

registerDeclarations([beoordelingen, keuringen]);
registerTexts({ beoordelingen: beoordelingenTexts, keuringen: keuringenTexts });
const i18nProvider = polyglotI18nProvider(
  () => ({ ...nlMessages, resources: { ...nlMessages.resources, beoordelingen: beoordelingenTexts, keuringen: keuringenTexts } }),
  'nl',
  [],
  {
    allowMissing: false,
  },
);

const item = (id: number, codedetail: string, description: string) => ({ id, iddiccodedetail: id, codedetail, description, active: 1 as const });
const RATING = { id: 3, day: '2027-03-01', note: 'Eerste', size: 'GROOT', status: 'NIEUW' };
const INSPECTION = { id: 5, name: 'Stal', status: 'NIEUW' };

function renderAt(path: string, record: object = RATING) {
  const dataProvider = fakeDataProvider({
    getList: fn((resource: string) => Promise.resolve({ data: [resource === 'keuringen' ? INSPECTION : RATING], total: 1 })),
    getOne: fn(() => Promise.resolve({ data: record })),
    getPublicCodelist: fn((code: string) => Promise.resolve(code === 'PROEFSTATUS' ? [item(1, 'NIEUW', 'Ingediend'), item(2, 'OK', 'In orde')] : [])),
    getStats: fn(() => Promise.resolve({ items: [{ state: 'NIEUW', count: 1 }] })),
    getHistory: fn(() => Promise.resolve({ items: [], size: 0 })),
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <TitlePortal />
        <DocumentTitle />
        <Routes>
          <Route path="/proef/beoordelingen" element={<DeclaredList d={beoordelingen} />} />
          <Route path="/proef/beoordelingen/:id" element={<DeclaredDetail d={beoordelingen} tab="detail" />} />
          <Route path="/proef/beoordelingen/:id/historiek" element={<DeclaredDetail d={beoordelingen} tab="historiek" />} />
          <Route path="/proef/inspecties" element={<DeclaredList d={keuringen} />} />
          <Route path="/proef/inspecties/:id" element={<DeclaredDetail d={keuringen} tab="detail" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.title = '';
});

describe('the generic screens, on faults once reported', () => {
  it('shows a choice filter: an alwaysOn one beside the search, another under "Filter toevoegen", and filters the list with it', async () => {
    const dataProvider = renderAt('/proef/beoordelingen');
    await screen.findByText('Eerste');
    screen.getByPlaceholderText('Zoeken');
    await screen.findByRole('combobox', { name: 'Status' });
    expect(screen.queryByRole('combobox', { name: 'Grootte' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filter toevoegen' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Grootte' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Grootte' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Klein' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('beoordelingen', expect.objectContaining({ filter: { grootte: 'KLEIN' } })));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Afgekeurd' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('beoordelingen', expect.objectContaining({ filter: { grootte: 'KLEIN', status: 'NOK' } })),
    );
  });

  it('never asks for a codelist named "" for a queue whose state is a choice: list with chart, detail, history, decision', async () => {
    const choiceQueue = renderAt('/proef/beoordelingen');
    await screen.findByRole('button', { name: 'Nieuw 1' });
    cleanup();
    const history = renderAt('/proef/beoordelingen/3/historiek');
    await screen.findByText('Er is nog geen historiek.');
    cleanup();
    const detail = renderAt('/proef/beoordelingen/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Beslissen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await screen.findByRole('option', { name: 'Afgekeurd' });
    for (const provider of [choiceQueue, history, detail]) expect(provider.getPublicCodelist).not.toHaveBeenCalledWith('', expect.anything());
    expect(detail.getPublicCodelist).not.toHaveBeenCalled();
  });

  it("reads a code-state queue's codelist by its name, for the chart, the column and the state chip", async () => {
    const list = renderAt('/proef/inspecties');
    await screen.findByRole('button', { name: 'Ingediend 1' });
    within((await screen.findByText('Stal')).closest('tr')!).getByText('Ingediend');
    cleanup();
    const detail = renderAt('/proef/inspecties/5', INSPECTION);
    await screen.findByText('Ingediend');
    for (const provider of [list, detail]) {
      expect(provider.getPublicCodelist).toHaveBeenCalledWith('PROEFSTATUS', 'nl');
      expect(provider.getPublicCodelist).not.toHaveBeenCalledWith('', expect.anything());
    }
  });

  it('titles a record named by a date dd/MM/yyyy, in the heading, the browser tab and the decision, never as ISO text', async () => {
    renderAt('/proef/beoordelingen/3');
    await screen.findByRole('heading', { level: 1, name: '01/03/2027' });
    await waitFor(() => expect(document.title).toBe('01/03/2027 | Orde der Dierenartsen'));
    fireEvent.click(screen.getByRole('button', { name: 'Beslissen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toContain('01/03/2027');
    expect(document.body.textContent).not.toContain('2027-03-01');
  });
});
