import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataProvider as realProvider } from '../../src/dataProvider';
import { nlMessages } from '../../src/i18n/nl';
import '../../src/shared/declared/registry';
import { declaredRoutes, declaredScreens } from '../../src/shared/declared/screens';
import { authAs, type FakeDataProvider, fakeDataProvider, fn, json } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

// The screens load lazily in the app; loaded here first, a route draws at once.
beforeAll(() => Promise.all(declaredScreens.filter(([path]) => path === '/templates').map(([, s]) => s.preload())));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const template = {
  id: 5,
  idmailtemplate: 5,
  name: 'WACHTWOORD_RESET',
  description: 'Wachtwoord opnieuw instellen',
  subject: 'Uw wachtwoord',
  body: 'Beste {{voornaam}},\nKlik hier: ',
  subject_fr: 'Votre mot de passe',
  body_fr: 'Bonjour {{voornaam}},\nCliquez ici : ',
  params: ['voornaam', 'link'],
  // 13:00 UTC is 14:00 in Brussels in March (CET).
  updated_at: '2026-03-05T13:00:00Z',
  updated_by: 'secretariaat',
};

/** The mail templates at /templates, as the app routes them, for the secretariat. */
function renderList(dataProvider: FakeDataProvider = fakeDataProvider()) {
  dataProvider.getList.mockImplementation(() => Promise.resolve({ data: [template], total: 1 }));
  render(
    <MemoryRouter initialEntries={['/templates']}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <Routes>{declaredRoutes()}</Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

/** A template opens in its edit dialog on a click on its row (`detail: 'dialog'`). */
async function openDialog(dataProvider?: FakeDataProvider) {
  const provider = renderList(dataProvider);
  fireEvent.click(await screen.findByText('WACHTWOORD_RESET'));
  const dialog = await screen.findByRole('dialog', { name: 'Mailsjabloon „Wachtwoord opnieuw instellen" wijzigen' });
  return { provider, dialog };
}

const body = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Tekst(?! \(Frans\))/) as HTMLTextAreaElement;
const subject = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Onderwerp(?! \(Frans\))/) as HTMLInputElement;
const frenchBody = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Tekst \(Frans\)/) as HTMLTextAreaElement;
/** The chips of the parameters under one input, named after it. */
const chips = (dialog: HTMLElement, field: string) => within(within(dialog).getByRole('group', { name: `Parameters voor ${field}` }));

describe('the mail templates', () => {
  it('pages by 25, sorted by description, with the last change in Dutch', async () => {
    const dataProvider = renderList();
    const row = (await screen.findByText('Wachtwoord opnieuw instellen')).closest('tr')!;
    within(row).getByText('05/03/2026 14:00');
    within(row).getByText('Uw wachtwoord');
    screen.getByRole('columnheader', { name: /Onderwerp/ });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'templates',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'description', order: 'ASC' } }),
    );
  });

  it('shows subject and text with the template parameters as chips, inserts one at the end and saves the texts of both languages only', async () => {
    const { provider, dialog } = await openDialog();
    expect(subject(dialog).value).toBe('Uw wachtwoord');
    expect(body(dialog).value).toBe('Beste {{voornaam}},\nKlik hier: ');
    // Each text offers the template's own parameters, with what each stands for.
    expect(chips(dialog, 'Tekst').getByText('{{voornaam}}').closest('[title]')!.getAttribute('title')).toBe('Voornaam van de ontvanger');
    chips(dialog, 'Onderwerp').getByText('{{link}}');
    expect(chips(dialog, 'Tekst').queryByText('{{organisatie}}')).toBeNull();
    within(dialog).getByText(/enkel de parameters van dit sjabloon zijn toegelaten/);

    // Without a cursor in the text, the parameter goes at its end.
    fireEvent.click(chips(dialog, 'Tekst').getByText('{{link}}'));
    await waitFor(() => expect(body(dialog).value).toBe('Beste {{voornaam}},\nKlik hier: {{link}}'));
    fireEvent.click(chips(dialog, 'Tekst (Frans)').getByText('{{link}}'));
    await waitFor(() => expect(frenchBody(dialog).value).toBe('Bonjour {{voornaam}},\nCliquez ici : {{link}}'));
    fireEvent.change(subject(dialog), { target: { value: 'Uw nieuw wachtwoord' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    expect(provider.update).toHaveBeenCalledWith(
      'templates',
      expect.objectContaining({
        id: 5,
        data: {
          subject: 'Uw nieuw wachtwoord',
          body: 'Beste {{voornaam}},\nKlik hier: {{link}}',
          subject_fr: 'Votre mot de passe',
          body_fr: 'Bonjour {{voornaam}},\nCliquez ici : {{link}}',
        },
      }),
    );
    await screen.findByText('De wijzigingen werden opgeslagen.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('inserts a parameter at the cursor', async () => {
    const { dialog } = await openDialog();
    const textarea = body(dialog);
    textarea.focus();
    textarea.setSelectionRange(6, 6);
    // Placing the cursor with the mouse: the input remembers where it was when the chip takes the focus.
    fireEvent.click(textarea);
    fireEvent.click(chips(dialog, 'Tekst').getByText('{{voornaam}}'));
    await waitFor(() => expect(body(dialog).value).toBe('Beste {{voornaam}}{{voornaam}},\nKlik hier: '));
  });

  it('shows an unknown parameter (400 UNKNOWN_MAIL_PARAMETER) under the text and stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () =>
      json({ errorcode: 'UNKNOWN_MAIL_PARAMETER', usererror: 'Onbekende parameter(s)', fields: { body: 'Onbekende parameter(s): {{x}}' } }, 400),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { dialog } = await openDialog(fakeDataProvider({ update: fn(realProvider.update) }));
    fireEvent.change(body(dialog), { target: { value: 'Beste {{x}}' } });
    fireEvent.change(frenchBody(dialog), { target: { value: 'Bonjour {{x}}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const message = await within(dialog).findByText('Onbekende parameter(s): {{x}}');
    // The message is the text input's own helper text.
    expect(body(dialog).getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
    expect(fetchMock).toHaveBeenCalledWith('/api/templates/mails/5', expect.objectContaining({ method: 'POST' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('refuses an empty subject before calling the server', async () => {
    const { provider, dialog } = await openDialog();
    fireEvent.change(subject(dialog), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText('Dit veld is verplicht.');
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('puts the Dutch texts beside the French ones, each with its parameters, and refuses a parameter in one language only before calling the server', async () => {
    const { provider, dialog } = await openDialog();
    const dutch = within(within(dialog).getByRole('group', { name: 'Nederlands' }));
    const french = within(within(dialog).getByRole('group', { name: 'Frans' }));
    expect(dutch.getByLabelText(/^Onderwerp/)).toBe(subject(dialog));
    expect(dutch.getByLabelText(/^Tekst/)).toBe(body(dialog));
    expect((french.getByLabelText(/^Onderwerp \(Frans\)/) as HTMLInputElement).value).toBe('Votre mot de passe');
    expect(french.getByLabelText(/^Tekst \(Frans\)/)).toBe(frenchBody(dialog));
    french.getByRole('group', { name: 'Parameters voor Tekst (Frans)' });
    dutch.getByRole('group', { name: 'Parameters voor Tekst' });

    fireEvent.change(body(dialog), { target: { value: 'Beste {{voornaam}}, {{link}}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await french.findByText('De Nederlandse tekst gebruikt ook {{link}}: gebruik in beide talen dezelfde parameters.');
    expect(provider.update).not.toHaveBeenCalled();
  });
});
