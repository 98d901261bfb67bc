import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { declarationNamed } from '../../domain/declare/registry';
import { nlMessages } from '../../src/i18n/nl';
import { DeclaredDialog } from '../../src/shared/declared/DeclaredDialog';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

afterEach(cleanup);

const ROWS: Record<string, object[]> = {
  categories: [
    { id: 1, code: 'LEZ', description: 'Lezing' },
    { id: 2, code: 'WS', description: 'Workshop', duur: 3 },
  ],
  coefficients: [
    { id: 5, code: 'STANDAARD', description: 'Gewoon', coefficient: 1 },
    { id: 6, code: 'HALF', description: 'Halve dag', coefficient: 2 },
  ],
  dagdelen: [{ id: 9, code: 'AV', description: 'Avond' }],
  cursussprekers: [
    { id: 21, cursusId: 7, name: 'Sofie Peeters' },
    { id: 22, cursusId: 7, name: 'Tom Maes' },
  ],
};

/** An item of course 7 in its dialog, as the course's Items tab opens it. */
function renderItemDialog(record?: RaRecord) {
  const dataProvider = fakeDataProvider({
    getList: fn((resource: string) => Promise.resolve({ data: ROWS[resource] ?? [], total: (ROWS[resource] ?? []).length })),
    getMany: fn((resource: string, params: { ids: number[] }) =>
      Promise.resolve({ data: (ROWS[resource] ?? []).filter((r) => params.ids.includes((r as { id: number }).id)) }),
    ),
  });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authAs('OPLVERSTREKKER')} i18nProvider={i18nProvider}>
        <DeclaredDialog d={declarationNamed('cursusitems')!} record={record} canEdit fixed={{ cursusId: 7 }} onClose={() => undefined} />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

const choose = async (dialog: HTMLElement, label: RegExp, option: string) => {
  const input = within(dialog).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the reference inputs of a declared form', () => {
  it('offers the referenced records by their title and what describes them, and only the speakers of the same course', async () => {
    const dataProvider = renderItemDialog();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('cursussprekers', expect.objectContaining({ filter: { cursusId: 7 } })));
    expect(dataProvider.getList).toHaveBeenCalledWith('categories', expect.objectContaining({ filter: {}, sort: { field: 'code', order: 'ASC' } }));

    // A category by what it means and lasts, a coefficient by what it means and weighs: never a bare code.
    await choose(dialog, /^Categorie/, 'WS – Workshop · Duur (uren): 3');
    await choose(dialog, /^Coëfficiënt/, 'STANDAARD – Gewoon · Coëfficiënt: 1');
    await choose(dialog, /^Sprekers/, 'Tom Maes');
    fireEvent.change(within(dialog).getByLabelText(/^Datum/), { target: { value: '01/03/2027' } });
    fireEvent.change(within(dialog).getByLabelText(/^Beginuur/), { target: { value: '19:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Einduur/), { target: { value: '21:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'cursusitems',
        expect.objectContaining({
          data: expect.objectContaining({ cursusId: 7, category: 2, coefficient: 5, speakers: [22], startTime: '19:00', endTime: '21:30' }),
        }),
      ),
    );
  });

  it.each([
    ['a new item', undefined],
    ['an item that has one', { id: 40, cursusId: 7, datum: '2027-03-01', startTime: '19:00', endTime: '21:00', category: 1, coefficient: 5, speakers: [] }],
  ])('shows the coefficients as soon as their list is opened, before a letter is typed: %s', async (_what, record) => {
    renderItemDialog(record);
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/^Coëfficiënt/);
    if (record) await waitFor(() => expect((input as HTMLInputElement).value).toBe('STANDAARD – Gewoon · Coëfficiënt: 1'));
    fireEvent.mouseDown(input);
    const listbox = await screen.findByRole('listbox');
    // The one chosen is in the input; the list offers the others (react-admin leaves the chosen one out).
    const offered = record ? ['HALF – Halve dag · Coëfficiënt: 2'] : ['STANDAARD – Gewoon · Coëfficiënt: 1', 'HALF – Halve dag · Coëfficiënt: 2'];
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(offered),
    );
  });
});
