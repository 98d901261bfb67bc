import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Notification, TitlePortal } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Declaration } from '../../domain/declare/declaration';
import { setCurrentPerson } from '../../src/authProvider';
import { raDutchMessages } from '../../src/i18n/ra.nl';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import DeclaredList from '../../src/shared/declared/DeclaredList';
import { DocumentTitle } from '../../src/shared/layout/DocumentTitle';
import { theme } from '../../src/theme';
import { authAs } from '../helpers/admin';
import { everyKindMessages, everyKindProvider, proefkeuringen, proefvelden, RAW, SHOWN } from '../helpers/everykind';

const i18nProvider = polyglotI18nProvider(() => everyKindMessages, 'nl', [], { allowMissing: false });
type Name = Exclude<keyof typeof everyKindMessages.resources.proefvelden.fields, 'q'>;
const labels = everyKindMessages.resources.proefvelden.fields as Record<Name, string>;

/** react-admin's English texts that are not also its Dutch ones ("Add filter", "Search", "Save", ...). */
const texts = (node: object): string[] => Object.values(node).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
const dutch = new Set(texts(raDutchMessages));
const ENGLISH = [...new Set(texts(englishMessages))]
  .filter((t) => /\p{L}{2}/u.test(t) && !t.includes('%{') && !dutch.has(t))
  .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const english = new RegExp(`(?<!\\p{L})(${ENGLISH.join('|')})(?!\\p{L})`, 'u');
/** The words on the page and in its labels, titles and placeholders. */
const everything = () =>
  [
    document.body.textContent ?? '',
    ...[...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((e) =>
      ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
    ),
  ].join('\n');

let logged: MockInstance[] = [];
beforeEach(() => {
  logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});
afterEach(() => {
  // Whatever a screen drew, it said in Dutch, and React had nothing to complain about.
  const page = everything();
  const calls = logged.flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' ').slice(0, 300)));
  cleanup();
  vi.restoreAllMocks();
  setCurrentPerson(undefined);
  document.title = '';
  expect(page.match(english)?.[0]).toBeUndefined();
  expect(calls).toEqual([]);
});

function renderAt(path: string, role = 'SECRETARIAAT') {
  const dataProvider = everyKindProvider();
  setCurrentPerson({
    id: 1,
    userid: 1,
    username: 'proef',
    firstname: 'Proef',
    lastname: 'Persoon',
    displayname: 'Proef Persoon',
    email: 'p@example.org',
    roles: [role as 'SECRETARIAAT'],
    legalEntityId: 3,
    cursusType: null,
    kennisname: true,
  });
  const routes = (d: Declaration) => [
    <Route key={d.path} path={d.path} element={<DeclaredList d={d} />} />,
    <Route key={`${d.path}/:id`} path={`${d.path}/:id`} element={<DeclaredDetail d={d} tab="detail" />} />,
    <Route key={`${d.path}/h`} path={`${d.path}/:id/historiek`} element={<DeclaredDetail d={d} tab="historiek" />} />,
  ];
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider} theme={theme}>
        <TitlePortal />
        <DocumentTitle />
        <Routes>{[proefvelden, proefkeuringen].flatMap(routes)}</Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

/** The label of an input or a read-only value, by its Dutch text, with or without the mark of a required field. */
const labelOf = (container: HTMLElement, text: string) => {
  const found = [...container.querySelectorAll('label, .RaLabeled-label')].find((e) => new RegExp(`^${text}(\\s*\\*)?\\s*$`).test(e.textContent ?? ''));
  if (!found) throw new Error(`Geen label ${text}`);
  return found;
};
/** A read-only value as a person reads it: its label, then the value. */
const readOnlyValue = (text: string) => labelOf(document.body, text).parentElement!.textContent;
/** What the page says outside its inputs (an HTML text is edited as HTML), without a raw value in it. */
const noRawValues = (element: Element = document.body) => {
  const copy = element.cloneNode(true) as Element;
  for (const input of copy.querySelectorAll('textarea, input')) input.remove();
  return RAW.filter((raw) => copy.textContent!.includes(raw));
};

