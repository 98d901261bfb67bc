import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AgendaPage from '../../src/pages/cursusagenda/AgendaPage';
import AgendaSheetPage from '../../src/pages/cursusagenda/AgendaSheetPage';
import { i18nProvider } from '../../src/i18n';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const codelists: Record<string, { codedetail: string; description: string; active: number }[]> = {
  VAKGEBIED: [
    { codedetail: 'CARDIO', description: 'Cardiologie', active: 1 },
    { codedetail: 'DERMA', description: 'Dermatologie', active: 0 },
  ],
  OPLNIVEAU: [{ codedetail: 'GEVORDERD', description: 'Gevorderd', active: 1 }],
  DIERSOORTEN: [{ codedetail: 'GEZEL', description: 'Gezelschapsdieren (hond, kat)', active: 1 }],
  PROVINCIE: [
    { codedetail: 'OVL', description: 'Oost-Vlaanderen', active: 1 },
    { codedetail: 'WVL', description: 'West-Vlaanderen', active: 1 },
  ],
};
const course = (id: number, over = {}) => ({
  id,
  title: `Cursus ${String(id).padStart(2, '0')}`,
  startDate: '2026-12-20',
  endDate: '2026-12-20',
  location: 'Salisburylaan 133, 9820 Merelbeke',
  online: false,
  type: 'EBP',
  organisation: 'Vetacademie Vlaanderen',
  points: 3.5,
  province: { code: 'OVL', description: 'Oost-Vlaanderen' },
  discipline: { code: 'CARDIO', description: 'Cardiologie' },
  level: { code: 'GEVORDERD', description: 'Gevorderd' },
  species: [{ code: 'GEZEL', description: 'Gezelschapsdieren (hond, kat)' }],
  ...over,
});
const all = Array.from({ length: 30 }, (_, i) => course(i + 1, i === 1 ? { endDate: '2026-12-21', online: true, location: null, province: null } : {}));
const agendaList = fn((_filters: unknown, limit: number, offset: number) =>
  Promise.resolve({ items: all.slice(offset, offset + limit), limit, offset, size: all.length }),
);
const sheet = {
  ...course(7),
  ebpNumber: 'EBP-0415',
  hours: 3,
  upcoming: true,
  items: [{ datum: '2026-12-20', dagdeel: 'Avond', startTime: '19:00', endTime: '21:00', points: 1, category: 'Lezing' }],
  speakers: [{ firstName: 'Lien', lastName: 'Claes', title: 'Dr.', relatedTo: 'Faculteit Diergeneeskunde UGent' }],
  contact: { website: 'www.vetacademie.be', email: 'info@vetacademie.be', telephone: null, locality: 'Gent' },
  inMyAgenda: false,
  hasCalendarLink: false,
};

const Where = () => <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;

