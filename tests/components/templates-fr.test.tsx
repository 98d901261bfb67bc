import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider, loadLanguage } from '../../src/i18n';
import '../../src/shared/declared/registry';
import { declaredRoutes, declaredScreens } from '../../src/shared/declared/screens';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);
beforeAll(() => Promise.all([loadLanguage('fr'), ...declaredScreens.filter(([path]) => path === '/templates').map(([, s]) => s.preload())]));

/** Two templates as the server answers a French reader: what each is for in French, the subjects as stored. */
const templates = [
  {
    id: 5,
    idmailtemplate: 5,
    name: 'WACHTWOORD_RESET',
    description: 'Réinitialisation du mot de passe',
    description_fr: 'Réinitialisation du mot de passe',
    subject: 'Uw wachtwoord voor {{gebruikersnaam}}',
    subject_fr: 'Votre mot de passe pour {{gebruikersnaam}}',
    body: 'Beste {{voornaam}}',
    body_fr: 'Bonjour {{voornaam}}',
    params: ['voornaam', 'gebruikersnaam'],
    updated_at: null,
    updated_by: null,
  },
  {
    id: 6,
    idmailtemplate: 6,
    name: 'ACTIVATIE',
    description: 'Activation du compte',
    description_fr: 'Activation du compte',
    // Changed by the secretariat in Dutch, its French not written yet: a French reader reads the Dutch.
    subject: 'Activeer uw account',
    subject_fr: '',
    body: 'Beste {{voornaam}}',
    body_fr: '',
    params: ['voornaam'],
    updated_at: null,
    updated_by: null,
  },
];

describe('the mail templates for a French reader', () => {
  it('shows each subject in French where it has one, its parameters as they are, and the Dutch subject in its own field of the form', async () => {
    const dataProvider = fakeDataProvider({
      getList: fn(() => Promise.resolve({ data: templates, total: templates.length })),
      getOne: fn((_resource: string, { id }: { id: number }) => Promise.resolve({ data: templates.find((t) => t.id === Number(id))! })),
    });
    render(
      <MemoryRouter initialEntries={['/templates']}>
        <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={createI18nProvider('fr')}>
          <Routes>{declaredRoutes()}</Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const reset = (await screen.findByText('Réinitialisation du mot de passe', undefined, { timeout: 10_000 })).closest('tr')!;
    expect(reset.textContent).toContain('Votre mot de passe pour {{gebruikersnaam}}');
    expect(reset.textContent).not.toContain('Uw wachtwoord');
    // A parameter is the template's name for a value, the same in both languages: no translator touches it.
    expect(within(reset).getByText('{{gebruikersnaam}}').getAttribute('translate')).toBe('no');
    within(screen.getByText('Activation du compte').closest('tr')!).getByText('Activeer uw account');

    fireEvent.click(within(reset).getByText('WACHTWOORD_RESET'));
    const dialog = await screen.findByRole('dialog');
    const [dutch, french] = within(dialog).getAllByRole('textbox', { name: /^Objet/ }) as HTMLInputElement[];
    expect([dutch!.value, french!.value]).toEqual(['Uw wachtwoord voor {{gebruikersnaam}}', 'Votre mot de passe pour {{gebruikersnaam}}']);
  });
});