describe('every field kind, filter kind and state kind on the generic screens', () => {
  it('lists a record of every kind the Dutch way: dd/MM/yyyy, decimal comma, Ja/Nee, choice and code texts, a link', async () => {
    const dataProvider = renderAt('/proef/velden');
    const row = (await screen.findByText('Eerste veld')).closest('tr')!;
    const columns = proefvelden.list.columns as readonly Name[];
    const expected = columns.map((c) => (c === 'status' ? 'Nieuw' : SHOWN[c as keyof typeof SHOWN]));
    await waitFor(() => expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(expected));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(columns.map((c) => labels[c]));
    expect(within(row).getByRole('link', { name: 'www.dierenartsen.be' }).getAttribute('href')).toBe('http://www.dierenartsen.be');
    expect(noRawValues(row)).toEqual([]);
    // The queue's chart reads its choice texts; a choice state has no codelist to ask for.
    await screen.findByRole('button', { name: 'Nieuw 1' });
    expect(dataProvider.getPublicCodelist).toHaveBeenCalledWith('PROEFSOORT', 'nl');
    expect(dataProvider.getPublicCodelist).not.toHaveBeenCalledWith('', expect.anything());
  });

  it('shows every filter: the alwaysOn ones beside the search, the others under "Filter toevoegen", each filtering the list', async () => {
    const dataProvider = renderAt('/proef/velden');
    await screen.findByText('Eerste veld');
    screen.getByPlaceholderText('Zoeken');
    for (const name of ['Status', 'Grootte']) screen.getByRole('combobox', { name });
    const later = proefvelden.list.filters!.filter((f) => !f.alwaysOn).map((f) => labels[f.field as Name]);
    for (const label of later) {
      expect(screen.queryByLabelText(label)).toBeNull();
      fireEvent.click(screen.getByText('Filter toevoegen'));
      fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitemcheckbox', { name: label }));
      await waitFor(() => labelOf(document.body, label));
    }
    const choose = async (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'eer' } });
    fireEvent.change(screen.getByLabelText('Dag'), { target: { value: '01/03/2027' } });
    fireEvent.change(screen.getByLabelText('Bedrag'), { target: { value: '10' } });
    await choose('Dringend', 'Ja');
    await choose('Diersoort', 'Hond');
    await choose('Parameters', 'Naam');
    await choose('Grootte', 'Groot');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'proefvelden',
        expect.objectContaining({
          filter: { titel: 'eer', vanaf: '2027-03-01', minimum: '10', dringend: '1', diersoort: 'HND', parameter: 'NAAM', grootte: 'GROOT' },
        }),
      ),
    );
  });

  it('asks for every writable field in the create dialog, labelled in Dutch, the required ones marked', async () => {
    renderAt('/proef/velden');
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw proefveld' }));
    const dialog = await screen.findByRole('dialog');
    const required = [
      'title',
      'html',
      'email',
      'params',
      'subject',
      'amount',
      'day',
      'start',
      'species',
      'kinds',
      'size',
      'soort',
      'others',
      'person',
      'contact',
    ];
    const writable: Name[] = ['title', 'html', 'website', 'email', 'postcode', 'params', 'subject', 'note', 'firstName', 'lastName', 'amount', 'count'];
    writable.push('day', 'start', 'meeting', 'urgent', 'active', 'species', 'kinds', 'size', 'soort', 'others', 'person', 'contact');
    await waitFor(() => within(dialog).getByRole('combobox', { name: /^Contactpersoon/ }));
    for (const field of writable) {
      const label = labelOf(dialog, labels[field]);
      expect([field, label.textContent!.trim().endsWith('*')]).toEqual([field, required.includes(field)]);
    }
    // The server's fields are not asked for; a file waits until the record is saved.
    for (const field of ['created', 'fullName', 'organisation', 'total', 'lines', 'position', 'status', 'attachment'] as Name[]) {
      expect(within(dialog).queryByText(labels[field])).toBeNull();
    }
    within(dialog).getByText('Bewaar eerst, om daarna een bestand op te laden.');
    within(dialog).getByRole('button', { name: 'Opslaan' });
    within(dialog).getByRole('button', { name: 'Annuleren' });
  });

  it('shows a reader every value of the record on its page, read-only: no ISO dates, no raw codes', async () => {
    renderAt('/proef/velden/7', 'OPLVERSTREKKER');
    await screen.findByRole('heading', { level: 1, name: 'Eerste veld' });
    await waitFor(() => expect(document.title).toBe('Eerste veld | Orde der Dierenartsen'));
    // Another system's record (a veterinarian, a contact) reads once, by the field that names it.
    const named = ['person', 'contact'];
    const shown = Object.entries(SHOWN).filter(([field]) => field !== 'attachment' && !named.includes(field)) as [Name, string][];
    for (const [field, text] of shown) {
      await waitFor(() => expect([field, readOnlyValue(labels[field])]).toEqual([field, `${labels[field]}${text}`]));
    }
    for (const field of named) expect(screen.queryByText(labels[field as Name])).toBeNull();
    screen.getByRole('link', { name: 'verslag.pdf' });
    screen.getByText('Nieuw');
    expect(screen.queryByText(labels.position)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(noRawValues()).toEqual([]);
  });

  it('shows the secretariat the record as a form: its values in their inputs, the read-only ones beside', async () => {
    renderAt('/proef/velden/7');
    await screen.findByRole('heading', { level: 1, name: 'Eerste veld' });
    await waitFor(() => expect((screen.getByLabelText(/^Dag/) as HTMLInputElement).value).toBe('01/03/2027'));
    expect((screen.getByLabelText(/^Bedrag/) as HTMLInputElement).value).toBe('1234,5');
    // A moment is entered on the Brussels clock as dd/MM/yyyy HH:mm, whatever the browser's own zone and language.
    const meeting = screen.getByLabelText(/^Vergadering/) as HTMLInputElement;
    expect([meeting.type, meeting.value]).toEqual(['text', '02/03/2027 09:15']);
    const selected = (name: string) => screen.getByRole('combobox', { name }).textContent;
    await waitFor(() => expect([selected('Diersoort'), selected('Diersoorten'), selected('Contactpersoon')]).toEqual(['Hond', 'HondPaard', 'Jan Janssens']));
    expect([selected('Grootte'), selected('Parameters')]).toEqual(['Groot', 'Naam']);
    screen.getByRole('button', { name: '{{NAAM}}' });
    expect(readOnlyValue(labels.created)).toBe(`${labels.created}${SHOWN.created}`);
    screen.getByRole('button', { name: 'Opslaan' });
    expect(noRawValues()).toEqual([]);
  });

  it("reads a code-state queue's codelist: list, chart, filter, and a page titled by its date with its one move", async () => {
    // As a decision opens the queue again: on the records that wait, the filter read from the address.
    const list = renderAt('/proef/keuringen?status=NIEUW');
    const row = (await screen.findByText('Stal')).closest('tr')!;
    await waitFor(() => expect(row.textContent).toBe('30/04/2027StalIngediend'));
    await screen.findByRole('button', { name: 'Ingediend 1' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Ingediend'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent!.trim())).toEqual(['', 'Ingediend', 'Afgesloten']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Filter toevoegen' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Keuringsdag' }));
    fireEvent.change(await screen.findByLabelText('Keuringsdag'), { target: { value: '30/04/2027' } });
    await waitFor(() =>
      expect(list.getList).toHaveBeenLastCalledWith('proefkeuringen', expect.objectContaining({ filter: { status: 'NIEUW', tot: '2027-04-30' } })),
    );
    cleanup();
    const detail = renderAt('/proef/keuringen/5');
    await screen.findByRole('heading', { level: 1, name: '30/04/2027' });
    await waitFor(() => expect(document.title).toBe('30/04/2027 | Orde der Dierenartsen'));
    await screen.findByText('Ingediend');
    fireEvent.click(screen.getByRole('button', { name: 'Afsluiten' }));
    await screen.findByText('De keuring van 30/04/2027 afsluiten?');
    for (const provider of [list, detail]) {
      expect(provider.getPublicCodelist).toHaveBeenCalledWith('PROEFSTATUS', 'nl');
      expect(provider.getPublicCodelist).not.toHaveBeenCalledWith('', expect.anything());
    }
    expect(noRawValues()).toEqual([]);
  });
});
