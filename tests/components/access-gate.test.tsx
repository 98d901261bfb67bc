import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentPerson } from '../../src/authProvider';
import type { Person } from '../../src/authProvider/session';
import { i18nProvider } from '../../src/i18n';
import { AccessGate } from '../../src/shared/layout/AccessGate';
import { authAs, fakeDataProvider } from '../helpers/admin';

afterEach(() => {
  cleanup();
  setCurrentPerson(undefined);
});

const vet = (kennisname: boolean): Person => ({
  id: 2,
  userid: 2,
  username: 'N1002',
  firstname: 'An',
  lastname: 'Peeters',
  displayname: 'An Peeters',
  email: 'n1002@example.org',
  roles: ['DIERENARTS'],
  legalEntityId: null,
  cursusType: null,
  kennisname,
});

/** The page the app hands the gate (src/App.tsx gives it the custom KennisnamePage). */
const Regulation = ({ person }: { person: Person }) => <p>reglement voor {person.username}</p>;

function renderGate(person: Person) {
  setCurrentPerson(person);
  const element = (
    <AdminContext dataProvider={fakeDataProvider()} authProvider={authAs('DIERENARTS')} i18nProvider={i18nProvider}>
      <AccessGate kennisname={Regulation}>
        <p>het scherm</p>
      </AccessGate>
    </AdminContext>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/profiel'] })} />);
}

describe('AccessGate', () => {
  it('shows the page it was given, instead of the screen, until the regulation is acknowledged', async () => {
    renderGate(vet(false));
    await screen.findByText('reglement voor N1002');
    expect(screen.queryByText('het scherm')).toBeNull();
  });

  it('shows the screen once it is acknowledged', async () => {
    renderGate(vet(true));
    await screen.findByText('het scherm');
    expect(screen.queryByText(/reglement voor/)).toBeNull();
  });
});
