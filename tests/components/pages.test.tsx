// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider, HttpError, Notification } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import PageEdit from '../../src/resources/pages/PageEdit';
import PageList from '../../src/resources/pages/PageList';
import type { PageTemplate } from '../../src/resources/pages/types';
import { type Call, fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});


const page: PageTemplate = {
  id: 2,
  idpagetemplate: 2,
  name: 'REGLEMENT',
  title: 'Reglement van het ledenportaal',
  content: '<p>Als lid van de Orde verbindt u zich ertoe:</p>',
  updated_at: '2026-03-05T13:00:00Z',
  updated_by: 'secretariaat',
};

/** A data provider that only records the calls the screens make (test double, no HTTP). */
const pageProvider = (overrides: Partial<Record<keyof DataProvider, Mock<Call>>> = {}) =>
  fakeDataProvider({
    getList: fn(() => Promise.resolve({ data: [page], total: 1 })),
    getOne: fn(() => Promise.resolve({ data: page })),
    // The server sanitises the HTML: what comes back is what the screen must show.
    update: fn((_resource: string, params: any) =>
      Promise.resolve({ data: { ...page, ...params.data, content: '<p>Opgeschoond</p>', updated_at: '2026-07-01T08:09:00Z' } }),
    ),
    ...overrides,
  });

/** A data router, as in main.tsx: the edit screen asks before leaving with unsaved changes. */
function renderAt(path: string, dataProvider: DataProvider) {
  const app = (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PageList />
      <Notification />
    </AdminContext>
  );
  const edit = (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PageEdit />
      <Notification />
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/templates/pages', element: app },
      { path: '/templates/pages/:id', element: edit },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageList', () => {
  it('pages by 25, searches by name and opens a template on a click', async () => {
    const dataProvider = pageProvider();
    const router = renderAt('/templates/pages', dataProvider);
    expect(await screen.findByText('Reglement van het ledenportaal')).toBeTruthy();
    expect(screen.getByText('05/03/2026 14:00')).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith('pages', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));
    fireEvent.change(screen.getByPlaceholderText('Zoeken op naam'), { target: { value: 'regl' } });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('pages', expect.objectContaining({ filter: { name: 'regl' } })));
    fireEvent.click(await screen.findByText('REGLEMENT'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates/pages/2'));
  });
});

describe('PageEdit', () => {
  it('shows the last change, saves { title, content } and then shows what the server stored', async () => {
    const dataProvider = pageProvider();
    renderAt('/templates/pages/2', dataProvider);
    expect(await screen.findByText(/Laatst gewijzigd op 05\/03\/2026 14:00 door secretariaat/)).toBeTruthy();
    const title = (await screen.findByLabelText(/^Titel/)) as HTMLInputElement;
    expect(title.value).toBe('Reglement van het ledenportaal');
    const content = screen.getByLabelText(/^Tekst \(HTML\)/) as HTMLTextAreaElement;
    expect(content.value).toBe('<p>Als lid van de Orde verbindt u zich ertoe:</p>');
    // The preview is a frame that cannot run scripts, fed with the text as it is typed.
    const preview = screen.getByTitle('Voorbeeld van de tekst zoals de bezoeker hem ziet') as HTMLIFrameElement;
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
      expect.objectContaining({ id: '2', data: { title: 'Reglement', content: '<p>Nieuwe <strong>tekst</strong></p>' } }),
    );
    expect(await screen.findByText('De wijzigingen werden opgeslagen.')).toBeTruthy();
    await waitFor(() => expect(content.value).toBe('<p>Opgeschoond</p>'));
    expect(await screen.findByText(/Laatst gewijzigd op 01\/07\/2026 10:09 door secretariaat/)).toBeTruthy();
  });

  it('shows a server field error under the title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new HttpError('Niet alle velden zijn correct ingevuld.', 400, { errors: { title: 'De waarde is te lang.' } });
    const dataProvider = pageProvider({ update: fn(() => Promise.reject(error)) });
    renderAt('/templates/pages/2', dataProvider);
    const title = (await screen.findByLabelText(/^Titel/)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Een andere titel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De waarde is te lang.')).toBeTruthy();
  });
});
