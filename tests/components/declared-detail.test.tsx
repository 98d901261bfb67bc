import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerDeclarations } from '../../domain/declare/registry';
import { nlMessages } from '../../src/i18n/nl';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';
import { notities, notitiesTexts } from '../helpers/throwaway';

const i18nProvider = polyglotI18nProvider(() => ({ ...nlMessages, resources: { ...nlMessages.resources, notities: notitiesTexts } }), 'nl', [], {
  allowMissing: false,
});
registerDeclarations([notities]);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const note = { id: 4, title: 'Te beslissen', amount: 3, day: '2027-01-02', urgent: false, status: 'NIEUW', legalEntityId: 3 };

function renderDetail(role: string, record: object | null = note) {
  const dataProvider = fakeDataProvider({
    getOne: fn(() => (record ? Promise.resolve({ data: record }) : Promise.reject(Object.assign(new Error('Niet gevonden'), { status: 404 })))),
    runAction: fn((_r: string, _id: unknown, _a: string, body: object) => Promise.resolve({ ...note, status: 'AFGEKEURD', ...body })),
  });
  render(
    <MemoryRouter initialEntries={['/proef/notities/4']}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/proef/notities/:id" element={<DeclaredDetail d={notities} tab="detail" />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

describe('the generic detail page of a declared queue', () => {
  it('lets the secretariat decide with the states the queue offers, a decline only with a comment', async () => {
    const dataProvider = renderDetail('SECRETARIAAT');
    await screen.findByRole('heading', { name: 'Te beslissen' });
    screen.getByText('Nieuw');
    fireEvent.click(screen.getByRole('button', { name: 'Beslissen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    screen.getByRole('option', { name: 'Goedgekeurd' });
    fireEvent.click(screen.getByRole('option', { name: 'Afgekeurd' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beslissen' }));
    await within(dialog).findByText('Dit veld is verplicht.');
    expect(dataProvider.runAction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Commentaar/), { target: { value: 'Onvolledig' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beslissen' }));
    await waitFor(() => expect(dataProvider.runAction).toHaveBeenCalledWith('notities', 4, 'afkeuren', { comment: 'Onvolledig' }));
    await screen.findByText('De wijzigingen werden opgeslagen.');
  });

  it('shows a provider its record as a form to change, without a decision', async () => {
    renderDetail('OPLVERSTREKKER');
    expect(((await screen.findByLabelText(/^Titel/)) as HTMLInputElement).value).toBe('Te beslissen');
    expect(screen.queryByRole('button', { name: 'Beslissen' })).toBeNull();
    screen.getByRole('button', { name: 'Opslaan' });
  });

  it('says in Dutch that a record does not exist, with the way back to the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail('SECRETARIAAT', null);
    await screen.findByText('Dit gegeven bestaat niet (meer).');
    expect(screen.getByRole('link', { name: 'Terug naar de lijst' }).getAttribute('href')).toBe('/proef/notities');
  });
});
