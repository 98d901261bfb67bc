import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadLanguage } from '../../src/i18n';
import { json } from '../helpers/admin';
import { addresses, renderPage, stubApi } from './adressen.fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AdressenPage', () => {
  it('shows the addresses once with their role chips, the cooperations and the requests with their state', async () => {
    stubApi();
    renderPage();
    await screen.findByText('Veldstraat 14, 9000 Gent', undefined, { timeout: 4000 });
    expect(screen.getAllByText('Veldstraat 14, 9000 Gent')).toHaveLength(1);
    await screen.findByText('Privéadres (domicilie)');
    screen.getByText('Correspondentieadres');
    screen.getByText('Publiek adres (ledenlijst)');
    screen.getByRole('heading', { name: 'Dierenkliniek Zuiderpark' });
    screen.getByText('Vennoot / associé');
    screen.getByText('Sinds 01/09/2019');
    // The home address has every role already; the work address can still become public or correspondence address.
    expect(screen.getAllByRole('button', { name: 'Als publiek adres gebruiken' })).toHaveLength(1);
    await screen.findByText('Fout');
    screen.getByText('Goedgekeurd');
    screen.getByText('Deze samenwerking hoort niet bij dit lid.');
    screen.getByText('Ingediend op 05/03/2026 · ingangsdatum 01/12/2026');
    // An ending names the organisation of that cooperation.
    expect(screen.getAllByText('Dierenkliniek Zuiderpark')).toHaveLength(2);
  });

  it("names an address's box in the reader's language: bus in Dutch, bte in French", async () => {
    const boxed = { ...addresses, items: addresses.items.map((a) => ({ ...a, box: '3' })) };
    stubApi({ addressen: () => json(boxed) });
    renderPage();
    await screen.findByText('Veldstraat 14 bus 3, 9000 Gent', undefined, { timeout: 4000 });
    cleanup();
    await loadLanguage('fr');
    stubApi({ addressen: () => json(boxed) });
    renderPage('N1001', createI18nProvider('fr'));
    await screen.findByText('Veldstraat 14 bte 3, 9000 Gent', undefined, { timeout: 4000 });
    expect(screen.queryByText(/ bus 3/)).toBeNull();
  });

  it("shows the Dutch forbidden message for another member's addresses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ addressen: () => json({ errorcode: 'FORBIDDEN' }, 403) });
    renderPage('N1003');
    await screen.findByText('U hebt onvoldoende rechten', undefined, { timeout: 4000 });
  });

  it('makes the work address the public address after a confirmation', async () => {
    const fetchMock = stubApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Als publiek adres gebruiken' }, { timeout: 4000 }));
    const confirm = await screen.findByRole('dialog');
    within(confirm).getByText(/Kortrijksesteenweg 1024, 9000 Gent vanaf vandaag als publiek adres/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/dierenartsen/N1001/addressen',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ iddosextrole: 'PUBLIEK', iddicaddress: 20 }) }),
      ),
    );
    await screen.findByText('De wijzigingen werden opgeslagen.');
  });
});
