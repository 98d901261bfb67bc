import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { declarationNamed } from '../../domain/declare/registry';
import { dataProvider as realProvider } from '../../src/dataProvider';
import { nlMessages } from '../../src/i18n/nl';
import { DeclaredDialog } from '../../src/shared/declared/DeclaredDialog';
import '../../src/shared/declared/registry';
import { declaredRoutes, declaredScreens } from '../../src/shared/declared/screens';
import { authAs, type FakeDataProvider, fakeDataProvider, fn, json } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });
const items = declarationNamed('codelijst-items')!;

// The screens load lazily in the app; loaded here first, a route draws at once.
beforeAll(() => Promise.all(declaredScreens.filter(([path]) => path.startsWith('/codelijsten')).map(([, s]) => s.preload())));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const existing = { id: 12, iddiccodedetail: 12, iddiccode: 7, codedetail: 'OUD', description: 'Oude waarde', active: 1, sortorder: 3 };
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

/** A value of list 7 in its dialog, as the list's values tab opens it (the list id is the tab's fixed value). */
function renderDialog(dataProvider: FakeDataProvider, record?: object) {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <DeclaredDialog d={items} record={record as never} canEdit canDelete fixed={{ iddiccode: 7 }} onClose={onClose} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return onClose;
}

/** The real provider over a server that answers `body` with `status`: http() makes the refusal the form reads. */
function refusingServer(body: object, status: number) {
  const fetchMock = vi.fn(async () => json(body, status));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { dataProvider: fakeDataProvider({ create: fn(realProvider.create) }), fetchMock };
}

