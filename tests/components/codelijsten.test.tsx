// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider, HttpError, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeItemDialog } from '../../src/resources/codelijsten/CodeItemDialog';
import { CodelijstList } from '../../src/resources/codelijsten/CodelijstList';
import CodelijstItems from '../../src/resources/codelijsten/CodelijstItems';
import CodelijstTranslations from '../../src/resources/codelijsten/CodelijstTranslations';
import type { CodeItem } from '../../src/resources/codelijsten/types';
import { i18nProvider } from '../../src/i18n';
import { authAs, fakeDataProvider, fn, json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** react-admin logs every failed data provider call in development; expected failures stay quiet. */
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);



function renderDialog(dataProvider: DataProvider, record?: CodeItem) {
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <CodeItemDialog iddiccode={7} record={record} onClose={onClose} />
      <Notification />
    </AdminContext>,
  );
  return { onClose };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

describe('CodeItemDialog', () => {
  it('shows the Dutch required message when the description is empty, and does not save', async () => {
    const dataProvider = fakeDataProvider();
    renderDialog(dataProvider);
    expect(await screen.findByText('Nieuwe waarde')).toBeTruthy();
    type(/^Code/, 'NIEUW');
    save();
    expect(await screen.findByText('Dit veld is verplicht.')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('does not submit when Enter is pressed in the code input', async () => {
    const dataProvider = fakeDataProvider();
    renderDialog(dataProvider);
    type(/^Code/, 'NIEUW');
    type(/^Omschrijving/, 'Een nieuwe waarde');
    // fireEvent returns false when a handler cancelled the event: the browser's implicit submit is off.
    expect(fireEvent.keyDown(input(/^Code/), { key: 'Enter', code: 'Enter' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(screen.queryByText('Dit veld is verplicht.')).toBeNull();
  });

  it('creates the value with the list id, trimmed texts and active 1, then reports success', async () => {
    const dataProvider = fakeDataProvider();
    const { onClose } = renderDialog(dataProvider);
    type(/^Code/, ' NIEUW ');
    type(/^Omschrijving/, 'Een nieuwe waarde');
    save();
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create).toHaveBeenCalledWith(
      'codelijst-items',
      expect.objectContaining({ data: { iddiccode: 7, codedetail: 'NIEUW', description: 'Een nieuwe waarde', active: 1 } }),
    );
    expect(await screen.findByText('De wijzigingen werden opgeslagen.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server field errors under the inputs and keeps the dialog open', async () => {
    quietErrors();
    const error = new HttpError('Niet alle velden zijn correct ingevuld.', 400, { errors: { codedetail: 'De waarde heeft niet het juist formaat' } });
    const dataProvider = fakeDataProvider({ create: fn(() => Promise.reject(error)) });
    const { onClose } = renderDialog(dataProvider);
    type(/^Code/, 'NIEUW');
    type(/^Omschrijving/, 'Een nieuwe waarde');
    save();
    expect(await screen.findByText('De waarde heeft niet het juist formaat')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a duplicate code (409) as a notification', async () => {
    quietErrors();
    const error = new HttpError('Deze code bestaat al in deze codelijst.', 409, { errorcode: 'CODE_ALREADY_EXISTS' });
    const dataProvider = fakeDataProvider({ create: fn(() => Promise.reject(error)) });
    const { onClose } = renderDialog(dataProvider);
    type(/^Code/, 'BESTAAT');
    type(/^Omschrijving/, 'Bestaat al');
    save();
    expect(await screen.findByText('Deze code bestaat al in deze codelijst.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('updates an existing value and maps the switch to active 0', async () => {
    const dataProvider = fakeDataProvider();
    const record: CodeItem = { id: 12, iddiccodedetail: 12, iddiccode: 7, codedetail: 'OUD', description: 'Oude waarde', active: 1 };
    renderDialog(dataProvider, record);
    expect(await screen.findByText('Waarde bewerken')).toBeTruthy();
    expect(input(/^Code/).value).toBe('OUD');
    fireEvent.click(screen.getByRole('switch', { name: 'Actief' }));
    save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'codelijst-items',
      expect.objectContaining({ id: 12, data: { iddiccode: 7, codedetail: 'OUD', description: 'Oude waarde', active: 0 } }),
    );
  });

  it('deletes an existing value only after the confirmation', async () => {
    const dataProvider = fakeDataProvider();
    const record: CodeItem = { id: 12, iddiccodedetail: 12, iddiccode: 7, codedetail: 'OUD', description: 'Oude waarde', active: 1 };
    const { onClose } = renderDialog(dataProvider, record);
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Waarde verwijderen' });
    expect(within(confirm).getByText(/"Oude waarde" definitief verwijderen/)).toBeTruthy();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('codelijst-items', expect.objectContaining({ id: 12 })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

const items: CodeItem[] = [
  { id: 1, iddiccodedetail: 1, iddiccode: 7, codedetail: 'HOND', description: 'Hond', active: 1 },
  { id: 2, iddiccodedetail: 2, iddiccode: 7, codedetail: 'PAARD', description: 'Paard', active: 0 },
];


function renderPage(role: string, path: string, element: React.ReactNode, dataProvider: DataProvider) {
  render(
    <MemoryRouter initialEntries={[path.replace(':id', '7')]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

function renderItemsPage(role: string) {
  const dataProvider = fakeDataProvider({
    getList: fn(() => Promise.resolve({ data: items, total: items.length })),
    getOne: fn(() => Promise.resolve({ data: { id: 7, code: 'DIERSOORTEN', description: 'Diersoorten', itemcount: 2 } })),
  });
  renderPage(role, '/codelijsten/:id/items', <CodelijstItems />, dataProvider);
  return dataProvider;
}

describe('CodelijstItems page', () => {
  it('lets the secretariat add, edit and filter the values of the list', async () => {
    const dataProvider = renderItemsPage('SECRETARIAAT');
    // Named by its description, with its code small beneath.
    expect(await screen.findByRole('heading', { name: 'Diersoorten: waarden' })).toBeTruthy();
    expect(screen.getByText('Code: DIERSOORTEN')).toBeTruthy();
    expect(await screen.findByText('PAARD')).toBeTruthy();
    expect(screen.getByText('Niet actief')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nieuwe waarde' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Verwijderen' })).toHaveLength(2);
    expect(screen.queryByText(/enkel het secretariaat kan ze wijzigen/)).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledWith('codelijst-items', expect.objectContaining({ filter: { iddiccode: '7' }, pagination: { page: 1, perPage: 10 } }));

    fireEvent.click(screen.getByRole('switch', { name: 'Enkel actieve waarden' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('codelijst-items', expect.objectContaining({ filter: { iddiccode: '7', active: '1' } })),
    );

    fireEvent.click(await screen.findByText('Hond'));
    const dialog = await screen.findByRole('dialog', { name: 'Waarde bewerken' });
    expect((within(dialog).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('HOND');
  });

  it('shows the values read-only to a provider', async () => {
    renderItemsPage('OPLVERSTREKKER');
    expect(await screen.findByText('PAARD')).toBeTruthy();
    expect(await screen.findByText(/enkel het secretariaat kan ze wijzigen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nieuwe waarde' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    fireEvent.click(screen.getByText('Hond'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** fetch as the translations screen sees it: the list, then the POST of one translation. */
function stubTranslationsApi() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return json({ iddiccodedetail: 1, languagecode: 'fr', ...JSON.parse(String(init.body)) });
    if (url === '/api/lists/codelists/7/translations') {
      return json({
        items: [{ id: 1, iddiccodedetail: 1, codedetail: 'HOND', description: 'Hond', translations: { en: 'Dog' } }],
        languages: ['nl', 'fr', 'en', 'de'],
      });
    }
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CodelijstTranslations page', () => {
  const dataProvider = () =>
    fakeDataProvider({ getOne: fn(() => Promise.resolve({ data: { id: 7, code: 'DIERSOORTEN', description: 'Diersoorten' } })) });

  it('shows every language with "geen vertaling" and saves one translation for the secretariat', async () => {
    const fetchMock = stubTranslationsApi();
    renderPage('SECRETARIAAT', '/codelijsten/:id/translations', <CodelijstTranslations />, dataProvider());
    expect(await screen.findByText('Dog')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Diersoorten: vertalingen' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Frans' })).toBeTruthy();
    expect(screen.getAllByText('geen vertaling')).toHaveLength(2);

    fireEvent.click(screen.getAllByRole('button', { name: 'geen vertaling' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Vertaling bewerken (Frans)' });
    fireEvent.change(within(dialog).getByLabelText(/^Frans/), { target: { value: 'Chien' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/lists/codelists/items/1/translations/fr', expect.objectContaining({ method: 'POST', body: '{"description":"Chien"}' })),
    );
    expect(await screen.findByText('De wijzigingen werden opgeslagen.')).toBeTruthy();
  });

  it('is read-only for a provider', async () => {
    stubTranslationsApi();
    renderPage('OPLVERSTREKKER', '/codelijsten/:id/translations', <CodelijstTranslations />, dataProvider());
    expect(await screen.findByText('Dog')).toBeTruthy();
    expect(screen.getAllByText('geen vertaling')).toHaveLength(2);
    expect(screen.queryAllByRole('button', { name: 'geen vertaling' })).toHaveLength(0);
    expect(await screen.findByText(/enkel het secretariaat kan ze wijzigen/)).toBeTruthy();
  });
});

describe('CodelijstList', () => {
  it('pages by 10 and opens the values of a list on a click on its row', async () => {
    const dataProvider = fakeDataProvider({
      getList: fn(() => Promise.resolve({ data: [{ id: 7, code: 'DIERSOORTEN', description: 'Diersoorten', itemcount: 2 }], total: 1 })),
    });
    render(
      <MemoryRouter initialEntries={['/codelijsten']}>
        <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
          <Routes>
            <Route
              path="/codelijsten"
              element={
                <ResourceContextProvider value="codelijsten">
                  <CodelijstList />
                </ResourceContextProvider>
              }
            />
            <Route path="/codelijsten/:id/items" element={<p>waardenpagina</p>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Diersoorten')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vertalingen' }).getAttribute('href')).toBe('/codelijsten/7/translations');
    expect(dataProvider.getList).toHaveBeenCalledWith('codelijsten', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    fireEvent.click(screen.getByText('DIERSOORTEN'));
    expect(await screen.findByText('waardenpagina')).toBeTruthy();
  });
});
