import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ListBase } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { ListPagination } from '../../src/shared/ListPagination';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

function renderList(answer: object) {
  const provider = fakeDataProvider({ getList: fn(() => Promise.resolve(answer)) });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <ListBase resource="mails" perPage={25}>
          <ListPagination perPage={25} />
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
}

const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));

describe('the pages of a list', () => {
  it('say how many there are when the list was counted', async () => {
    renderList({ data: rows, total: 340 });
    await screen.findByText('1-25 van 340');
  });

  it('say "more than" a long queue the server did not count to its end, and offer the next page', async () => {
    renderList({ data: rows, pageInfo: { hasNextPage: true, hasPreviousPage: false }, meta: { atLeast: 1000 } });
    await screen.findByText('1–25 van meer dan 1.000');
    expect((screen.getByRole('button', { name: 'Ga naar de volgende pagina' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
