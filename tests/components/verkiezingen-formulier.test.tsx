import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import verkiezingen from '../../domain/resources/verkiezingen';
import { validationMessages } from '../../domain/texts/errors.nl';
import { i18nProvider } from '../../src/i18n';
import DeclaredList from '../../src/shared/declared/DeclaredList';
import { dutchToIsoDateTime, isoToDutchDateTime } from '../../src/shared/forms/DateTimeTextInput';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

function openNewElection() {
  const provider = fakeDataProvider({
    getList: fn(() => Promise.resolve({ data: [], total: 0 })),
    getStats: fn(() => Promise.resolve({ items: [] })),
  });
  render(
    <MemoryRouter initialEntries={['/verkiezingen?stage=admin']}>
      <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/verkiezingen" element={<DeclaredList d={verkiezingen} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

/** Typed key by key, as a keyboard does: every half-typed text reaches the form on its way. */
function typeByKeys(input: HTMLElement, text: string) {
  input.focus();
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
  fireEvent.blur(input);
}

async function fillForm(start: string, end: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe verkiezing' }));
  const dialog = await screen.findByRole('dialog');
  typeByKeys(within(dialog).getByLabelText(/^Naam/), 'Verkiezing provinciale raad Limburg');
  typeByKeys(within(dialog).getByLabelText(/^Begin/), start);
  typeByKeys(within(dialog).getByLabelText(/^Einde/), end);
  typeByKeys(within(dialog).getByLabelText(/^Aantal te verkiezen/), '2');
  return dialog;
}

describe('the new election’s date-times', () => {
  it('are typed by keyboard as dd/mm/jjjj uu:mm on the Brussels clock, and saved as the moments they name', async () => {
    const provider = openNewElection();
    const dialog = await fillForm('15/03/2027 09:30', '29/03/2027 17:00');
    const start = within(dialog).getByLabelText(/^Begin/) as HTMLInputElement;
    // The app's own text input, the same in every browser: no native control and its six-digit year.
    expect([start.type, start.placeholder, start.value]).toEqual(['text', 'dd/mm/jjjj uu:mm', '15/03/2027 09:30']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    // Winter time on the 15th (UTC+1), summer time on the 29th (UTC+2).
    expect(provider.create.mock.calls[0]![1].data).toMatchObject({
      starttime: '2027-03-15T08:30:00.000Z',
      endtime: '2027-03-29T15:00:00.000Z',
      numberOfElected: 2,
    });
  });

  it('tidy a shorter way of typing when the field is left', async () => {
    openNewElection();
    const dialog = await fillForm('5/3/2027 9.05', '6-3-2027 17h00');
    expect((within(dialog).getByLabelText(/^Begin/) as HTMLInputElement).value).toBe('05/03/2027 09:05');
    expect((within(dialog).getByLabelText(/^Einde/) as HTMLInputElement).value).toBe('06/03/2027 17:00');
  });

  it.each([
    ['a six-digit year', '15/03/202712 09:30'],
    ['a day that does not exist', '31/02/2027 09:30'],
    ['an hour that does not exist', '15/03/2027 25:00'],
    ['the browser’s own format', '2027-03-15T09:30'],
  ])('refuse %s with a Dutch message at the field, the form kept', async (_what, typed) => {
    const provider = openNewElection();
    const dialog = await fillForm(typed, '29/03/2027 17:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText(validationMessages.datetime);
    expect((within(dialog).getByLabelText(/^Begin/) as HTMLInputElement).value).toBe(typed);
    expect((within(dialog).getByLabelText(/^Naam/) as HTMLInputElement).value).toBe('Verkiezing provinciale raad Limburg');
    expect(screen.queryByText('Er is iets misgelopen')).toBeNull();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('never throw on a value that is no moment', () => {
    expect(isoToDutchDateTime('202712-03-15T09:30')).toBe('202712-03-15T09:30');
    expect(isoToDutchDateTime(null)).toBe('');
    expect(dutchToIsoDateTime('')).toBeNull();
    expect(isoToDutchDateTime(dutchToIsoDateTime('15/03/202712 09:30'))).toBe('15/03/202712 09:30');
  });
});
