import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { date, time } from '../../domain/declare/kinds/dates';
import { validationMessages } from '../../domain/texts/errors.nl';
import { createI18nProvider, i18nProvider } from '../../src/i18n';
import { DateTextInput } from '../../src/shared/forms/DateTextInput';
import { TimeTextInput } from '../../src/shared/forms/TimeTextInput';
import { zodForm } from '../../src/shared/forms/zod';
import { fakeDataProvider } from '../helpers/admin';

afterEach(cleanup);

// The declared kinds' own schemas, as a declared form checks them.
const resolver = zodForm(z.object({ day: date.input({ kind: 'date' } as never), hour: time.input({ kind: 'time' } as never) }));

function renderForm(record: Record<string, unknown> = {}, i18n = i18nProvider) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={fakeDataProvider()} i18nProvider={i18n}>
        <Form record={record} resolver={resolver} onSubmit={onSubmit} noValidate>
          <DateTextInput source="day" label="Datum" />
          <TimeTextInput source="hour" label="Beginuur" />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  const type = (label: string, value: string) => {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  return { onSubmit, type, save };
}

describe('the Dutch date and time inputs', () => {
  it('take dd/MM/yyyy and HH:mm and keep yyyy-MM-dd and HH:mm', async () => {
    const { onSubmit, type, save } = renderForm();
    expect(screen.getByLabelText('Datum').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Beginuur').getAttribute('type')).toBe('text');
    type('Datum', '31/12/2026');
    type('Beginuur', '14:30');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ day: '2026-12-31', hour: '14:30' });
    expect((screen.getByLabelText('Datum') as HTMLInputElement).value).toBe('31/12/2026');
  });

  it("show the format they take in the reader's letters: uu:mm in Dutch, hh:mm in French", async () => {
    renderForm();
    expect(screen.getByLabelText('Beginuur').getAttribute('placeholder')).toBe('uu:mm');
    cleanup();
    const french = createI18nProvider('nl');
    await french.changeLocale('fr');
    renderForm({}, french);
    expect(screen.getByLabelText('Beginuur').getAttribute('placeholder')).toBe('hh:mm');
    expect(screen.getByLabelText('Datum').getAttribute('placeholder')).toBe('jj/mm/aaaa');
  });

  it('show a stored day as dd/MM/yyyy', () => {
    renderForm({ day: '2026-03-05', hour: '09:00' });
    expect((screen.getByLabelText('Datum') as HTMLInputElement).value).toBe('05/03/2026');
    expect((screen.getByLabelText('Beginuur') as HTMLInputElement).value).toBe('09:00');
  });

  it.each([
    ['31/02/2026', '09:00', 'date'],
    ['2026-12-31', '09:00', 'date'],
    ['31/12/2026', '9:5', 'time'],
    ['31/12/2026', '25:00', 'time'],
    ['31/12/2026', '9:00 PM', 'time'],
  ] as const)('refuse %s %s with a Dutch message', async (day, hour, wrong) => {
    const { onSubmit, type, save } = renderForm();
    type('Datum', day);
    type('Beginuur', hour);
    save();
    await screen.findByText(wrong === 'date' ? validationMessages.date : validationMessages.time);
    // What was typed stays in the input, to be corrected.
    expect((screen.getByLabelText(wrong === 'date' ? 'Datum' : 'Beginuur') as HTMLInputElement).value).toBe(wrong === 'date' ? day : hour);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
