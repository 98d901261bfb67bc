import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import wachtdienstaanvragen from '../../domain/resources/wachtdienstaanvragen';
import { gemeente } from '../../server/seed/codelists/gemeenten';
import { i18nProvider } from '../../src/i18n';
import { DeclaredDialog } from '../../src/shared/declared/DeclaredDialog';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Every codelist as the server gives it; the municipalities are the real 300-odd of the seed. */
const lists: Record<string, { codedetail: string; description: string }[]> = {
  GEMEENTE: gemeente.items,
  WACHTDIENST_TYPE: [{ codedetail: 'GEZEL', description: 'Wachtdienst gezelschapsdieren' }],
  DIERSOORTEN: [{ codedetail: 'GEZEL', description: 'Gezelschapsdieren (hond, kat)' }],
};

function renderForm() {
  const provider = fakeDataProvider({
    getPublicCodelist: fn((code: string) =>
      Promise.resolve(
        (lists[code] ?? []).map((i, n) => ({ iddiccodedetail: n + 1, codedetail: i.codedetail, description: i.description, active: 1, sortorder: n })),
      ),
    ),
  });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} authProvider={authAs('DIERENARTS')} i18nProvider={i18nProvider}>
        <DeclaredDialog d={wachtdienstaanvragen} canEdit savedMessage="wachtdiensten.request_sent" onClose={() => {}} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the municipalities of a new on-call service', () => {
  it('narrow to those that match what one types, and the one picked is kept', async () => {
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe wachtdienst aanvragen' });
    const input = await within(dialog).findByRole('combobox', { name: /^Gemeenten/ });
    await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
    const offered = () => screen.queryAllByRole('option').map((o) => o.textContent);
    // As one types: into the field that has the focus.
    input.focus();
    fireEvent.change(input, { target: { value: 'merel' } });
    await waitFor(() => expect(offered()).toEqual(['Merelbeke-Melle']));
    fireEvent.click(screen.getByRole('option', { name: 'Merelbeke-Melle' }));
    within(dialog).getByRole('button', { name: 'Merelbeke-Melle' });
    // Typing on finds the next one, also without its accents or capitals.
    fireEvent.change(input, { target: { value: 'LOCHRI' } });
    await waitFor(() => expect(offered()).toEqual(['Lochristi']));
  });
});
