import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import punten from '../../domain/resources/punten';
import { i18nProvider } from '../../src/i18n';
import { DecisionDialog } from '../../src/shared/declared/DecisionDialog';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const ROW = { id: 12, username: 'N1001', member: 'Claes Els', type: 'lesgeven', title: 'Gastles dierenwelzijn', state: 'NEW', epunten: null, tpunten: null };
const TOO_MANY = 'Geef ten hoogste 4 punten: meer geeft deze activiteit niet.';

describe('the points decision', () => {
  it('shows the server’s message for a field under that field, and takes the decision once it is corrected', async () => {
    const runAction = fn(() =>
      Promise.reject(new HttpError('De gegevens zijn niet geldig.', 400, { errorcode: 'VALIDATION_ERROR', errors: { epunten: TOO_MANY } })),
    );
    const provider = fakeDataProvider({ runAction });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
          <DecisionDialog d={punten} record={ROW} onClose={() => {}} />
        </AdminContext>
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog');
    const points = await within(dialog).findByRole('textbox', { name: 'Effectieve punten' });
    fireEvent.change(points, { target: { value: '12,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beslissen' }));
    // Under the field, tied to it for a screen reader, and the field marked as wrong.
    await waitFor(() => expect(points.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(points.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(TOO_MANY);
    expect(runAction).toHaveBeenCalledWith('punten', 12, 'goedkeuren', expect.objectContaining({ epunten: '12,5' }));

    runAction.mockImplementation(() => Promise.resolve({ ...ROW, state: 'APPROVED', epunten: 4 }));
    fireEvent.change(points, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beslissen' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(dialog).queryByText(TOO_MANY)).toBeNull());
  });
});
