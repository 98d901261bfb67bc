import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, useNotify } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { nlMessages } from '../../src/i18n/nl';
import { Notifications } from '../../src/shared/layout/Notifications';
import { authAs, fakeDataProvider } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: true });
afterEach(cleanup);

/** A save that fails (said twice: by react-admin's call and by the form), then one that succeeds. */
const Saves = () => {
  const notify = useNotify();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          notify('De server antwoordt niet', { type: 'error' });
          notify('Opslaan mislukt: de server antwoordt niet', { type: 'error' });
        }}
      >
        mislukt
      </button>
      <button type="button" onClick={() => notify('Gegevens opgeslagen', { type: 'success' })}>
        gelukt
      </button>
    </>
  );
};

describe('the notices', () => {
  it('show a success at once over the error notice of the save before it', async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={fakeDataProvider({})} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
          <Saves />
          <Notifications />
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'mislukt' }));
    await screen.findByText(/De server antwoordt niet|Opslaan mislukt/);
    fireEvent.click(screen.getByRole('button', { name: 'gelukt' }));
    await screen.findByText('Gegevens opgeslagen');
    expect(screen.queryByText(/De server antwoordt niet|Opslaan mislukt/)).toBeNull();
  });
});
