// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider, HttpError, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { MailTemplateDialog } from '../../src/resources/templates/MailTemplateDialog';
import MailTemplateList from '../../src/resources/templates/MailTemplateList';
import type { MailTemplate } from '../../src/resources/templates/types';
import { fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});



const template: MailTemplate = {
  id: 5,
  idmailtemplate: 5,
  name: 'WACHTWOORD_RESET',
  description: 'Wachtwoord opnieuw instellen',
  subject: 'Uw wachtwoord',
  body: 'Beste {{voornaam}},\nKlik hier: ',
  params: ['voornaam', 'link'],
  updated_at: '2026-03-05T13:00:00Z',
  updated_by: null,
};

/** fetch as the dialog sees it: GET /templates/mails/5/info with the described parameters. */
function stubInfo() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/templates/mails/5/info') {
      const body = {
        ...template,
        params: [
          { name: 'voornaam', description: 'Voornaam van de ontvanger' },
          { name: 'link', description: 'Link naar de juiste pagina van het portaal' },
        ],
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(dataProvider: DataProvider) {
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <MailTemplateDialog template={template} onClose={onClose} />
      <Notification />
    </AdminContext>,
  );
  return { onClose };
}

const body = () => screen.getByLabelText(/^Tekst/) as HTMLTextAreaElement;

describe('MailTemplateDialog', () => {
  it('lists the parameters from /info, inserts one into the text and saves { subject, body }', async () => {
    const fetchMock = stubInfo();
    const dataProvider = fakeDataProvider();
    const { onClose } = renderDialog(dataProvider);
    expect(await screen.findByRole('dialog', { name: 'Mailsjabloon Wachtwoord opnieuw instellen bewerken' })).toBeTruthy();
    expect(await screen.findByText('{{voornaam}}')).toBeTruthy();
    expect(screen.getByText('Voornaam van de ontvanger')).toBeTruthy();
    expect(screen.getByText('Link naar de juiste pagina van het portaal')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/templates/mails/5/info', expect.anything());

    // Without a cursor in either input, the placeholder goes at the end of the text.
    fireEvent.click(screen.getByText('{{link}}'));
    await waitFor(() => expect(body().value).toBe('Beste {{voornaam}},\nKlik hier: {{link}}'));
    fireEvent.change(screen.getByLabelText(/^Onderwerp/), { target: { value: 'Uw nieuw wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'templates',
      expect.objectContaining({ id: 5, data: { subject: 'Uw nieuw wachtwoord', body: 'Beste {{voornaam}},\nKlik hier: {{link}}' } }),
    );
    expect(await screen.findByText('De wijzigingen werden opgeslagen.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('inserts a parameter at the cursor', async () => {
    stubInfo();
    renderDialog(fakeDataProvider());
    await screen.findByText('{{link}}');
    const textarea = body();
    textarea.focus();
    textarea.setSelectionRange(6, 6);
    fireEvent.select(textarea);
    fireEvent.click(screen.getByText('{{voornaam}}'));
    await waitFor(() => expect(body().value).toBe('Beste {{voornaam}}{{voornaam}},\nKlik hier: '));
  });

  it('shows an unknown parameter (400 UNKNOWN_MAIL_PARAMETER) under the text and stays open', async () => {
    stubInfo();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new HttpError('Onbekende parameter', 400, {
      errorcode: 'UNKNOWN_MAIL_PARAMETER',
      errors: { body: 'Onbekende parameter(s): {{x}}' },
    });
    const dataProvider = fakeDataProvider({ update: fn(() => Promise.reject(error)) });
    const { onClose } = renderDialog(dataProvider);
    fireEvent.change(body(), { target: { value: 'Beste {{x}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const message = await screen.findByText('Onbekende parameter(s): {{x}}');
    // The message is the text input's own helper text.
    expect(body().getAttribute('aria-describedby')).toContain(message.closest('p')?.id ?? 'none');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('requires a subject before calling the server', async () => {
    stubInfo();
    const dataProvider = fakeDataProvider();
    renderDialog(dataProvider);
    fireEvent.change(screen.getByLabelText(/^Onderwerp/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeTruthy();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});

describe('MailTemplateList', () => {
  it('pages by 25, shows the last change in Dutch and opens the dialog on a click', async () => {
    stubInfo();
    const dataProvider = fakeDataProvider({ getList: fn(() => Promise.resolve({ data: [template], total: 1 })) });
    render(
      <MemoryRouter initialEntries={['/templates']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <MailTemplateList />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Wachtwoord opnieuw instellen')).toBeTruthy();
    expect(screen.getByText('05/03/2026 14:00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Onderwerp' })).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith('templates', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));
    fireEvent.click(screen.getByText('WACHTWOORD_RESET'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('{{voornaam}}')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Onderwerp/) as HTMLInputElement).value).toBe('Uw wachtwoord');
  });
});
