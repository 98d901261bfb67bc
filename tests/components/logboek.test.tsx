import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import LogboekPage from '../../src/pages/logboek/LogboekPage';
import { i18nProvider } from '../../src/i18n';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const row = (id: number, over: Record<string, unknown>) => ({
  id,
  at: '2026-11-20T09:15:00Z',
  username: 'secretariaat',
  name: 'Sofie Secretariaat',
  resource: 'adreswijzigingen',
  recordId: String(id),
  action: 'DECLINED',
  subject: 'Adreswijziging',
  label: 'Afgekeurd',
  changes: [] as string[],
  diff: [] as { label: string; before: string | null; after: string | null }[],
  more: 0,
  link: null as string | null,
  ...over,
});
const items = [
  row(41, {
    changes: ['Status', 'Commentaar'],
    diff: [
      { label: 'Status', before: 'Nieuw', after: 'Afgekeurd' },
      { label: 'Commentaar', before: null, after: 'Onvolledig' },
    ],
    link: '/dierenarts/adreswijzigingen?filter=%7B%22id%22%3A41%7D',
  }),
  row(42, { resource: 'vrijstellingen', subject: 'Vrijstelling', action: 'APP', label: 'Goedgekeurd', link: '/vrijstellingen/register/42' }),
  row(43, { resource: 'gebruikers', recordId: 'N1001', subject: 'Gebruiker', action: 'update', label: 'Gewijzigd', link: '/zoeken/dierenarts/N1001' }),
  row(44, { resource: 'herinneringen', recordId: '7', subject: 'Herinnering', action: 'create', label: 'Aangemaakt', link: '/herinneringen' }),
];

const Where = () => <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;

const HASH = '0123456789abcdef'.repeat(4);

function renderPage(head = { label: 'audit-keten-v1', volgnummer: 1234, hash: HASH }) {
  const auditTrail = fn(() => Promise.resolve({ items, limit: 50, offset: 0, size: items.length }));
  const auditChainHead = fn(() => Promise.resolve(head));
  render(
    <MemoryRouter initialEntries={['/logboek']}>
      <AdminContext dataProvider={fakeDataProvider({ auditTrail, auditChainHead })} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/logboek" element={<LogboekPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return auditTrail;
}

describe('LogboekPage', () => {
  it('shows the action in Dutch and each changed field once with its value before and after', async () => {
    renderPage();
    await screen.findByText('Onvolledig');
    const declined = screen.getAllByRole('row').find((r) => r.textContent?.includes('Onvolledig'))!;
    // The action's cell and the state's new value both read "Afgekeurd".
    expect(within(declined).getAllByText('Afgekeurd')).toHaveLength(2);
    expect(declined.textContent).toContain('Status: Nieuw → Afgekeurd');
    expect(declined.textContent).toContain('Commentaar: — → Onvolledig');
    expect(within(declined).getAllByText(/^Status:$/)).toHaveLength(1);
    expect(screen.queryByText('DECLINED')).toBeNull();
  });

  it("shows the chain head's number and the start of its hash, the full hash in its title and behind the copy button", async () => {
    const writeText = fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    const line = await screen.findByText('Kop van de keten: nr. 1234, 0123456789abcdef…');
    expect(line.getAttribute('title')).toBe(HASH);
    fireEvent.click(screen.getByRole('button', { name: 'Volledige hash kopiëren' }));
    expect(writeText).toHaveBeenCalledWith(HASH);
  });

  it('shows no chain head for an empty trail', async () => {
    renderPage({ label: 'audit-keten-v1', volgnummer: 0, hash: '' });
    await screen.findByText('Onvolledig');
    expect(screen.queryByText(/Kop van de keten/)).toBeNull();
  });

  it('links every kind of row that has a screen, and the link opens it', async () => {
    renderPage();
    expect((await screen.findByRole('link', { name: '42 openen (Vrijstelling)' })).getAttribute('href')).toBe('/vrijstellingen/register/42');
    expect(screen.getByRole('link', { name: 'N1001 openen (Gebruiker)' }).getAttribute('href')).toBe('/zoeken/dierenarts/N1001');
    expect(screen.getByRole('link', { name: '7 openen (Herinnering)' }).getAttribute('href')).toBe('/herinneringen');
    fireEvent.click(screen.getByRole('link', { name: '41 openen (Adreswijziging)' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dierenarts/adreswijzigingen?filter=%7B%22id%22%3A41%7D'));
  });

  it('offers each kind and each action once, and filters on every action that reads the same', async () => {
    const auditTrail = renderPage();
    await screen.findByText('Onvolledig', { exact: false });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Soort' }));
    const kinds = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(new Set(kinds).size).toBe(kinds.length);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Handeling' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const names = options.map((o) => o.textContent);
    expect(new Set(names).size).toBe(names.length);
    fireEvent.click(options.find((o) => o.textContent === 'Goedgekeurd')!);
    await waitFor(() => expect(auditTrail).toHaveBeenLastCalledWith(expect.objectContaining({ handeling: expect.stringContaining('APPROVED') }), 50, 0));
    const chosen = (auditTrail.mock.calls.at(-1)![0] as { handeling: string }).handeling.split(',');
    expect(chosen).toEqual(expect.arrayContaining(['APPROVED', 'APP', 'goedkeuren']));
  });
});
