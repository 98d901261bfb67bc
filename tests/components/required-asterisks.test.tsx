import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form } from 'react-admin';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileSchema } from '../../domain/schemas/auth';
import { addressChangeSchema, NEW_LEGAL_ENTITY_REQUIRED } from '../../domain/schemas/members';
import { CONTACT_REQUIRED, NEW_ORGANISATION_REQUIRED, registrationSchema } from '../../domain/schemas/registration';
import { setCurrentPerson } from '../../src/authProvider';
import ProfilePage from '../../src/pages/profile/ProfilePage';
import RegisterPage from '../../src/pages/register/RegisterPage';
import { PasswordPairForm } from '../../src/pages/token/PasswordPairForm';
import { i18nProvider } from '../../src/i18n';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { ContactEndDialog } from '../../src/pages/adressen/ContactEndDialog';
import { ContactNewDialog } from '../../src/pages/adressen/ContactNewDialog';
import { DomicilieDialog } from '../../src/pages/adressen/DomicilieDialog';
import { RechtspersoonDialog } from '../../src/pages/adressen/RechtspersoonDialog';
import { TranslationDialog } from '../../src/resources/codelijsten/TranslationDialog';
import { requiredIn } from '../../src/shared/forms/zod';
import { emptyRegistration } from '../../src/shared/registration/model';
import { ContactFields, OrganisationFields } from '../../src/shared/registration/RegistrationFields';
import { json } from '../helpers/admin';
import { labelMarks, requiredLabels } from '../helpers/labels';
import { addresses, stubApi } from './adressen.fixtures';

