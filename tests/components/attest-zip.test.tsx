import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { AttestZipButton } from '../../src/pages/controle/AttestZipButton';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const filters = { docontrol: true, min: '', max: '', username: '' };

function renderButton(attestZip: ReturnType<typeof fn>) {
  const provider = fakeDataProvider({ attestZip });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <AttestZipButton periodId={3} filters={filters} />
        <Notification autoHideDuration={5000} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the control list’s certificates as a ZIP', () => {
  it('asks for the list’s period and filters and shows how many certificates are made out of how many', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    let finish: () => void = () => {};
    const attestZip = fn(
      (_period: number, _filters: unknown, onProgress: (made: number, total: number) => void) =>
        new Promise((resolve) => {
          onProgress(0, 0);
          onProgress(3, 140);
          finish = () => resolve({ blob: new Blob(['PK']), name: 'attesten-2024-2026.zip' });
        }),
    );
    renderButton(attestZip);
    fireEvent.click(await screen.findByRole('button', { name: 'Attesten downloaden (ZIP)' }, { timeout: 10_000 }));
    await screen.findByText('3 van 140 attesten gemaakt');
    expect(screen.getByRole('progressbar', { name: 'Attesten downloaden (ZIP)' }).getAttribute('aria-valuenow')).toBe(String(Math.round((3 / 140) * 100)));
    expect(attestZip).toHaveBeenCalledWith(3, filters, expect.any(Function));
    expect((screen.getByRole('button', { name: 'Attesten downloaden (ZIP)' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await screen.findByText('De attesten werden gedownload.');
    await waitFor(() => expect(screen.queryByText(/attesten gemaakt/)).toBeNull());
  });

  it('says in Dutch why nothing was made', async () => {
    const attestZip = fn(() => Promise.reject(new Error('Niemand in deze selectie heeft goedgekeurde punten in deze periode: er is geen attest te maken.')));
    renderButton(attestZip);
    fireEvent.click(await screen.findByRole('button', { name: 'Attesten downloaden (ZIP)' }, { timeout: 10_000 }));
    await screen.findByText(/Niemand in deze selectie heeft goedgekeurde punten/);
  });
});
