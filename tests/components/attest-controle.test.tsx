import { createHash } from 'node:crypto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../domain/texts/errors.nl';
import { i18nProvider } from '../../src/i18n';
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
  courses: [{ type: 'ebpcursussen', title: 'Coördinatie', date: '2025-03-02', points: 20 }],
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

function renderAt(path: string) {
  const page = (
    <AdminContext i18nProvider={i18nProvider}>
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
});
