import { createHash } from 'node:crypto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../domain/texts/errors.nl';
import { createI18nProvider, i18nProvider, loadLanguage } from '../../src/i18n';
import AttestPage from '../../src/pages/attest/AttestPage';
import { json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CODE = '7KQ2-M9XD-4TRB-ZP81-HC3A';
const PDF = new TextEncoder().encode('%PDF-1.7 het attest zoals het werd opgemaakt');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const stated = {
  name: 'Hélène Geëlen',
  ordenummer: 'N1001',
  period: { startDate: '2024-01-01', endDate: '2026-12-31' },
  requiredPoints: 60,
  points: { ebpcursussen: 20, bpcursussen: 12.5, teachings: 4, peerreview: 5, others: 10, othersUncapped: 10, othersCap: 36, total: 51.5, theory: 8 },
  courses: [
    { type: 'ebpcursussen', title: 'Coördinatie', date: '2025-03-02', points: 20 },
    { type: 'bpcursussen', title: 'Reeën en hun ziekten', date: '2025-06-14', points: 12.5 },
  ],
  exemptUntil: null,
  met: false,
  madeOn: '2026-11-29',
};

function stubApi() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === `/api/attesten/${encodeURIComponent(CODE)}`) return json({ code: CODE, stated, sha256: sha256(PDF), madeAt: '2026-11-29T10:00:00.000Z' });
    if (url.startsWith('/api/attesten/FOUT')) return json({ errorcode: 'ATTEST_CODE_ONGELDIG', usererror: errorMessages.ATTEST_CODE_ONGELDIG }, 400);
    return json({ errorcode: 'ATTEST_ONBEKEND', usererror: errorMessages.ATTEST_ONBEKEND }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(() => loadLanguage('fr'));

function renderAt(path: string, language: 'nl' | 'fr' = 'nl') {
  const page = (
    <AdminContext i18nProvider={language === 'fr' ? createI18nProvider('fr') : i18nProvider}>
      <AttestPage />
    </AdminContext>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/attest/:code?', element: page }], { initialEntries: [path] })} />);
}

const choose = (bytes: Uint8Array, name = 'attest.pdf') =>
  fireEvent.change(screen.getByTestId('attest-file'), { target: { files: [new File([bytes as BlobPart], name, { type: 'application/pdf' })] } });

describe('the public check of a certificate, /attest/{code}', () => {
  it('shows what the certificate stated, in Dutch, with dates dd/MM/yyyy and a decimal comma', async () => {
    stubApi();
    renderAt(`/attest/${CODE}`);
    await screen.findByText('Dit attest werd opgemaakt door de Orde der Dierenartsen en vermeldde het volgende.', undefined, { timeout: 10_000 });
    for (const text of ['Hélène Geëlen', 'N1001', '01/01/2024 tot en met 31/12/2026', '51,5', 'Nee, er ontbreken nog 8,5 punten', '29/11/2026', CODE])
      screen.getByText(text);
    // The number and the code are codes: a browser's translator leaves them as they are, a name not.
    expect(screen.getByText(CODE).getAttribute('translate')).toBe('no');
    expect(screen.getByText('N1001').getAttribute('translate')).toBe('no');
    expect(screen.getByText('Hélène Geëlen').getAttribute('translate')).toBeNull();
  });

  it('lists the points per type, the cap on other forms and each approved course, as the PDF does', async () => {
    stubApi();
    renderAt(`/attest/${CODE}`);
    const points = await screen.findByRole('region', { name: 'Goedgekeurde punten per soort' }, { timeout: 10_000 });
    const pairs = [...points.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'EBP-cursussen 20',
      'BP-cursussen 12,5',
      'Lesgeven 4',
      'Peer review 5',
      'Andere vormen 10',
      'Totaal 51,5',
      'Waarvan theoretische punten 8',
    ]);
    within(points).getByText('Andere vormen telt voor ten hoogste 60 % van de vereiste punten (36); behaald: 10');
    const courses = screen.getByRole('region', { name: 'Goedgekeurde cursussen' });
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Coördinatie02/03/2025 · EBP-cursussen · punten: 20', 'Reeën en hun ziekten14/06/2025 · BP-cursussen · punten: 12,5']);
  });

  it('words what it stated in French for a French reader, the facts unchanged', async () => {
    stubApi();
    renderAt(`/attest/${CODE}`, 'fr');
    await screen.findByText("Cette attestation a été établie par l'Ordre des Médecins Vétérinaires et mentionnait ce qui suit.", undefined, {
      timeout: 10_000,
    });
    screen.getByText('Du 01/01/2024 au 31/12/2026 inclus');
    const points = screen.getByRole('region', { name: 'Points approuvés par type' });
    within(points).getByText('Les autres formes comptent pour 60 % au plus des points requis (36) ; obtenus : 10');
    const courses = screen.getByRole('region', { name: 'Formations approuvées' });
    within(courses).getByText('Reeën en hun ziekten');
    expect(courses.textContent).not.toContain('punten');
  });

  it('says "echt" for the PDF as made and "gewijzigd" for one changed byte', async () => {
    stubApi();
    renderAt(`/attest/${CODE}`);
    await screen.findByRole('button', { name: 'PDF-bestand kiezen' }, { timeout: 10_000 });
    choose(PDF);
    await screen.findByText('Echt: attest.pdf is precies het attest zoals het werd opgemaakt.');
    const changed = PDF.slice();
    changed[10] = changed[10]! ^ 1;
    choose(changed, 'aangepast.pdf');
    await screen.findByText(/^Gewijzigd: aangepast\.pdf is niet het attest/);
  });

  it('tells a mistyped code from an unknown one, and looks up a code typed in', async () => {
    const fetchMock = stubApi();
    renderAt('/attest/FOUT-CODE');
    await screen.findByText(errorMessages.ATTEST_CODE_ONGELDIG, undefined, { timeout: 10_000 });
    const field = screen.getByRole('textbox', { name: 'Verificatiecode' });
    fireEvent.change(field, { target: { value: 'ABCD-EFGH-JKMN-PQRS-TVW0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nakijken' }));
    await screen.findByText(errorMessages.ATTEST_ONBEKEND);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/attesten/ABCD-EFGH-JKMN-PQRS-TVW0', expect.anything()));
    expect(screen.queryByRole('button', { name: 'PDF-bestand kiezen' })).toBeNull();
  });

  it('reads the whole address pasted in, as the certificate prints it, as its code', async () => {
    stubApi();
    renderAt('/attest');
    const field = await screen.findByRole('textbox', { name: 'Verificatiecode' }, { timeout: 10_000 });
    fireEvent.change(field, { target: { value: ` https://portaal.orde-dierenartsen.be/attest/${CODE}/ ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Nakijken' }));
    await screen.findByText('Dit attest werd opgemaakt door de Orde der Dierenartsen en vermeldde het volgende.');
    expect(screen.queryByText(errorMessages.ATTEST_CODE_ONGELDIG)).toBeNull();
  });
});
