import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import wachtdiensten from '../../domain/resources/wachtdiensten';
import { i18nProvider } from '../../src/i18n';
import { DeclaredHistory } from '../../src/shared/declared/DeclaredHistory';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = {
  id: 1,
  at: '2026-03-05T13:00:00Z',
  username: 'secretariaat',
  name: 'An Secretaris',
  resource: 'wachtdiensten',
  action: 'set-responsible',
  state: null,
  comment: 'Op vraag van de leden van de wachtdienst, na de vergadering van maart',
  values: { responsibleName: 'Wouter De Smet' },
};

/** Answers a media query as a phone does (below `sm`) or as a laptop does. */
const asPhone = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));

const renderHistory = () =>
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={fakeDataProvider({ getHistory: fn(() => Promise.resolve({ items: [entry], size: 1 })) })}
        authProvider={authAs('SECRETARIAAT')}
        i18nProvider={i18nProvider}
      >
        <DeclaredHistory d={wachtdiensten} id="7" />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the history tab of an on-call service', () => {
  it('shows each entry as lines of its own on a phone, not a table wider than the screen', async () => {
    asPhone(true);
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Historiek' });
    expect(screen.queryByRole('table')).toBeNull();
    const [item] = within(list).getAllByRole('listitem');
    within(item!).getByText('An Secretaris', { exact: false });
    within(item!).getByText('Wouter De Smet', { exact: false });
    within(item!).getByText(entry.comment);
  });

  it('keeps the table on a wider screen', async () => {
    asPhone(false);
    renderHistory();
    await screen.findByRole('table', { name: 'Historiek' });
    screen.getByText(entry.comment);
  });
});
