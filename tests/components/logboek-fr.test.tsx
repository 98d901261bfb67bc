import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, useLocaleState } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider, loadLanguage } from '../../src/i18n';
import { LogboekFilters } from '../../src/pages/logboek/LogboekFilters';
import LogboekPage from '../../src/pages/logboek/LogboekPage';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const options = async (field: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  const labels = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return labels;
};

describe("the logbook's filters for a French reader", () => {
  it('name the kinds of record and the actions in French', async () => {
    await loadLanguage('fr');
    render(
      <AdminContext i18nProvider={createI18nProvider('fr')}>
        <LogboekFilters values={{}} problems={{}} onChange={() => undefined} />
      </AdminContext>,
    );
    const kinds = await options('Type');
    expect(kinds[0]).toBe('Tous');
    expect(kinds).toContain("Lien d'agenda");
    expect(kinds).not.toContain('Agendalink');
    const actions = await options('Opération');
    expect(actions).toContain('Créé');
    expect(actions).not.toContain('Aangemaakt');
    // The days are typed dd/MM/yyyy in both languages; the placeholder says so in French letters.
    expect(screen.getAllByPlaceholderText('jj/mm/aaaa')).toHaveLength(2);
    expect(screen.queryByPlaceholderText('dd/mm/jjjj')).toBeNull();
  });
});

/** What the server answers: the rows worded in the language the request names (the session's, here the locale's). */
const worded = { nl: { subject: 'Gebruiker', label: 'Gewijzigd' }, fr: { subject: 'Utilisateur', label: 'Modifié' } };

const French = () => {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('fr')}>
      Français
    </button>
  );
};

describe("the logbook's rows after a change of language", () => {
  it('asks the server for the rows anew, so they read in the new language', async () => {
    await loadLanguage('fr');
    let language: 'nl' | 'fr' = 'nl';
    const auditTrail = fn(() =>
      Promise.resolve({
        items: [
          {
            id: 1,
            at: '2026-11-20T09:15:00Z',
            username: 'secretariaat',
            name: 'Sofie Vermeulen',
            resource: 'gebruikers',
            recordId: 'N1001',
            action: 'update',
            ...worded[language],
            changes: [],
            diff: [],
            more: 0,
            link: null,
          },
        ],
        limit: 50,
        offset: 0,
        size: 1,
      }),
    );
    const auditChainHead = fn(() =>
      Promise.resolve({ label: language === 'fr' ? 'Tête de la chaîne' : 'Kop van de keten', volgnummer: 1, hash: 'ab'.repeat(32) }),
    );
    render(
      <MemoryRouter initialEntries={['/logboek']}>
        <AdminContext
          dataProvider={fakeDataProvider({ auditTrail, auditChainHead })}
          authProvider={authAs('SECRETARIAAT')}
          i18nProvider={createI18nProvider('nl')}
        >
          <French />
          <LogboekPage />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Gewijzigd')).toBeTruthy();
    language = 'fr';
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByText('Modifié')).toBeTruthy();
    // Who did it: the name, and the user name as a login, the same in every language (not to be translated).
    const login = screen.getByText('secretariaat');
    expect(login.getAttribute('translate')).toBe('no');
    expect(login.closest('td')?.textContent).toBe('Sofie Vermeulen (secretariaat)');
    expect(await screen.findByText(/Tête de la chaîne/)).toBeTruthy();
    expect(screen.queryByText('Gewijzigd')).toBeNull();
  });
});
