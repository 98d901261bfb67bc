import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type I18nProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider, i18nProvider, loadLanguage } from '../../src/i18n';
import AttendanceTab from '../../src/resources/cursussen/AttendanceTab';
import { authAs, type FakeDataProvider, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const open = { open: true, refusal: null, evaluation: true, points: 2.5, credited: [] };

function renderTab(provider: FakeDataProvider, i18n: I18nProvider = i18nProvider) {
  const element = (
    <AdminContext dataProvider={provider} authProvider={authAs('OPLVERSTREKKER')} i18nProvider={i18n}>
      <AttendanceTab />
    </AdminContext>
  );
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/bijscholing/cursussen/:id/aanwezigheden', element }], {
        initialEntries: ['/bijscholing/cursussen/7/aanwezigheden'],
      })}
    />,
  );
}

/** The attendance tab (src/resources/cursussen/AttendanceTab.tsx): preview, ticks for who passed, confirmation. */
describe('the attendance tab', () => {
  it("previews a typed list with each line's reason, and confirms the taken ones with who passed", async () => {
    const provider = fakeDataProvider({
      attendanceState: fn(() => Promise.resolve(open)),
      attendancePreviewText: fn(() =>
        Promise.resolve({
          lines: [
            { line: 1, ordenummer: 'N1005', name: 'Els Claes', passed: null, reason: null },
            { line: 2, ordenummer: 'N9999', name: null, passed: null, reason: 'UNKNOWN' },
          ],
          accepted: 1,
          skipped: 1,
        }),
      ),
      attendanceConfirm: fn(() => Promise.resolve({ credited: [{ ordenummer: 'N1005', name: 'Els Claes' }], skipped: [] })),
    });
    renderTab(provider);
    expect(await screen.findByText(/krijgt de punten van deze cursus \(2,5 punten\)/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ordenummers' }), { target: { value: 'N1005\nN9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lijst nakijken' }));
    expect(await screen.findByText('Onbekend ordenummer')).toBeTruthy();
    expect(screen.getByText('1 van 2 regels wordt geregistreerd.')).toBeTruthy();
    expect(provider.attendancePreviewText).toHaveBeenCalledWith('7', 'N1005\nN9999');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Els Claes is geslaagd voor de evaluatietoets' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen en registreren (1)' }));
    await waitFor(() => expect(provider.attendanceConfirm).toHaveBeenCalledWith('7', [{ ordenummer: 'N1005', geslaagd: true }]));
  });

  it('ticks who passed as a file read again says, when the corrected file names the same numbers', async () => {
    const lines = (passed: boolean | null, reason: 'PASSED_INVALID' | null) => ({
      lines: [{ line: 2, ordenummer: 'N1005', name: 'Els Claes', passed, reason }],
      accepted: reason ? 0 : 1,
      skipped: reason ? 1 : 0,
    });
    const answers = [lines(null, 'PASSED_INVALID'), lines(true, null)];
    const provider = fakeDataProvider({
      attendanceState: fn(() => Promise.resolve(open)),
      attendancePreviewFile: fn(() => Promise.resolve(answers.shift()!)),
      attendanceConfirm: fn(() => Promise.resolve({ credited: [{ ordenummer: 'N1005', name: 'Els Claes' }], skipped: [] })),
    });
    renderTab(provider);
    const input = (await screen.findByTestId('aanwezigheden-bestand')) as HTMLInputElement;
    const choose = () => fireEvent.change(input, { target: { files: [new File(['x'], 'lijst.xlsx')] } });
    choose();
    expect(await screen.findByText('0 van 1 regels worden geregistreerd.')).toBeTruthy();
    choose();
    const box = (await screen.findByRole('checkbox', { name: 'Els Claes is geslaagd voor de evaluatietoets' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen en registreren (1)' }));
    await waitFor(() => expect(provider.attendanceConfirm).toHaveBeenCalledWith('7', [{ ordenummer: 'N1005', geslaagd: true }]));
  });

  it('says in Dutch why nothing can be entered yet, and offers no list', async () => {
    renderTab(fakeDataProvider({ attendanceState: fn(() => Promise.resolve({ ...open, open: false, refusal: 'ATTENDANCE_NOT_STARTED' })) }));
    expect(await screen.findByText('Aanwezigheden kunnen pas geregistreerd worden vanaf de eerste dag van de cursus.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Ordenummers' })).toBeNull();
  });

  it("words the course's points in French for a French provider, and why nothing can be entered", async () => {
    await loadLanguage('fr');
    const lines = [
      { line: 1, ordenummer: 'N1007', name: 'Camille Dubois', passed: null, reason: null },
      { line: 2, ordenummer: 'N9999', name: null, passed: null, reason: 'UNKNOWN' },
    ];
    const preview = fn(() => Promise.resolve({ lines, accepted: 1, skipped: 1 }));
    renderTab(fakeDataProvider({ attendanceState: fn(() => Promise.resolve(open)), attendancePreviewText: preview }), createI18nProvider('fr'));
    expect(await screen.findByText(/reçoit les points de cette formation \(2,5 points\)/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: "Numéros d'Ordre" }), { target: { value: 'N1007\nN9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier la liste' }));
    expect(await screen.findByText('1 ligne sur 2 sera enregistrée.')).toBeTruthy();
    expect(screen.getByText("Numéro d'Ordre inconnu")).toBeTruthy();
    cleanup();
    renderTab(
      fakeDataProvider({ attendanceState: fn(() => Promise.resolve({ ...open, open: false, refusal: 'ATTENDANCE_PERIOD_CLOSED' })) }),
      createI18nProvider('fr'),
    );
    expect(await screen.findByText(/^La période de formation continue de cette formation est clôturée/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: "Numéros d'Ordre" })).toBeNull();
  });
});
