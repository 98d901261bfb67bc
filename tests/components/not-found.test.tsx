import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, ResourceContextProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { declarationNamed } from '../../domain/declare/registry';
import DierenartsProfile from '../../src/pages/dierenartsen/DierenartsProfile';
import '../../src/shared/declared/registry';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import RegistratieEdit from '../../src/resources/registraties/RegistratieEdit';
import { authAs, fakeDataProvider, fn, json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The API's answer for an id that does not exist, as the data provider throws it. */
const notFound = () => Promise.reject(new HttpError('Het gevraagde gegeven werd niet gevonden.', 404, { errorcode: 'NOT_FOUND' }));

/** Every screen of one record, at an address whose id is unknown, with the list it belongs to. */
const screens = [
  {
    name: 'a registration',
    path: '/registraties/999',
    route: '/registraties/:id',
    list: '/registraties',
    resource: 'registraties',
    element: <RegistratieEdit />,
  },
  {
    name: "a codelist's values",
    path: '/codelijsten/999/items',
    route: '/codelijsten/:id/items',
    list: '/codelijsten',
    resource: 'codelijsten',
    element: <DeclaredDetail d={declarationNamed('codelijsten')!} tab="items" />,
  },
  {
    name: "a codelist's translations",
    path: '/codelijsten/999/translations',
    route: '/codelijsten/:id/translations',
    list: '/codelijsten',
    resource: 'codelijsten',
    element: <DeclaredDetail d={declarationNamed('codelijsten')!} tab="translations" />,
  },
  {
    name: 'a page template',
    path: '/templates/pages/999',
    route: '/templates/pages/:id',
    list: '/templates/pages',
    resource: 'pages',
    element: <DeclaredDetail d={declarationNamed('pages')!} tab="detail" />,
  },
  {
    name: "a veterinarian's sheet",
    path: '/zoeken/dierenarts/N9999',
    route: '/zoeken/dierenarts/:ordenummer',
    list: '/zoeken/dierenarts',
    resource: 'dierenartsen',
    element: <DierenartsProfile />,
  },
];

describe('an unknown id', () => {
  it.each(screens)('on $name says in Dutch that it does not exist and leads back to the list', async ({ path, route, list, resource, element }) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The translations screen reads its rows with a custom call: the same 404.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ errorcode: 'NOT_FOUND' }, 404)),
    );
    const dataProvider = fakeDataProvider({ getOne: fn(notFound), getList: fn(notFound) });
    const wrap = (child: React.ReactNode) => (
      <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>{child}</ResourceContextProvider>
      </AdminContext>
    );
    const router = createMemoryRouter(
      [
        { path: route, element: wrap(element) },
        { path: list, element: <p>de lijst</p> },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);

    // At once, not after react-query's retries (about 7 s).
    await screen.findByText('Dit gegeven bestaat niet (meer).', {}, { timeout: 1500 });
    expect(screen.queryByRole('button', { name: 'Nieuwe waarde' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    const back = screen.getByRole('link', { name: resource === 'dierenartsen' ? /Terug/ : 'Terug naar de lijst' });
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe(list));
  });
});
