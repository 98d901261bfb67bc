import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import CommitteeTab from '../../src/resources/verkiezingen/CommitteeTab';
import ResultsTab from '../../src/resources/verkiezingen/ResultsTab';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

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
  candidateCount: 3,
};
const FINGERPRINT = 'ab'.repeat(32);
const people = [
  { username: 'N1003', firstname: 'Els', lastname: 'Claes' },
  { username: 'N1004', firstname: 'Wouter', lastname: 'De Smet' },
  { username: 'N1005', firstname: 'Désiré', lastname: 'Wouters' },
];
const user = (p: (typeof people)[number], over = {}) => ({
  id: 1,
  email: '',
  telephone: null,
  roles: ['DIERENARTS'],
  active: true,
  kennisname: true,
  ...p,
  ...over,
});

/** The committee as GET /verkiezingen/5/comite answers the secretariat. */
const committee = (stage: string, over: { state?: string; complaint?: [number, number] } = {}) => ({
  election: { id: 5, title: limburg.title, state: over.state ?? 'NEW', fingerprint: over.state === 'FINISHED' ? FINGERPRINT : null },
  threshold: stage === 'NONE' ? null : 2,
  ceremony: stage === 'NONE' ? null : 'c'.repeat(64),
  stage,
  me: null,
  members:
    stage === 'NONE'
      ? []
      : people.map((p, i) => ({
          index: i + 1,
          ...p,
          hasPublished: false,
          published: null,
          sharesSent: false,
          checked: false,
          complaint: over.complaint?.[0] === i + 1 ? over.complaint[1] : null,
        })),
});

function renderTab(path: string, election: object, overrides: Parameters<typeof fakeDataProvider>[0]) {
  const provider = fakeDataProvider({ getOne: fn(() => Promise.resolve({ data: election })), ...overrides });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/verkiezingen/:id/comite" element={<CommitteeTab />} />
          <Route path="/verkiezingen/:id/resultaten" element={<ResultsTab />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

/** Types in the member search and picks the account it offers. */
async function addMember(text: string, option: RegExp) {
  const search = screen.getByRole('combobox', { name: 'Lid toevoegen' }) as HTMLInputElement;
  search.focus();
  fireEvent.change(search, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the election’s committee tab', () => {
  it('names members found among the portal’s vets and secretariat, with a threshold, and saves them in order', async () => {
    const provider = renderTab('/verkiezingen/5/comite', limburg, {
      committee: fn(() => Promise.resolve(committee('NONE'))),
      searchUsers: fn((term: string) =>
        Promise.resolve([
          ...people.filter((p) => p.lastname.toLowerCase().startsWith(term.toLowerCase())).map((p) => user(p)),
          // Neither a provider's account nor an inactive one can sit on a committee.
          user({ username: 'opleider', firstname: 'Olga', lastname: `${term}x` }, { roles: ['OPLVERSTREKKER'] }),
          user({ username: 'N1099', firstname: 'Oud', lastname: `${term}y` }, { active: false }),
        ]),
      ),
      saveCommittee: fn(() => Promise.resolve(committee('PUBLISH'))),
    });
    await screen.findByText('Nog geen leden gekozen.');
    await addMember('Claes', /^Els Claes \(N1003\)/);
    expect(screen.queryByRole('option', { name: /Olga/ })).toBeNull();
    await addMember('De Smet', /^Wouter De Smet \(N1004\)/);
    await addMember('Wouters', /^Désiré Wouters \(N1005\)/);
    screen.getByText('3. Désiré Wouters (N1005)');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Nodig voor de telling' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2', '3']);
    fireEvent.click(screen.getByRole('option', { name: '2' }));
    // The server refuses as many secretariat accounts as the threshold: the help says so beforehand.
    screen.getByText(
      /^Hoeveel van de 3 leden samen de stemmen kunnen tellen: minstens 2, en meer dan het aantal medewerkers van het secretariaat in het comité/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen uit het kiescomité: Wouter De Smet (N1004)' }));
    await addMember('De Smet', /^Wouter De Smet \(N1004\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Kiescomité bewaren' }));
    await waitFor(() => expect(provider.saveCommittee).toHaveBeenCalledWith('5', { threshold: 2, members: ['N1003', 'N1005', 'N1004'] }));
    // The ceremony's progress per member follows.
    await screen.findByText('Ronde 1 van 3: elk lid maakt zijn sleutelbestand en publiceert.');
  });

  it('explains a complaint and restarts the ceremony after a confirmation', async () => {
    const provider = renderTab('/verkiezingen/5/comite', limburg, {
      committee: fn(() => Promise.resolve(committee('COMPLAINT', { complaint: [1, 2] }))),
      restartCeremony: fn(() => Promise.resolve(committee('PUBLISH'))),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Lid 1 \(Els Claes\) vond dat het deel van lid 2 \(Wouter De Smet\) niet klopt.*Start de ceremonie opnieuw, of vervang lid 2 in het kiescomité/,
    );
    screen.getByText('Klacht over lid 2');
    fireEvent.click(screen.getByRole('button', { name: 'Ceremonie opnieuw starten' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/hun vorige sleutelbestanden worden waardeloos/);
    expect(provider.restartCeremony).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ceremonie opnieuw starten' }));
    await waitFor(() => expect(provider.restartCeremony).toHaveBeenCalledWith('5'));
  });

  it('shows a finalised election’s fingerprint, and says when an election still uses the key of before the committee', async () => {
    renderTab(
      '/verkiezingen/5/comite',
      { ...limburg, state: 'FINISHED', fingerprint: FINGERPRINT },
      { committee: fn(() => Promise.resolve(committee('COMPLETE', { state: 'FINISHED' }))) },
    );
    expect((await screen.findByTestId('election-fingerprint')).textContent).toBe(FINGERPRINT);
    cleanup();
    renderTab('/verkiezingen/5/comite', { ...limburg, state: 'FINISHED', fingerprint: null, publicKey: FINGERPRINT }, {});
    await screen.findByText(/^Deze verkiezing gebruikt nog de sleutel van vóór het kiescomité/);
  });
});

describe('the results of an ended election not counted yet', () => {
  const ended = { ...limburg, state: 'FINISHED', starttime: iso(-20), endtime: iso(-1), keyThreshold: 2, keyHolders: 3 };
  const notCounted = fn(() => Promise.reject(new HttpError('De stemmen zijn nog niet geteld.', 409, { errorcode: 'COUNT_NOT_DONE' })));

  it('waits for the committee, with no share to type, for a committee election', async () => {
    renderTab(
      '/verkiezingen/5/resultaten',
      { ...ended, fingerprint: FINGERPRINT },
      {
        electionResults: notCounted,
        committee: fn(() => Promise.resolve({ ...committee('COMPLETE', { state: 'FINISHED' }), partials: 1 })),
      },
    );
    await screen.findByText('De telling wacht op het kiescomité: 1 van 2.');
    expect(screen.queryByRole('textbox', { name: /Deelsleutel/ })).toBeNull();
  });

  it('keeps the typed shares for an election keyed before the committee, and says so', async () => {
    renderTab('/verkiezingen/5/resultaten', { ...ended, fingerprint: null, publicKey: FINGERPRINT }, { electionResults: notCounted });
    await screen.findByText(/^Deze verkiezing gebruikt nog de sleutel van vóór het kiescomité/);
    screen.getByRole('textbox', { name: 'Deelsleutel van lid 1' });
  });
});
