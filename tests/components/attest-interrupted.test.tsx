import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import AttestPage from '../../src/pages/attest/AttestPage';
import { AttestZipButton } from '../../src/pages/controle/AttestZipButton';
import { AttestDownload } from '../../src/pages/punten/AttestDownload';
import { authAs, fakeDataProvider } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UNREACHABLE = 'Service is momenteel niet bereikbaar probeer later opnieuw';

/** The certificates' ZIP as a server stopped halfway sends it: its headers, the first bytes, then the connection lost. */
const cutShort = () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([0x50, 0x4b, 3, 4, 10, 0, 0, 0]));
        controller.error(new TypeError('network error'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/zip', 'x-attest-total': '140' } },
  );

function renderIn(ui: React.ReactNode) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={fakeDataProvider()} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        {ui}
        <Notification autoHideDuration={5000} />
      </AdminContext>
    </MemoryRouter>,
  );
}

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('a certificate’s download or check that fails on the way, said in Dutch', () => {
  it('says a ZIP cut short failed in the screen’s words, not the browser’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => cutShort()),
    );
    renderIn(<AttestZipButton periodId={3} filters={{ docontrol: false, min: '', max: '', username: '' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Attesten downloaden (ZIP)' }, { timeout: 10_000 }));
    await screen.findByText(UNREACHABLE);
    expect(screen.queryByText(/network error/)).toBeNull();
  });

  it('says a certificate asked while the server cannot be reached failed in the screen’s words', async () => {
    offline();
    renderIn(<AttestDownload periodId={3} username="N1001" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Attest downloaden (PDF)' }, { timeout: 10_000 }));
    await screen.findByText(UNREACHABLE);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('says a code checked while the server cannot be reached failed in the screen’s words', async () => {
    offline();
    const page = (
      <AdminContext i18nProvider={i18nProvider}>
        <AttestPage />
      </AdminContext>
    );
    render(
      <RouterProvider router={createMemoryRouter([{ path: '/attest/:code?', element: page }], { initialEntries: ['/attest/7KQ2-M9XD-4TRB-ZP81-HC3A'] })} />,
    );
    await screen.findByText(UNREACHABLE, undefined, { timeout: 10_000 });
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});
