import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import ActiviteitenPage from '../../src/pages/activiteiten/ActiviteitenPage';
import { json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const item = (id: number, codedetail: string, description: string, active = 1) => ({ id, iddiccodedetail: id, codedetail, description, active });

const profile = {
  practpct: 80,
  // PELS (fur animals) is no longer an active value, but this member chose it earlier.
  species: ['GEZEL', 'PELS'],
  sectors: ['GEZEL'],
  other_sectors: null,
  interests: 'Cardiologie bij de hond',
  transfer_email: false,
  xray: false,
};

function stubApi({ activiteiten = () => json(profile) }: { activiteiten?: () => Response } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url === '/api/dierenartsen/N1001/activiteiten') {
      return json({ code: 'UPDATE_SUCCESS', ...JSON.parse(String(init.body)) });
    }
    if (/^\/api\/dierenartsen\/[^/]+\/activiteiten$/.test(url)) return activiteiten();
    if (url.startsWith('/api/lists/codelist/public/DIERSOORTEN')) {
      return json({
        items: [
          item(1, 'GEZEL', 'Gezelschapsdieren (hond, kat)'),
          item(2, 'PAARD', 'Paarden'),
          item(3, 'PELS', 'Pelsdieren', 0),
          item(4, 'WILD', 'Wilde dieren', 0),
        ],
      });
    }
    if (url.startsWith('/api/lists/codelist/public/SECTOR'))
      return json({ items: [item(10, 'GEZEL', 'Praktijk gezelschapsdieren'), item(11, 'LABO', 'Laboratorium')] });
    return json({ errorcode: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));

function renderPage(id = 'N1001') {
  const page = (
    <AdminContext i18nProvider={i18nProvider}>
      <ActiviteitenPage />
      <Notification autoHideDuration={300} />
    </AdminContext>
  );
  // A data router, as in the app: the form asks before leaving with unsaved changes.
  const router = createMemoryRouter([{ path: '/dierenarts/:id/professionele-activiteiten', element: page }], {
    initialEntries: [`/dierenarts/${id}/professionele-activiteiten`],
  });
  render(<RouterProvider router={router} />);
}

const percentage = () => screen.getByLabelText(/^Percentage actief/) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

describe('ActiviteitenPage', () => {
  it('keeps an inactive species already chosen visible and checked, marked "niet meer actief"; other inactive ones are not offered', async () => {
    stubApi();
    renderPage();
    const pels = (await screen.findByRole('checkbox', { name: 'Pelsdieren (niet meer actief)' }, { timeout: 10_000 })) as HTMLInputElement;
    expect(pels.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Gezelschapsdieren (hond, kat)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Paarden' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /Wilde dieren/ })).toBeNull();
    expect(percentage().value).toBe('80');
  });

  it.each([
    ['0', 'De waarde is te laag.'],
    ['101', 'De waarde is te hoog.'],
    ['2,5', 'Geef een geheel getal in.'],
    ['veel', 'Geen geldig getal, gebruik volgende formaat : 20,65'],
    ['', 'Dit veld is verplicht.'],
  ])('refuses a percentage of "%s" with "%s" and saves nothing', async (value, message) => {
    const fetchMock = stubApi();
    renderPage();
    await screen.findByRole('checkbox', { name: 'Paarden' }, { timeout: 10_000 });
    fireEvent.change(percentage(), { target: { value } });
    save();
    await screen.findByText(message);
    expect(posts(fetchMock)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('saves the profile (pessimistic) with the percentage as a whole number and keeps the inactive choice', async () => {
    const fetchMock = stubApi();
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Paarden' }, { timeout: 10_000 }));
    fireEvent.change(percentage(), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /röntgenstralen/ }));
    // Enter in the percentage does not submit (SPEC §5).
    expect(fireEvent.keyDown(percentage(), { key: 'Enter', code: 'Enter' })).toBe(false);
    save();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toEqual({
      practpct: 60,
      species: ['GEZEL', 'PELS', 'PAARD'],
      sectors: ['GEZEL'],
      other_sectors: null,
      interests: 'Cardiologie bij de hond',
      transfer_email: false,
      xray: true,
    });
    await screen.findByText('De wijzigingen werden opgeslagen.');
  });

  it("shows the Dutch forbidden message for another member's profile", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ activiteiten: () => json({ errorcode: 'FORBIDDEN' }, 403) });
    renderPage('N1003');
    await screen.findByText('U hebt onvoldoende rechten', undefined, { timeout: 10_000 });
  });
});
