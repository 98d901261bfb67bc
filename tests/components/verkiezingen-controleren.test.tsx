import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuditFile, checkAudit } from '../../domain/crypto/audit';
import { ballotTracker, openBallot } from '../../domain/crypto/ballot';
import { fn } from '../helpers/admin';
import { ballotReady, box, committeeSheet, fakeServer, open, renderBallot, sealNow } from './verkiezingen-stemmen.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The audit file the page saves, read back from the blob it hands to the browser. */
function catchDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:controle';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => JSON.parse(await blobs.at(-1)!.text()) as AuditFile;
}

describe('auditing a sealed ballot instead of casting it (Benaloh’s challenge)', () => {
  it('records the tracker first, then shows the candidates the ballot held, hands over the file, and never casts that ballot', async () => {
    const server = fakeServer();
    const savedFile = catchDownloads();
    renderBallot(open, { ballotSheet: fn(() => Promise.resolve(committeeSheet)) });
    await ballotReady();
    fireEvent.click(box('Bart Goossens'));
    fireEvent.click(box('An Claes'));
    const { tracker: audited } = await sealNow();

    fireEvent.click(screen.getByRole('button', { name: 'Controleren in plaats van uitbrengen' }));
    const heading = await screen.findByRole('heading', { name: 'Gecontroleerd stembiljet' });
    expect(document.activeElement).toBe(heading);
    expect(server.posts('/controles').map((p) => p.body)).toEqual([{ tracker: audited }]);
    expect(server.posts('/votes')).toEqual([]);
    expect(screen.getByTestId('booth-status').textContent).toBe('Het stembiljet werd als gecontroleerd geregistreerd en telt nooit mee.');
    // In ballot order (ascending id), read back from the randomness.
    expect(screen.getByTestId('audit-held').textContent).toBe('Dit stembiljet bevatte: An Claes, Bart Goossens. Dat is de keuze die u maakte.');
    screen.getByText(/^Dit stembiljet is nu ongeldig: het telt nooit mee en kan niet meer uitgebracht worden/);
    expect(screen.queryByRole('button', { name: 'Stem uitbrengen' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Controlepagina voor stembiljetten/ }).getAttribute('href')).toBe('/stembiljet-controle.html');
    screen.getByText(`npm run verify:box -- --audit stembiljet-controle-2-${audited.slice(0, 8)}.json`);

    // The file checks out as the verifier page and the script read it: the same ballot and choices.
    fireEvent.click(screen.getByRole('button', { name: 'Controlebestand downloaden' }));
    const file = await savedFile();
    expect(file).toMatchObject({ soort: 'ovd-stembiljet-controle', manifest: committeeSheet.manifest, tracker: audited, verkiezing: { id: 2, seats: 2 } });
    const verdict = checkAudit(file);
    expect(verdict.chosen.map((c) => c.id)).toEqual([11, 12]);
    expect(verdict.blank).toBe(false);

    // A fresh ballot of the same choice, with another tracker; only that one is cast.
    const { tracker: fresh } = await sealNow('Nieuw stembiljet verzegelen');
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(audited);
    screen.getByText('In dit stembiljet: An Claes, Bart Goossens.');
    fireEvent.click(screen.getByRole('button', { name: 'Stem uitbrengen' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Stem bevestigen' })).getByRole('button', { name: 'Bevestigen' }));
    await screen.findByText('Uw stem werd geregistreerd.');
    const casts = server.posts('/votes');
    expect(casts).toHaveLength(1);
    expect(Array.isArray(casts[0]!.body)).toBe(false);
    // A committee election's tracker is of the ciphertexts, as the server computes it.
    const cast = casts[0]!.body as { ballot: object };
    const shape = { candidates: committeeSheet.candidates.map((c) => c.id), max: 2, fingerprint: committeeSheet.fingerprint };
    expect(ballotTracker(openBallot(cast.ballot, shape).slots)).toBe(fresh);
    expect(screen.getByTestId('receipt').textContent).toBe(fresh);
    expect(server.posts('/controles')).toHaveLength(1);
  });

  it('reveals nothing when the server does not record the audit', async () => {
    const server = fakeServer({ auditRefusal: { status: 409, errorcode: 'VOTING_CLOSED' } });
    renderBallot(open, { ballotSheet: fn(() => Promise.resolve(committeeSheet)) });
    await ballotReady();
    fireEvent.click(box('Chris Maes'));
    await sealNow();
    fireEvent.click(screen.getByRole('button', { name: 'Controleren in plaats van uitbrengen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Er kan nu niet gestemd worden voor deze verkiezing.');
    expect(screen.queryByRole('heading', { name: 'Gecontroleerd stembiljet' })).toBeNull();
    expect(screen.queryByText(/Dit stembiljet bevatte/)).toBeNull();
    expect(server.posts('/votes')).toEqual([]);
  });

  it('audits a blank ballot, and lets the voter go back and change the choice', async () => {
    fakeServer();
    renderBallot(open, { ballotSheet: fn(() => Promise.resolve(committeeSheet)) });
    await ballotReady();
    await sealNow('Blanco stemmen');
    fireEvent.click(screen.getByRole('button', { name: 'Controleren in plaats van uitbrengen' }));
    expect((await screen.findByTestId('audit-held')).textContent).toBe(
      'Dit stembiljet was blanco: het bevatte geen enkele kandidaat. Dat is de keuze die u maakte.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nieuw stembiljet verzegelen' }));
    await screen.findByText('Dit is een blanco stembiljet: u koos geen enkele kandidaat.');
    fireEvent.click(screen.getByRole('button', { name: 'Keuze wijzigen' }));
    const group = await screen.findByRole('group', { name: 'Kies maximaal 2 kandidaten' });
    expect(document.activeElement).toBe(group);
  });
});
