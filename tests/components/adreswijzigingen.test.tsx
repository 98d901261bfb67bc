import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domicilie, stubApi, renderQueue, listCalls, postsTo } from './adreswijzigingen.fixtures';
import { json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AdreswijzigingList', () => {
  it('shows only new requests, 5 per page, and switches the state parameter with the filter', async () => {
    const fetchMock = stubApi();
    renderQueue();
    await screen.findByText('Els Janssens');
    expect(listCalls(fetchMock)).toEqual(['/api/dierenartsen/addresschanges?limit=5&offset=0&state=NEW']);
    // Columns: date, member with ordenummer, kind in Dutch, address, start date, state.
    const row = screen.getByText('Els Janssens').closest('tr')!;
    for (const text of ['18/11/2026', 'N1003', 'Domicilie', 'Molenstraat 5 bus A, 2400 Mol', '01/12/2026', 'Nieuw']) {
      within(row).getByText(text);
    }
    screen.getByText('Nieuwe samenwerking');
    expect(screen.getByRole('button', { name: 'Enkel nieuwe' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Enkel fouten' }));
    await screen.findByText('An Wouters');
    expect(listCalls(fetchMock)).toContain('/api/dierenartsen/addresschanges?limit=5&offset=0&state=ERROR');
    screen.getByText('Einde samenwerking');
    // A request in ERROR shows why.
    screen.getByText('Fout');
    screen.getByText('Deze samenwerking hoort niet bij dit lid.');
  });

  it('opens on the state the address names (?state=ERROR), after the NEW list was seen', async () => {
    const fetchMock = stubApi();
    renderQueue();
    await screen.findByText('Els Janssens');
    cleanup();
    // The same store as the visit before: the address still decides.
    renderQueue('/dierenarts/adreswijzigingen?state=ERROR');
    await screen.findByText('An Wouters');
    expect(screen.getByRole('button', { name: 'Enkel fouten' }).getAttribute('aria-pressed')).toBe('true');
    // The NEW list is asked once, on the first visit only.
    expect(listCalls(fetchMock).filter((url) => url.endsWith('state=NEW'))).toHaveLength(1);
  });

  it("opens a request beside the member's current data, and does not decline it without a reason", async () => {
    const fetchMock = stubApi({ one: () => json({ state: 'DECLINED', request: { ...domicilie, state: 'DECLINED' } }) });
    renderQueue();
    fireEvent.click(await screen.findByText('Els Janssens'));
    const dialog = await screen.findByRole('dialog', { name: 'Domicilie: Els Janssens (N1003)' });
    within(dialog).getByText('Molenstraat');
    await within(dialog).findByText('Kerkstraat 12, 2000 Antwerpen');
    within(dialog).getByText(/Privéadres \(domicilie\) · sinds 01\/01\/2020/);
    within(dialog).getByText('Dierenartsenpraktijk Zuid');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
    const reason = await screen.findByRole('dialog', { name: 'Aanvraag afkeuren' });
    fireEvent.click(within(reason).getByRole('button', { name: 'Afkeuren' }));
    await within(reason).findByText('Dit veld is verplicht.');
    expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/1')).toHaveLength(0);

    fireEvent.change(within(reason).getByLabelText(/^Reden/), { target: { value: 'Adres onvolledig.' } });
    fireEvent.click(within(reason).getByRole('button', { name: 'Afkeuren' }));
    await waitFor(() => expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/1')).toHaveLength(1));
    expect(JSON.parse(String(postsTo(fetchMock, '/api/dierenartsen/addresschanges/1')[0]![1]!.body))).toEqual({
      state: 'DECLINED',
      comment: 'Adres onvolledig.',
    });
    await screen.findByText('De aanvraag werd afgekeurd. Het lid krijgt de reden per e-mail.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('approves the selected requests in one call after a confirmation, and reports approved and failed', async () => {
    const fetchMock = stubApi({ bulk: (body) => json({ items: body.ids.map((id: number) => ({ id, state: id === 2 ? 'ERROR' : 'APPROVED' })) }) });
    renderQueue();
    const first = (await screen.findByText('Els Janssens')).closest('tr')!;
    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('Tom Claes').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Geselecteerde goedkeuren' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aanvragen goedkeuren' });
    within(confirm).getByText('Wilt u de 2 geselecteerde aanvragen goedkeuren?');
    expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/actions/approve')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/actions/approve')).toHaveLength(1));
    expect(JSON.parse(String(postsTo(fetchMock, '/api/dierenartsen/addresschanges/actions/approve')[0]![1]!.body))).toEqual({ ids: [1, 2] });
    await screen.findByText('Goedgekeurd: 1. In fout: 1.');
  });

  it('opens the one request the logbook links to, whatever its state, in its dialog', async () => {
    const fetchMock = stubApi();
    renderQueue(`/dierenarts/adreswijzigingen?filter=${encodeURIComponent(JSON.stringify({ id: 1 }))}`);
    await screen.findByText('Els Janssens');
    expect(listCalls(fetchMock)).toEqual(['/api/dierenartsen/addresschanges?limit=5&offset=0&id=1']);
    await screen.findByRole('dialog', { name: 'Domicilie: Els Janssens (N1003)' });
  });
});
