import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { declarationNamed } from '../../domain/declare/registry';
import { nlMessages } from '../../src/i18n/nl';
import DeclaredList from '../../src/shared/declared/DeclaredList';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

afterEach(cleanup);

const VETS = [
  { id: 101, iddicperson: 101, ordenummer: 'N1001', reference: 'N1001', firstname: 'Sofie', lastname: 'Peeters', locality: 'Gent' },
  { id: 102, iddicperson: 102, ordenummer: 'N1007', reference: 'N1007', firstname: 'Pieter', lastname: 'Peeters', locality: null },
];
const KNOWN = {
  id: 21,
  cursusId: 7,
  personId: 102,
  personName: 'Pieter Peeters',
  firstName: 'Pieter',
  lastName: 'Peeters',
  title: null,
  relatedTo: null,
  attestRequired: false,
  name: 'Pieter Peeters',
  cv: null,
  cvName: null,
  attest: null,
  attestName: null,
};

/** The speakers tab of course 7, with one known speaker; the directory answers every search with two Peeters. */
function renderSpeakers() {
  let rows: Record<string, unknown>[] = [KNOWN];
  const dataProvider = fakeDataProvider({
    getList: fn(() => Promise.resolve({ data: rows, total: rows.length })),
    getOne: fn(() => Promise.resolve({ data: rows[0] })),
    getOptions: fn(() => Promise.resolve(VETS)),
    uploadFile: fn(() => {
      rows = [{ ...KNOWN, cv: 9, cvName: 'cv-peeters.pdf' }];
      return Promise.resolve({ id: 9, name: 'cv-peeters.pdf' });
    }),
  });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authAs('OPLVERSTREKKER')} i18nProvider={i18nProvider}>
        <DeclaredList d={declarationNamed('cursussprekers')!} filter={{ cursusId: 7 }} embedded />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

describe("a speaker's known person and files in the speaker dialog", () => {
  it('finds a known veterinarian by name, at most 5, and fills the name from the choice', async () => {
    const dataProvider = renderSpeakers();
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe spreker' }));
    const dialog = await screen.findByRole('dialog');
    // A new speaker has no id yet for its files.
    within(dialog).getByText('Bewaar de spreker eerst om een cv of attest op te laden.');
    expect(within(dialog).queryByText('CV')).toBeNull();

    const search = within(dialog).getByLabelText('Gekende dierenarts');
    search.focus();
    fireEvent.change(search, { target: { value: 'Pee' } });
    const option = await screen.findByRole('option', { name: /Sofie Peeters/ });
    // Told apart by number and place.
    within(option).getByText('N1001 · Gent');
    fireEvent.click(option);
    expect(dataProvider.getOptions).toHaveBeenCalledWith('/dierenartsen?lastname=Pee&limit=5');
    expect((within(dialog).getByLabelText(/^Voornaam/) as HTMLInputElement).value).toBe('Sofie');
    expect((within(dialog).getByRole('textbox', { name: /^Naam/ }) as HTMLInputElement).value).toBe('Peeters');
    // The title stays the user's to give.
    fireEvent.change(within(dialog).getByLabelText(/^Titel/), { target: { value: 'Dr.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'cursussprekers',
        expect.objectContaining({ data: expect.objectContaining({ cursusId: 7, personId: 101, firstName: 'Sofie', lastName: 'Peeters', title: 'Dr.' }) }),
      ),
    );
  });

  it("shows a saved speaker's person by name, and makes it a new one when cleared", async () => {
    const dataProvider = renderSpeakers();
    fireEvent.click(await screen.findByText('Pieter'));
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByLabelText('Gekende dierenarts') as HTMLInputElement;
    expect(search.value).toBe('Pieter Peeters');
    // Emptying the search (as its clear button does) leaves no known person: a new one, by the name typed.
    search.focus();
    fireEvent.change(search, { target: { value: '' } });
    expect(search.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'cursussprekers',
        expect.objectContaining({ id: 21, data: expect.objectContaining({ personId: null, firstName: 'Pieter', lastName: 'Peeters' }) }),
      ),
    );
  });

  it("uploads a saved speaker's CV and attest from its dialog, and the list's row shows the file", async () => {
    const dataProvider = renderSpeakers();
    fireEvent.click(await screen.findByText('Pieter'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Bewaar de spreker eerst om een cv of attest op te laden.')).toBeNull();
    // The flag the form asks for is not a part of the attest's slot.
    expect(within(dialog).getAllByText('Attest vereist')).toHaveLength(1);
    const file = new File(['%PDF-1.4'], 'cv-peeters.pdf', { type: 'application/pdf' });
    fireEvent.change(await within(dialog).findByLabelText('CV: Bestand kiezen'), { target: { files: [file] } });
    await within(dialog).findByRole('link', { name: 'cv-peeters.pdf' });
    expect(dataProvider.uploadFile).toHaveBeenCalledWith('/bijscholing/cursussprekers/21/cv', file, expect.any(Function));
    within(dialog).getByLabelText('Attest: Bestand kiezen');
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));
    expect(await screen.findAllByText('cv-peeters.pdf')).toHaveLength(2);
  });
});
