import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, HttpError, Notification } from 'react-admin';
import { createMemoryRouter, RouterProvider, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nlMessages } from '../../src/i18n/nl';
import '../../src/shared/declared/registry';
import { declaredRoutes, declaredScreens } from '../../src/shared/declared/screens';
import { authAs, type FakeDataProvider, fakeDataProvider, fn } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

// The screens load lazily in the app; loaded here first, a route draws at once.
beforeAll(() => Promise.all(declaredScreens.filter(([path]) => path.startsWith('/templates/pages')).map(([, s]) => s.preload())));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const page = {
  id: 2,
  idpagetemplate: 2,
  name: 'REGLEMENT',
  title: 'Reglement van het ledenportaal',
  content: '<p>Als lid van de Orde verbindt u zich ertoe:</p>',
  title_fr: 'Règlement du portail des membres',
  content_fr: "<p>En tant que membre de l'Ordre, vous vous engagez à :</p>",
  // 13:00 UTC is 14:00 in Brussels in March (CET).
  updated_at: '2026-03-05T13:00:00Z',
  updated_by: 'secretariaat',
};

/** A data provider that only records the calls; saving answers as the server does, with the HTML it made safe. */
const pageProvider = () =>
  fakeDataProvider({
    getList: fn(() => Promise.resolve({ data: [page], total: 1 })),
    getOne: fn(() => Promise.resolve({ data: page })),
    update: fn((_resource: string, params: any) =>
      Promise.resolve({ data: { ...page, ...params.data, content: '<p>Opgeschoond</p>', updated_at: '2026-07-01T08:09:00Z' } }),
    ),
  });

/** The app's routes in a data router, as in main.tsx: the form asks before leaving with unsaved changes. */
function renderAt(path: string, dataProvider: FakeDataProvider) {
  const app = (
    <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
      <Routes>{declaredRoutes()}</Routes>
      <Notification />
    </AdminContext>
  );
  const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** A read-only value of the form, by its label. */
const shownValue = (label: string) => screen.getByText(label, { selector: '.RaLabeled-label span' }).closest<HTMLElement>('.MuiStack-root')!;

describe('the page templates', () => {
  it('pages by 25, searches by name in the address and opens a template on a click on its row', async () => {
    const dataProvider = pageProvider();
    const router = renderAt('/templates/pages', dataProvider);
    const row = (await screen.findByText('Reglement van het ledenportaal')).closest('tr')!;
    within(row).getByText('05/03/2026 14:00');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'pages',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' } }),
    );
    fireEvent.change(screen.getByPlaceholderText('Zoeken op naam'), { target: { value: 'regl' } });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('pages', expect.objectContaining({ filter: { name: 'regl' } })));
    await waitFor(() => expect(router.state.location.search).toBe('?name=regl'));
    fireEvent.click(within(row).getByText('REGLEMENT'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates/pages/2'));
    await screen.findByRole('heading', { name: 'REGLEMENT' });
  });

  it('shows who changed it last and when, previews the HTML, saves the title and text of both languages and then shows what the server stored', async () => {
    const dataProvider = pageProvider();
    renderAt('/templates/pages/2', dataProvider);
    const title = (await screen.findByLabelText(/^Titel(?! \(Frans\))/)) as HTMLInputElement;
    expect(title.value).toBe('Reglement van het ledenportaal');
    // Read-only values, not inputs.
    within(shownValue('Laatst gewijzigd')).getByText('05/03/2026 14:00');
    within(shownValue('Gewijzigd door')).getByText('secretariaat');
    expect(screen.queryByLabelText(/^Gewijzigd door/, { selector: 'input' })).toBeNull();

    const content = screen.getByLabelText(/^Tekst \(HTML\)/) as HTMLTextAreaElement;
    expect(content.value).toBe('<p>Als lid van de Orde verbindt u zich ertoe:</p>');
    // Which HTML is allowed, under the text.
    expect(content.getAttribute('aria-describedby')).toContain(screen.getByText(/^De tekst is HTML\. Toegelaten zijn alinea's/).closest('p')!.id);
    // The preview is a frame that cannot run scripts, fed with the text as it is typed.
    // Each language's text has its own preview, in its own column.
    const dutch = within(screen.getByRole('group', { name: 'Nederlands' }));
    const french = within(screen.getByRole('group', { name: 'Frans' }));
    expect(dutch.getByLabelText(/^Tekst \(HTML\)/)).toBe(content);
    expect((french.getByLabelText(/^Titel \(Frans\)/) as HTMLInputElement).value).toBe('Règlement du portail des membres');
    expect(french.getByTitle('Voorbeeld van de tekst zoals de bezoeker hem ziet').getAttribute('srcdoc')).toContain('vous vous engagez');
    const preview = dutch.getByTitle('Voorbeeld van de tekst zoals de bezoeker hem ziet') as HTMLIFrameElement;
    expect(preview.getAttribute('sandbox')).toBe('');
    fireEvent.change(content, { target: { value: '<p>Nieuwe <strong>tekst</strong></p>' } });
    await waitFor(() => expect(preview.getAttribute('srcdoc')).toContain('<p>Nieuwe <strong>tekst</strong></p>'));

    fireEvent.change(title, { target: { value: 'Reglement' } });
    // Enter in the title does not submit (SPEC §5).
    expect(fireEvent.keyDown(title, { key: 'Enter', code: 'Enter' })).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'pages',
      expect.objectContaining({
        id: 2,
        data: {
          title: 'Reglement',
          content: '<p>Nieuwe <strong>tekst</strong></p>',
          title_fr: 'Règlement du portail des membres',
          content_fr: "<p>En tant que membre de l'Ordre, vous vous engagez à :</p>",
        },
      }),
    );
    await screen.findByText('De wijzigingen werden opgeslagen.');
    await waitFor(() => expect(content.value).toBe('<p>Opgeschoond</p>'));
    await screen.findByText('01/07/2026 10:09');
  });

  it('shows a server field error under the title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new HttpError('Niet alle velden zijn correct ingevuld.', 400, { errors: { title: 'De waarde is te lang.' } });
    const dataProvider = pageProvider();
    dataProvider.update.mockImplementation(() => Promise.reject(error));
    renderAt('/templates/pages/2', dataProvider);
    const title = (await screen.findByLabelText(/^Titel(?! \(Frans\))/)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Een andere titel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const message = await screen.findByText('De waarde is te lang.');
    expect(title.getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
  });
});
