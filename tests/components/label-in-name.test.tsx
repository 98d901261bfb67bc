import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ControlePage from '../../src/pages/controle/ControlePage';
import { i18nProvider } from '../../src/i18n';
import { ProfileMenu } from '../../src/shared/layout/ProfileMenu';
import { StateBars } from '../../src/shared/StateBars';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

/**
 * WCAG 2.1 2.5.3 "label in name" (axe's label-content-name-mismatch): a control that shows text is
 * named by a text that starts with it, so that who says what they see reaches the control.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The control's name starts with the text it shows, and that text is no empty one. */
function expectLabelInName(control: HTMLElement) {
  const shown = squeeze(control.textContent);
  const name = squeeze(control.getAttribute('aria-label') ?? control.textContent);
  expect(shown).not.toBe('');
  expect(name.toLowerCase().startsWith(shown.toLowerCase()), `"${name}" begint niet met "${shown}"`).toBe(true);
}

/** A screen as wide as a desktop's (react-admin's user menu shows the name from `sm` up). */
const wideScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));

const identityOf = (fullName: string) => ({ ...authAs('DIERENARTS'), getIdentity: () => Promise.resolve({ id: 'N1001', fullName }) });

describe('label in name', () => {
  it('the profile menu, which shows the member’s name, is named by that name first', async () => {
    wideScreen();
    render(
      <MemoryRouter>
        <AdminContext dataProvider={fakeDataProvider()} authProvider={identityOf('Els Claes')} i18nProvider={i18nProvider}>
          <ProfileMenu />
        </AdminContext>
      </MemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: 'Els Claes: profiel' });
    expect(squeeze(button.textContent)).toBe('Els Claes');
    expectLabelInName(button);
  });

  it('on a phone the profile menu is an icon named "Profiel"', async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={fakeDataProvider()} authProvider={identityOf('Els Claes')} i18nProvider={i18nProvider}>
          <ProfileMenu />
        </AdminContext>
      </MemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: 'Profiel' });
    expect(squeeze(button.textContent)).toBe('');
  });

  it('a name in the control list is named by the name it shows', async () => {
    const line = { username: 'N1001', firstname: 'Els', lastname: 'Claes', total: 12.5, theory: 3, required: 60, short: 47.5, exempt: false };
    const provider = fakeDataProvider({
      controlPeriods: fn(() => Promise.resolve([{ id: 3, startDate: '2024-01-01', endDate: '2026-12-31', active: true, requiredPoints: 60 }])),
      controlList: fn(() => Promise.resolve({ items: [line], limit: 25, offset: 0, size: 1 })),
    });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
          <ControlePage />
        </AdminContext>
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Claes Els: punten bekijken' });
    expectLabelInName(link);
  });

  it('a state bar is named by its state and number as it shows them', () => {
    render(
      <StateBars
        title="Per status"
        bars={[
          { key: 'NEW', label: 'In voorbereiding', count: 10, colour: 'info.main' },
          { key: 'DONE', label: 'Afgerond', count: 1234, colour: 'success.main' },
          { key: 'WAIT', label: 'Wachtend', colour: 'warning.main' },
        ]}
        onSelect={() => {}}
      />,
    );
    const bars = screen.getAllByRole('button');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual(['In voorbereiding 10', 'Afgerond 1.234', 'Wachtend –']);
    for (const bar of bars) expectLabelInName(bar);
  });
});
