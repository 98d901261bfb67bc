import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TextInput } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { raDutchMessages } from '../../src/i18n/ra.nl';
import { DialogForm } from '../../src/shared/forms/DialogForm';
import { fakeDataProvider } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog() {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={fakeDataProvider()} i18nProvider={i18nProvider}>
        <DialogForm title="Waarde bewerken" record={{ description: 'Hond' }} onSubmit={async () => undefined} onClose={onClose}>
          <TextInput source="description" label="Omschrijving" />
        </DialogForm>
      </AdminContext>
    </MemoryRouter>,
  );
  return { onClose };
}

describe('DialogForm', () => {
  it("asks in a Dutch dialog of the app, with the page prompt's question, before dropping unsaved changes", async () => {
    const browserConfirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { onClose } = renderDialog();
    fireEvent.change(screen.getByLabelText('Omschrijving'), { target: { value: 'Honden' } });
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));

    const ask = await screen.findByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
    // The same text as react-admin's prompt when leaving a page with unsaved changes.
    within(ask).getByText(raDutchMessages.ra.message.unsaved_changes);
    expect(browserConfirm).not.toHaveBeenCalled();

    fireEvent.click(within(ask).getByRole('button', { name: 'Verder bewerken' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Omschrijving') as HTMLInputElement).value).toBe('Honden');

    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' })).getByRole('button', { name: 'Wijzigingen negeren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing changed', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull();
  });
});
