import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerDeclarations } from '../../domain/declare/registry';
import { nlMessages } from '../../src/i18n/nl';
import DeclaredList from '../../src/shared/declared/DeclaredList';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';
import { notities, notitiesTexts } from '../helpers/throwaway';

const i18nProvider = polyglotI18nProvider(() => ({ ...nlMessages, resources: { ...nlMessages.resources, notities: notitiesTexts } }), 'nl', [], {
  allowMissing: false,
});
registerDeclarations([notities]);
/** Without a detail page, a row opens in the edit dialog. */
const withoutDetail = { ...notities, tabs: undefined };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rows = [
  { id: 1, title: 'Eerste', amount: 12.5, day: '2027-03-01', urgent: true, status: 'NIEUW', legalEntityId: 3 },
  { id: 2, title: 'Tweede', amount: null, day: null, urgent: false, status: 'GOEDGEKEURD', legalEntityId: 3 },
];

const Address = () => <output data-testid="address">{useLocation().search}</output>;

function renderList(role: string, path = '/proef/notities', data = rows) {
  const dataProvider = fakeDataProvider({ getList: fn(() => Promise.resolve({ data, total: data.length })) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/proef/notities" element={<DeclaredList d={withoutDetail} />} />
        </Routes>
        <Address />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

describe('the generic screens of a resource declared in a test', () => {
  it('lists the declared columns in Dutch: dd/MM/yyyy, decimal comma, yes/no and choice texts', async () => {
    const dataProvider = renderList('OPLVERSTREKKER');
    const first = (await screen.findByText('Eerste')).closest('tr')!;
    within(first).getByText('01/03/2027');
    within(first).getByText('12,5');
    within(first).getByText('Ja');
    within(first).getByText('Nieuw');
    screen.getByRole('columnheader', { name: /Bedrag/ });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'notities',
      expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'title', order: 'ASC' } }),
    );
    // A provider may create but not export; the secretariat the other way round.
    screen.getByRole('button', { name: 'Nieuwe notitie' });
    expect(screen.queryByRole('button', { name: 'Exporteren naar Excel' })).toBeNull();
  });

  it('reads its filters from the address and writes them back, so a search is a link', async () => {
    const dataProvider = renderList('SECRETARIAAT', '/proef/notities?status=NIEUW');
    await screen.findByText('Eerste');
    expect(dataProvider.getList).toHaveBeenCalledWith('notities', expect.objectContaining({ filter: { status: 'NIEUW' } }));
    fireEvent.change(screen.getByPlaceholderText('Zoeken'), { target: { value: 'eer' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?status=NIEUW&q=eer'));
    screen.getByRole('button', { name: 'Exporteren naar Excel' });
    expect(screen.queryByRole('button', { name: 'Nieuwe notitie' })).toBeNull();
  });

  it('offers the other filters as an advanced search, also written in the address', async () => {
    renderList('SECRETARIAAT');
    await screen.findByText('Eerste');
    fireEvent.click(screen.getByRole('button', { name: 'Filter toevoegen' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Titel' }));
    fireEvent.change(await screen.findByLabelText('Titel'), { target: { value: 'twee' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?titel=twee'));
    fireEvent.click(screen.getByRole('button', { name: 'Zoekopdracht wissen' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });

  it('shows the declared empty text', async () => {
    renderList('SECRETARIAAT', '/proef/notities', []);
    await screen.findByText('Er zijn nog geen notities.');
  });

  it('validates the create dialog with the declaration schema and sends numbers read from a decimal comma', async () => {
    const dataProvider = renderList('OPLVERSTREKKER');
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe notitie' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText('Dit veld is verplicht.');
    fireEvent.change(within(dialog).getByLabelText(/^Titel/), { target: { value: 'Derde' } });
    fireEvent.change(within(dialog).getByLabelText(/^Bedrag/), { target: { value: '1,234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText('Geen geldig getal, gebruik volgende formaat : 20,65');
    expect(dataProvider.create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Bedrag/), { target: { value: '7,25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create).toHaveBeenCalledWith('notities', { data: { title: 'Derde', amount: 7.25, day: null, urgent: false } });
    await screen.findByText('De wijzigingen werden opgeslagen.');
  });

  it('opens a row in the edit dialog for those who may edit, with delete after a confirmation for those who may delete', async () => {
    const dataProvider = renderList('OPLVERSTREKKER');
    fireEvent.click(await screen.findByText('Eerste'));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Notitie „Eerste" wijzigen');
    expect((within(dialog).getByLabelText(/^Bedrag/) as HTMLInputElement).value).toBe('12,5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('Wilt u "Eerste" echt verwijderen? Dit kan niet ongedaan gemaakt worden.');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('notities', expect.objectContaining({ id: 1 })));
    // The message names what went.
    await screen.findByText('Notitie "Eerste" werd verwijderd.');
  });
});