afterEach(() => {
  cleanup();
  setCurrentPerson(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const t = (key: string) => i18nProvider.translate(key) as string;
const listed = (list: readonly string[]) => (name: string) => list.includes(name);

/**
 * Each field's label (by its i18n key) carries the asterisk exactly when `required` says so, and no
 * other label within `root` carries one. Labels are told apart by their text (two may share one).
 */
function expectMarks(root: ParentNode, labels: Record<string, string>, required: (name: string) => boolean) {
  const expected = Object.entries(labels).map(([field, key]) => [t(key), required(field)] as [string, boolean]);
  const texts = new Set(expected.map(([text]) => text));
  const sorted = (marks: [string, boolean][]) => marks.map(([text, mark]) => `${text}${mark ? ' *' : ''}`).sort();
  expect(sorted(labelMarks(root).filter(([text]) => texts.has(text)))).toEqual(sorted(expected));
  expect(requiredLabels(root)).toEqual(
    expected
      .filter(([, mark]) => mark)
      .map(([text]) => text)
      .sort(),
  );
}

const inAdmin = (children: ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>{children}</AdminContext>
    </MemoryRouter>,
  );

describe('the asterisk of a required field', () => {
  it('marks the profile page’s first name, name and e-mail address, as profileSchema requires them', async () => {
    setCurrentPerson({
      id: 1,
      userid: 1,
      username: 'N1001',
      firstname: 'Jan',
      lastname: 'Peeters',
      displayname: 'Jan Peeters',
      email: 'jan@example.org',
      roles: ['DIERENARTS'],
      legalEntityId: null,
      cursusType: null,
      kennisname: true,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ id: 1, username: 'N1001', firstname: 'Jan', lastname: 'Peeters', email: 'jan@example.org', telephone: null, roles: ['DIERENARTS'] }),
      ),
    );
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <AdminContext i18nProvider={i18nProvider}>
              <ProfilePage />
            </AdminContext>
          ),
        },
      ],
      { initialEntries: ['/profiel'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('Wachtwoord opnieuw');
    const fields = ['firstname', 'lastname', 'email', 'telephone', 'password', 'repassword'];
    expectMarks(document.body, Object.fromEntries(fields.map((f) => [f, `resources.profiel.fields.${f}`])), requiredIn(profileSchema));
    expect(requiredLabels(document.body)).toEqual(['E-mailadres', 'Naam', 'Voornaam']);
  });

  it('marks every field of the register wizard’s first step', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [] })),
    );
    const router = createMemoryRouter(
      [
        {
          path: '/register',
          element: (
            <AdminContext i18nProvider={i18nProvider}>
              <RegisterPage />
            </AdminContext>
          ),
        },
      ],
      { initialEntries: ['/register'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText(t('register.titles.person'));
    const fields = ['firstname', 'lastname', 'email', 'username', 'password', 'repassword'];
    expectMarks(document.body, Object.fromEntries(fields.map((f) => [f, `register.fields.${f}`])), requiredIn(registrationSchema));
  });

  it('marks a new organisation’s name, legal form and address, and another contact person in full', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [] })),
    );
    inAdmin(
      <Form defaultValues={{ ...emptyRegistration, orgMode: 'new', contactSame: 0 }}>
        <OrganisationFields />
        <ContactFields />
      </Form>,
    );
    await screen.findByText(t('register.fields.website'));
    const organisation = ['name', 'iddiclegalform', 'street', 'housenumber', 'box', 'postcode', 'locality', 'country', 'siteProtocol', 'website'];
    const contact = ['contact.firstname', 'contact.lastname', 'contact.email'];
    const required = requiredIn(registrationSchema);
    expectMarks(
      document.body,
      Object.fromEntries([...organisation, ...contact].map((f) => [f, `register.fields.${f}`])),
      (name) => required(name) || listed(NEW_ORGANISATION_REQUIRED)(name) || listed(CONTACT_REQUIRED.map((f) => `contact.${f}`))(name),
    );
  });

  it('marks the choice of an existing organisation in the wizard', async () => {
    inAdmin(
      <Form defaultValues={emptyRegistration}>
        <OrganisationFields />
      </Form>,
    );
    expect(requiredLabels(document.body)).toEqual([t('register.org_search')]);
  });

  const dialogLabels = (fields: string[], renamed: Record<string, string> = {}) =>
    Object.fromEntries(fields.map((f) => [f, `adressen.fields.${renamed[f] ?? f}`]));

  it('marks what each kind of address request requires', async () => {
    stubApi();
    const domicilie = inAdmin(<DomicilieDialog onClose={() => undefined} />);
    await screen.findByRole('dialog');
    expectMarks(
      screen.getByRole('dialog'),
      dialogLabels(['street', 'number', 'box', 'postcode', 'locality', 'land', 'startdate', 'telephone', 'mobile', 'email']),
      requiredIn(addressChangeSchema, { code: 'DOMICILIE' }),
    );
    domicilie.unmount();

    const contactNew = inAdmin(<ContactNewDialog onClose={() => undefined} />);
    const renamed = { iddiclegalentity: 'organisation', iddicaddress: 'workaddress_address', telephone: 'work_telephone', email: 'work_email' };
    await screen.findByRole('dialog');
    expectMarks(
      screen.getByRole('dialog'),
      dialogLabels(['iddiclegalentity', 'iddicaddress', 'workaddress', 'startdate', 'telephone', 'email'], renamed),
      requiredIn(addressChangeSchema, { code: 'CONTACTNEW' }),
    );
    contactNew.unmount();

    inAdmin(<ContactEndDialog cooperations={addresses.relaties} onClose={() => undefined} />);
    await screen.findByRole('dialog');
    expectMarks(
      screen.getByRole('dialog'),
      dialogLabels(['iddiccontact', 'startdate'], { iddiccontact: 'cooperation', startdate: 'enddate' }),
      requiredIn(addressChangeSchema, { code: 'CONTACTEND' }),
    );
  });

  it('marks an existing organisation’s choice, or a new organisation’s name, legal form and address', async () => {
    stubApi();
    inAdmin(<RechtspersoonDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const required = requiredIn(addressChangeSchema, { code: 'RECHTSPERSOON' });
    const common = ['orgtelephone', 'orgemail', 'siteProtocol', 'orgwebsite', 'workaddress', 'startdate'];
    // The choice between them (mode) is no field of the request: it carries no asterisk.
    const labels = dialogLabels(['mode', 'iddiclegalentity', ...common], { mode: 'organisation_mode', iddiclegalentity: 'organisation' });
    expectMarks(dialog, labels, (name) => required(name) || name === 'iddiclegalentity');

    fireEvent.click(screen.getByLabelText(t('adressen.mode.new')));
    await waitFor(() => screen.getByLabelText(new RegExp(`^${t('adressen.fields.legalentityname')}`)));
    const organisation = ['street', 'number', 'box', 'postcode', 'locality', 'land'];
    const newLabels = dialogLabels(['mode', 'legalentityname', 'iddiclegalform', ...organisation, ...common], {
      mode: 'organisation_mode',
      iddiclegalform: 'legalform',
    });
    expectMarks(dialog, newLabels, (name) => required(name) || listed(NEW_LEGAL_ENTITY_REQUIRED)(name));
  });

  it('marks the translation of a code list value', async () => {
    inAdmin(
      <TranslationDialog
        row={{ id: 1, iddiccodedetail: 1, codedetail: 'HOND', description: 'Hond', translations: {} }}
        language="fr"
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    expect(requiredLabels(await screen.findByRole('dialog'))).toEqual([t('languages.fr')]);
  });

  it('marks the new password and its repeat of a mailed link', () => {
    inAdmin(<PasswordPairForm submitLabel="Opslaan" onSubmit={async () => undefined} />);
    expect(requiredLabels(document.body)).toEqual([t('token.password'), t('token.repassword')].sort());
  });

  it('marks both fields of the login and the username of the forgot-password dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ title: 'Aanmelden', content: '<p>Welkom</p>' })),
    );
    render(<LoginPage navigate={vi.fn()} />);
    // The light page draws the asterisk with CSS (label.ovd-required); the input says it to screen readers.
    const marked = (input: HTMLElement) => [
      (input as HTMLInputElement).required,
      document.querySelector(`label[for="${input.id}"]`)?.classList.contains('ovd-required'),
    ];
    expect(marked(screen.getByLabelText('Gebruikersnaam'))).toEqual([true, true]);
    expect(marked(screen.getByLabelText('Wachtwoord', { exact: true }))).toEqual([true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord vergeten?' }));
    const dialog = await screen.findByRole('dialog');
    const username = dialog.querySelector('input[name="forgot-username"]') as HTMLElement;
    expect(marked(username)).toEqual([true, true]);
  });
});
