import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import verkiezingen from '../../domain/resources/verkiezingen';
import { i18nProvider } from '../../src/i18n';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import DeclaredList from '../../src/shared/declared/DeclaredList';
import { Notifications } from '../../src/shared/layout/Notifications';
import { authAs, type FakeDataProvider, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const limburg = {
  id: 5,
  title: 'Verkiezing provinciale raad Limburg',
  starttime: iso(10),
  endtime: iso(24),
  numberOfElected: 2,
  votable: true,
  state: 'NEW',
  mailssended: false,
  candidateCount: 3,
};

/** The committee of the election as GET /verkiezingen/{id}/comite answers it, in a stage of its ceremony. */
const committeeAt = (stage: string) => ({
  election: { id: 5, title: limburg.title, state: 'NEW', fingerprint: null },
  threshold: 2,
  ceremony: 'a'.repeat(64),
  stage,
  me: null,
  members: ['N1003', 'N1004', 'N1005'].map((username, i) => ({
    index: i + 1,
    username,
    firstname: 'Lid',
    lastname: String(i + 1),
    hasPublished: stage === 'COMPLETE',
    published: null,
    sharesSent: stage === 'COMPLETE',
    checked: stage === 'COMPLETE',
    complaint: null,
  })),
});

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};

function renderAt(address: string, role: string, provider: FakeDataProvider) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext dataProvider={provider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path="/verkiezingen"
            element={
              <>
                <DeclaredList d={verkiezingen} />
                <Where />
              </>
            }
          />
          <Route path="/verkiezingen/:id" element={<DeclaredDetail d={verkiezingen} tab="detail" />} />
        </Routes>
        {/* The app's own: it clears a page's messages on leaving it and shows the one a move brings along. */}
        <Notifications />
      </AdminContext>
    </MemoryRouter>,
  );
}

const listing = () =>
  fakeDataProvider({ getList: fn(() => Promise.resolve({ data: [limburg], total: 1 })), getStats: fn(() => Promise.resolve({ items: [] })) });

describe('the elections list', () => {
  it('shows in "Fase" the stage the list is in when the address names none, and asks for it', async () => {
    for (const [role, stage] of [
      ['SECRETARIAAT', 'Voorbereiding'],
      ['DIERENARTS', 'Stemming'],
    ] as const) {
      const provider = listing();
      renderAt('/verkiezingen', role, provider);
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fase' }).textContent).toBe(stage));
      await waitFor(() =>
        expect(provider.getList).toHaveBeenLastCalledWith(
          'verkiezingen',
          expect.objectContaining({ filter: { stage: role === 'SECRETARIAAT' ? 'admin' : 'voting' } }),
        ),
      );
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/verkiezingen?stage=${role === 'SECRETARIAAT' ? 'admin' : 'voting'}`));
      // Every option is a stage: none leaves the field empty while the server applies one anyway.
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fase' }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['Voorbereiding', 'Stemming', 'Telling', 'Afgelopen', 'Gesloten']);
      cleanup();
    }
  });

  it('counts the states of the stage the list is in: the panel follows "Fase"', async () => {
    const provider = listing();
    renderAt('/verkiezingen?stage=voting', 'SECRETARIAAT', provider);
    await waitFor(() => expect(provider.getStats).toHaveBeenLastCalledWith('verkiezingen', { stage: 'voting' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fase' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Afgelopen' }));
    await waitFor(() => expect(provider.getStats).toHaveBeenLastCalledWith('verkiezingen', { stage: 'finished' }));
  });

  it('opens an election from the keyboard: its row is a stop of Tab and Enter opens it', async () => {
    renderAt('/verkiezingen', 'DIERENARTS', listing());
    const row = (await screen.findByText('Verkiezing provinciale raad Limburg')).closest('tr')!;
    expect(row.tabIndex).toBe(0);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByTestId('where')).toBeNull());
    await screen.findByRole('heading', { name: 'Verkiezing provinciale raad Limburg', level: 1 });
  });

  it('starts a new election as one that can be voted in', async () => {
    renderAt('/verkiezingen?stage=admin', 'SECRETARIAAT', listing());
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe verkiezing' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Stemmen mogelijk') as HTMLInputElement).checked).toBe(true);
  });

  it('after finalising lands on the stage the election moved to, saying so in Dutch', async () => {
    const provider = fakeDataProvider({
      getOne: fn(() => Promise.resolve({ data: limburg })),
      getList: fn(() => Promise.resolve({ data: [], total: 0 })),
      getStats: fn(() => Promise.resolve({ items: [] })),
      committee: fn(() => Promise.resolve(committeeAt('COMPLETE'))),
      runAction: fn(() => Promise.resolve({ ...limburg, state: 'FINISHED', mailssended: true })),
    });
    renderAt('/verkiezingen/5', 'SECRETARIAAT', provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Finaliseren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finaliseren' });
    // A plain confirmation: no key is made here, no share is shown.
    await within(dialog).findByText('De stembus wordt verzegeld met de sleutel van het kiescomité: 2 van de 3 leden zijn nodig voor de telling.');
    expect(within(dialog).queryByText(/Deelsleutel/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finaliseren' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/verkiezingen?stage=voting'));
    expect(provider.runAction).toHaveBeenCalledWith('verkiezingen', 5, 'finaliseren', {});
    await screen.findByText(
      'De verkiezing "Verkiezing provinciale raad Limburg" is gefinaliseerd en de uitnodigingen om te stemmen worden verstuurd. U vindt ze hier in de fase "Stemming".',
    );
    await waitFor(() => expect(provider.getList).toHaveBeenLastCalledWith('verkiezingen', expect.objectContaining({ filter: { stage: 'voting' } })));
    expect(screen.getByRole('combobox', { name: 'Fase' }).textContent).toBe('Stemming');
  });

  it('refuses finalising in Dutch until the committee’s key ceremony is complete', async () => {
    const provider = fakeDataProvider({
      getOne: fn(() => Promise.resolve({ data: limburg })),
      committee: fn(() => Promise.resolve(committeeAt('SHARE'))),
    });
    renderAt('/verkiezingen/5', 'SECRETARIAAT', provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Finaliseren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finaliseren' });
    await within(dialog).findByText(/^De sleutel van het kiescomité is nog niet klaar/);
    expect(within(dialog).queryByRole('button', { name: 'Finaliseren' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(provider.runAction).not.toHaveBeenCalled();
  });
});