describe('the dialog of a codelist value', () => {
  it('shows the Dutch required message on an empty description, and does not save', async () => {
    const dataProvider = fakeDataProvider();
    renderDialog(dataProvider);
    await screen.findByText('Nieuwe waarde');
    // What a code may contain, under its input (the texts' hint).
    const hint = screen.getByText('Letters, cijfers, punt, liggend streepje of koppelteken, zonder spaties.');
    expect(input(/^Code/).getAttribute('aria-describedby')).toContain(hint.closest('p')!.id);
    type(/^Code/, 'NIEUW');
    save();
    await screen.findByText('Dit veld is verplicht.');
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
  });

  it('creates the value with the list id, trimmed texts and active 1, then reports success', async () => {
    const dataProvider = fakeDataProvider();
    const onClose = renderDialog(dataProvider);
    type(/^Code/, ' NIEUW ');
    type(/^Omschrijving/, ' Een nieuwe waarde ');
    save();
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create).toHaveBeenCalledWith('codelijst-items', {
      data: { iddiccode: 7, codedetail: 'NIEUW', description: 'Een nieuwe waarde', active: 1 },
    });
    await screen.findByText('De wijzigingen werden opgeslagen.');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server field errors (400 fields) under their input and stays open', async () => {
    const { dataProvider, fetchMock } = refusingServer(
      { errorcode: 'VALIDATION_ERROR', fields: { codedetail: 'De waarde heeft niet het juist formaat' } },
      400,
    );
    const onClose = renderDialog(dataProvider);
    type(/^Code/, 'NIEUW');
    type(/^Omschrijving/, 'Een nieuwe waarde');
    save();
    const message = await screen.findByText('De waarde heeft niet het juist formaat');
    // The message is the code input's own helper text, not a notification.
    expect(input(/^Code/).getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
    expect(fetchMock).toHaveBeenCalledWith('/api/lists/codelists/7/items', expect.objectContaining({ method: 'POST' }));
    expect(onClose).not.toHaveBeenCalled();
    screen.getByRole('dialog');
  });

  it('shows a duplicate code (409 CODE_ALREADY_EXISTS) in Dutch as a notification and stays open', async () => {
    const { dataProvider } = refusingServer({ errorcode: 'CODE_ALREADY_EXISTS' }, 409);
    const onClose = renderDialog(dataProvider);
    type(/^Code/, 'BESTAAT');
    type(/^Omschrijving/, 'Bestaat al');
    save();
    await screen.findByText('Deze code bestaat al in deze codelijst.');
    expect(onClose).not.toHaveBeenCalled();
    expect(input(/^Code/).value).toBe('BESTAAT');
  });

  it('updates an existing value and maps the switch to active 0', async () => {
    const dataProvider = fakeDataProvider();
    renderDialog(dataProvider, existing);
    await screen.findByText('Waarde „Oude waarde" wijzigen');
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
    const onClose = renderDialog(dataProvider, existing);
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('Wilt u "Oude waarde" echt verwijderen? Dit kan niet ongedaan gemaakt worden.');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('codelijst-items', expect.objectContaining({ id: 12 })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

const list = { id: 7, iddiccode: 7, code: 'DIERSOORTEN', description: 'Diersoorten', itemcount: 2 };
const values = [
  { id: 1, iddiccodedetail: 1, iddiccode: 7, codedetail: 'HOND', description: 'Hond', active: 1, sortorder: 1 },
  { id: 2, iddiccodedetail: 2, iddiccode: 7, codedetail: 'PAARD', description: 'Paard', active: 0, sortorder: 2 },
];
const Address = () => <output data-testid="address">{useLocation().pathname}</output>;

/** The app's own routes of the codelists, at `path`, for one role. */
function renderAt(path: string, role: string) {
  const dataProvider = fakeDataProvider({
    getList: fn((resource: string) => Promise.resolve(resource === 'codelijsten' ? { data: [list], total: 1 } : { data: values, total: values.length })),
    getOne: fn(() => Promise.resolve({ data: list })),
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>{declaredRoutes()}</Routes>
        <Address />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

describe('the codelists and their values tab', () => {
  it('pages the codelists by 10 and opens a list on its first tab, the values, on a click on its row', async () => {
    const dataProvider = renderAt('/codelijsten', 'SECRETARIAAT');
    const row = (await screen.findByText('Diersoorten')).closest('tr')!;
    within(row).getByText('2');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'codelijsten',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'code', order: 'ASC' } }),
    );
    fireEvent.click(within(row).getByText('DIERSOORTEN'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/codelijsten/7/items'));
    await screen.findByRole('heading', { name: 'Diersoorten' });
    screen.getByRole('tab', { name: 'Waarden', selected: true });
    await screen.findByText('PAARD');
  });

  it('lets the secretariat add, edit and filter the values of the list', async () => {
    const dataProvider = renderAt('/codelijsten/7/items', 'SECRETARIAAT');
    const paard = (await screen.findByText('PAARD')).closest('tr')!;
    within(paard).getByText('Nee');
    expect(screen.queryByText(/enkel het secretariaat kan ze wijzigen/)).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'codelijst-items',
      expect.objectContaining({ filter: { iddiccode: 7 }, pagination: { page: 1, perPage: 10 } }),
    );

    // Only the active values: the advanced search's "Actief" filter.
    fireEvent.click(screen.getByRole('button', { name: 'Filter toevoegen' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Actief' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Actief' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ja' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('codelijst-items', expect.objectContaining({ filter: { iddiccode: 7, active: '1' } })),
    );

    fireEvent.click(screen.getByText('Hond'));
    const edit = await screen.findByRole('dialog', { name: 'Waarde „Hond" wijzigen' });
    expect((within(edit).getByLabelText(/^Code/) as HTMLInputElement).value).toBe('HOND');
    fireEvent.click(within(edit).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A new value goes into the list whose tab it is.
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe waarde' }));
    const create = await screen.findByRole('dialog', { name: 'Nieuwe waarde' });
    fireEvent.change(within(create).getByLabelText(/^Code/), { target: { value: 'KAT' } });
    fireEvent.change(within(create).getByLabelText(/^Omschrijving/), { target: { value: 'Kat' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('codelijst-items', { data: { iddiccode: 7, codedetail: 'KAT', description: 'Kat', active: 1 } }),
    );
  });

  it('shows the values read-only to a provider, saying who may change them', async () => {
    renderAt('/codelijsten/7/items', 'OPLVERSTREKKER');
    await screen.findByText('PAARD');
    screen.getByText('U kunt deze gegevens raadplegen; enkel het secretariaat kan ze wijzigen.');
    expect(screen.queryByRole('button', { name: 'Nieuwe waarde' })).toBeNull();
    fireEvent.click(screen.getByText('Hond'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** fetch as the translations tab sees it: the list's translations, then the POST of one. */
function stubTranslationsApi() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return json({ iddiccodedetail: 1, languagecode: 'fr', ...JSON.parse(String(init.body)) });
    if (url === '/api/lists/codelists/7/translations') {
      return json({
        items: [
          { id: 1, iddiccodedetail: 1, codedetail: 'HOND', description: 'Hond', translations: {} },
          { id: 2, iddiccodedetail: 2, codedetail: 'KAT', description: 'Kat', translations: { fr: 'Chat' } },
          { id: 3, iddiccodedetail: 3, codedetail: 'PAARD', description: 'Paard', translations: { fr: ' ' } },
        ],
        languages: ['nl', 'fr'],
      });
    }
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const MISSING = 'Geen Franse vertaling: het Nederlands wordt getoond';

describe('the translations tab of a codelist', () => {
  it('is a tab of the list page, flags each value without French and saves one translation for the secretariat', async () => {
    const fetchMock = stubTranslationsApi();
    renderAt('/codelijsten/7/translations', 'SECRETARIAAT');
    await screen.findByText('Chat');
    // Inside the list's page: its name and the way back to the values.
    await screen.findByRole('heading', { name: 'Diersoorten' });
    expect(screen.getByRole('tab', { name: 'Waarden' }).getAttribute('href')).toBe('/codelijsten/7/items');
    screen.getByRole('columnheader', { name: 'Frans' });
    // A blank text is no translation either: its readers see the Dutch one.
    expect(screen.getAllByText(MISSING)).toHaveLength(2);
    screen.getByText('2 van de 3 waarden hebben geen Franse vertaling');
    // The Dutch column says its language, as a French reader's screen shows it too.
    expect(screen.getByText('Hond').getAttribute('lang')).toBe('nl');
    // And each translation its own, so a screen reader says "Chat" in French on a Dutch screen.
    expect(screen.getByText('Chat').getAttribute('lang')).toBe('fr');

    fireEvent.click(screen.getAllByRole('button', { name: MISSING })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Vertaling bewerken (Frans)' });
    fireEvent.change(within(dialog).getByLabelText(/^Frans/), { target: { value: 'Chien' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/lists/codelists/items/1/translations/fr',
        expect.objectContaining({ method: 'POST', body: '{"description":"Chien"}' }),
      ),
    );
    await screen.findByText('De wijzigingen werden opgeslagen.');
  });

  it('shows only the values without French when asked, and all of them again', async () => {
    stubTranslationsApi();
    renderAt('/codelijsten/7/translations', 'SECRETARIAAT');
    await screen.findByText('Chat');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enkel waarden zonder Franse vertaling' }));
    await waitFor(() => expect(screen.queryByText('KAT')).toBeNull());
    screen.getByText('HOND');
    screen.getByText('PAARD');
    // The count is the list's, not the filtered rows'.
    screen.getByText('2 van de 3 waarden hebben geen Franse vertaling');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enkel waarden zonder Franse vertaling' }));
    await screen.findByText('KAT');
  });

  it('is read-only for a provider', async () => {
    stubTranslationsApi();
    renderAt('/codelijsten/7/translations', 'OPLVERSTREKKER');
    await screen.findByText('Chat');
    expect(screen.getAllByText(MISSING)).toHaveLength(2);
    expect(screen.queryAllByRole('button', { name: MISSING })).toHaveLength(0);
    screen.getByText(/enkel het secretariaat kan ze wijzigen/);
  });
});