function renderAt(address: string, overrides = {}, role = 'DIERENARTS') {
  const provider = fakeDataProvider({
    agendaList,
    agendaCourse: fn(() => Promise.resolve(sheet)),
    addToMyAgenda: fn(() => Promise.resolve({ inMyAgenda: true })),
    removeFromMyAgenda: fn(() => Promise.resolve({ inMyAgenda: false })),
    getPublicCodelist: fn((code: string) => Promise.resolve(codelists[code] ?? [])),
    ...overrides,
  });
  render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext dataProvider={provider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path="/bijscholing/agenda"
            element={
              <>
                <AgendaPage />
                <Where />
              </>
            }
          />
          <Route
            path="/bijscholing/agenda/:id"
            element={
              <>
                <AgendaSheetPage />
                <Where />
              </>
            }
          />
          <Route path="/profiel" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

describe('AgendaPage', () => {
  it('shows the courses as cards in Dutch, 25 a page, each opening its sheet', async () => {
    renderAt('/bijscholing/agenda');
    const first = await screen.findByRole('article', { name: 'Cursus 01' });
    expect(agendaList).toHaveBeenLastCalledWith({ discipline: '', level: '', species: '', provincie: '', online: '', q: '' }, 25, 0);
    for (const text of [
      '20/12/2026 · Oost-Vlaanderen',
      'Vetacademie Vlaanderen',
      'Salisburylaan 133, 9820 Merelbeke',
      '3,5 punten',
      'Cardiologie',
      'Gevorderd',
    ])
      within(first).getByText(text);
    within(screen.getByRole('article', { name: 'Cursus 02' })).getByText('20/12/2026 – 21/12/2026');
    within(screen.getByRole('article', { name: 'Cursus 02' })).getByText('Online');
    expect(screen.getAllByRole('article')).toHaveLength(25);
    screen.getByText('30 bijscholingen');
    fireEvent.click(screen.getByRole('link', { name: 'Cursus 03' }));
    expect(screen.getByTestId('where').textContent).toBe('/bijscholing/agenda/3');
  });

  it('reads its filters and page from the address, and writes each choice back, on the first page again', async () => {
    renderAt('/bijscholing/agenda?provincie=OVL&pagina=2');
    await screen.findByRole('article', { name: 'Cursus 26' });
    expect(agendaList).toHaveBeenLastCalledWith(expect.objectContaining({ provincie: 'OVL' }), 25, 25);
    expect(screen.getByLabelText('Provincie')).toHaveProperty('value', 'OVL');
    await screen.findByRole('option', { name: 'Cardiologie' });
    fireEvent.change(screen.getByLabelText('Vakgebied'), { target: { value: 'CARDIO' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bijscholing/agenda?discipline=CARDIO&provincie=OVL'));
    await waitFor(() => expect(agendaList).toHaveBeenLastCalledWith(expect.objectContaining({ discipline: 'CARDIO', provincie: 'OVL' }), 25, 0));
    fireEvent.change(screen.getByLabelText('Zoeken op titel of organisator'), { target: { value: 'hart' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bijscholing/agenda?discipline=CARDIO&provincie=OVL&q=hart'));
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bijscholing/agenda'));
  });

  it('says when the address asks a page past the end, and leads back to the first', async () => {
    renderAt('/bijscholing/agenda?pagina=9');
    await screen.findByText('Deze pagina bestaat niet: er zijn 30 bijscholingen.');
    fireEvent.click(screen.getByRole('button', { name: 'Naar de eerste pagina' }));
    await screen.findByRole('article', { name: 'Cursus 01' });
    expect(screen.getByTestId('where').textContent).toBe('/bijscholing/agenda');
  });

  it('names a filter the address keeps on a code no longer offered by its text, not its code', async () => {
    renderAt('/bijscholing/agenda?discipline=DERMA');
    await screen.findByRole('article', { name: 'Cursus 01' });
    const field = screen.getByLabelText('Vakgebied') as HTMLSelectElement;
    await waitFor(() => expect(field.selectedOptions[0]?.textContent).toBe('Dermatologie'));
    // Still not offered as a choice of its own.
    expect(within(field).queryAllByRole('option', { name: 'Dermatologie' })).toHaveLength(1);
  });

  it('shows the server’s refusal of a filter beside its field', async () => {
    const refused = fn(() =>
      Promise.reject(
        new HttpError('Deze keuze bestaat niet (meer). Kies opnieuw.', 400, {
          errorcode: 'VALIDATION_ERROR',
          fields: { discipline: 'Deze keuze bestaat niet (meer). Kies opnieuw.' },
        }),
      ),
    );
    renderAt('/bijscholing/agenda?discipline=ONBEKEND', { agendaList: refused });
    expect(await screen.findAllByText('Deze keuze bestaat niet (meer). Kies opnieuw.')).toHaveLength(2);
  });
});

describe('AgendaSheetPage', () => {
  it('shows the programme, the speakers and the organiser’s contact, and puts the course in the member’s agenda', async () => {
    const provider = renderAt('/bijscholing/agenda/7');
    await screen.findByRole('heading', { level: 1, name: 'Cursus 07' });
    screen.getByText('20/12/2026 · 19:00–21:00 · Avond');
    // One point is said in the singular.
    screen.getByText('Lezing · 1 punt');
    screen.getByText('Dr. Lien Claes');
    screen.getByText('verbonden aan Faculteit Diergeneeskunde UGent');
    expect(screen.getByRole('link', { name: 'info@vetacademie.be' }).getAttribute('href')).toBe('mailto:info@vetacademie.be');
    // No calendar link yet: the sheet says so and leads to the profile.
    fireEvent.click(screen.getByRole('button', { name: 'Zet in mijn agenda' }));
    await screen.findByRole('button', { name: 'Uit mijn agenda halen' });
    expect(provider.addToMyAgenda).toHaveBeenCalledWith(7);
    screen.getByText('Deze bijscholing staat in uw agenda.');
    fireEvent.click(screen.getByRole('button', { name: 'Uit mijn agenda halen' }));
    await screen.findByRole('button', { name: 'Zet in mijn agenda' });
    expect(provider.removeFromMyAgenda).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByRole('link', { name: 'Agendalink maken' }));
    expect(screen.getByTestId('where').textContent).toBe('/profiel');
  });

  it('offers the secretariat no agenda of its own, and says when a course is not in the agenda', async () => {
    renderAt('/bijscholing/agenda/7', {}, 'SECRETARIAAT');
    await screen.findByRole('heading', { level: 1, name: 'Cursus 07' });
    expect(screen.queryByRole('button', { name: 'Zet in mijn agenda' })).toBeNull();
    cleanup();
    renderAt('/bijscholing/agenda/8', { agendaCourse: fn(() => Promise.reject(new HttpError('Deze cursus staat niet in de agenda.', 404, {}))) });
    await screen.findByText('Deze cursus staat niet in de agenda.');
    screen.getByRole('heading', { level: 1, name: 'Agenda bijscholingen' });
  });
});
