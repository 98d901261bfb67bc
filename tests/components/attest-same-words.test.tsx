import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttestStated } from '../../domain/schemas/attest';
import * as fr from '../../domain/texts/attest.fr';
import * as nl from '../../domain/texts/attest.nl';
import { createI18nProvider, i18nProvider, loadLanguage } from '../../src/i18n';
import AttestPage from '../../src/pages/attest/AttestPage';
import { json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeAll(() => loadLanguage('fr'));

const CODE = '7KQ2-M9XD-4TRB-ZP81-HC3A';
const stated: AttestStated = {
  name: 'Hélène Geëlen',
  ordenummer: 'N1001',
  period: { startDate: '2024-01-01', endDate: '2026-12-31' },
  requiredPoints: 60,
  points: { ebpcursussen: 20, bpcursussen: 12.5, teachings: 4, peerreview: 5, others: 10, othersUncapped: 10, othersCap: 36, total: 51.5, theory: 8 },
  courses: [{ type: 'ebpcursussen', title: 'Coördinatie', date: '2025-03-02', points: 20 }],
  exemptUntil: '2027-06-30',
  met: false,
  madeOn: '2026-11-29',
};

/**
 * Whoever holds the paper compares it with /attest/{code} line by line: each line the PDF words (its
 * texts in domain/texts/attest.*) reads the same on the page, in the reader's language.
 */
describe('the page at /attest/{code} in the words of the PDF', () => {
  for (const [language, { attestTexts: T, attestTypeName }] of [
    ['nl', nl],
    ['fr', fr],
  ] as const) {
    it(`names every line as the ${language} PDF does`, async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json({ code: CODE, stated, sha256: '0'.repeat(64), madeAt: '2026-11-29T10:00:00.000Z' })),
      );
      const page = (
        <AdminContext i18nProvider={language === 'fr' ? createI18nProvider('fr') : i18nProvider}>
          <AttestPage />
        </AdminContext>
      );
      render(<RouterProvider router={createMemoryRouter([{ path: '/attest/:code?', element: page }], { initialEntries: [`/attest/${CODE}`] })} />);
      await screen.findByText(T.name, undefined, { timeout: 10_000 });
      for (const label of [T.ordenummer, T.period, T.required, T.exemption, T.met, T.madeOn, T.code, T.total, T.theory]) {
        expect(screen.getAllByText(label, { selector: 'dt' }), label).toHaveLength(1);
      }
      for (const type of ['ebpcursussen', 'bpcursussen', 'teachings', 'peerreview', 'others']) screen.getByText(attestTypeName(type), { selector: 'dt' });
      for (const value of [T.periodValue(stated), T.exemptUntil(stated.exemptUntil!), T.metNo(8.5), T.othersCapped(stated)]) screen.getByText(value);
      screen.getByRole('heading', { name: T.pointsHeading });
      screen.getByRole('heading', { name: T.coursesHeading });
    });
  }
});
