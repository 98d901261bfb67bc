import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider, loadLanguage } from '../../src/i18n';
import { LogboekFilters } from '../../src/pages/logboek/LogboekFilters';

afterEach(cleanup);

const options = async (field: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  const labels = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return labels;
};

describe("the logbook's filters for a French reader", () => {
  it('name the kinds of record and the actions in French', async () => {
    await loadLanguage('fr');
    render(
      <AdminContext i18nProvider={createI18nProvider('fr')}>
        <LogboekFilters values={{}} problems={{}} onChange={() => undefined} />
      </AdminContext>,
    );
    const kinds = await options('Type');
    expect(kinds[0]).toBe('Tous');
    expect(kinds).toContain("Lien d'agenda");
    expect(kinds).not.toContain('Agendalink');
    const actions = await options('Opération');
    expect(actions).toContain('Créé');
    expect(actions).not.toContain('Aangemaakt');
  });
});
