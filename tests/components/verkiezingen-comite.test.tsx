import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { errorMessages } from '../../domain/texts/errors.nl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sealBallot } from '../../domain/crypto/ballot';
import { checkCommitteeBox, committeeBoxFingerprint, shapeOf } from '../../domain/crypto/box';
import { publishRound1, sharesFor, transcriptCode } from '../../domain/crypto/dkg';
import { precomputed } from '../../domain/crypto/group';
import { checkManifest } from '../../domain/crypto/manifest';
import { checkPartial } from '../../domain/crypto/partial';
import { openShareFile, readShareFile, sealShareFile } from '../../domain/crypto/shareFile';
import ComitePage from '../../src/pages/comite/ComitePage';
import { i18nProvider } from '../../src/i18n';
import { authAs, fakeDataProvider, fn, json } from '../helpers/admin';
import { manifestFor, runCeremony } from '../helpers/committee';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ID = 9;
const TITLE = 'Verkiezing provinciale raad Limburg';
const usernames = ['N1003', 'N1004', 'N1005'];
const names = [
  ['Els', 'Claes'],
  ['Wouter', 'De Smet'],
  ['Désiré', 'Wouters'],
];
const c = runCeremony(ID, usernames, 2);
const PASSPHRASE = 'paard op de wei';

/** GET /verkiezingen/9/comite as member 1 sees it, at a stage of the ceremony. */
const committeeAt = (stage: string, state = 'NEW', fingerprint: string | null = null) => ({
  election: { id: ID, title: TITLE, state, fingerprint },
  threshold: 2,
  ceremony: c.ceremony,
  stage,
  me: 1,
  members: usernames.map((username, i) => ({
    index: i + 1,
    username,
    firstname: names[i]![0]!,
    lastname: names[i]![1]!,
    hasPublished: stage !== 'PUBLISH' || i === 0,
    // While the members publish, the server shows the caller only their own publication.
    published: stage !== 'PUBLISH' ? c.published[i]! : i === 0 ? c.published[0]! : null,
    sharesSent: ['CHECK', 'COMPLETE'].includes(stage),
    checked: stage === 'COMPLETE',
    complaint: null,
  })),
});
const taskOf = (task: string, stage: string) => ({
  items: [{ electionId: ID, title: TITLE, index: 1, threshold: 2, members: 3, stage, task, endtime: '2026-12-05T16:00:00Z' }],
});

/** Member `lid`'s key file, as the page offers it for download at round 1. */
async function keyFile(lid = 1, passphrase = PASSPHRASE) {
  const header = { verkiezing: ID, titel: TITLE, lid, gebruiker: usernames[lid - 1]!, drempel: 2, leden: 3, ceremonie: c.ceremony };
  return new File([JSON.stringify(await sealShareFile(c.seeds[lid - 1]!, header, passphrase))], `comitesleutel-verkiezing-${ID}-lid-${lid}.json`, {
    type: 'application/json',
  });
}

function renderPage(overrides: Parameters<typeof fakeDataProvider>[0]) {
  const provider = fakeDataProvider(overrides);
  render(
    <MemoryRouter initialEntries={['/comite']}>
      <AdminContext dataProvider={provider} authProvider={authAs('DIERENARTS')} i18nProvider={i18nProvider}>
        <ComitePage />
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

/** Picks a file with the system's picker (its hidden input) and types the passphrase. */
async function chooseKeyFile(file: File | string, passphrase = PASSPHRASE) {
  const chosen = typeof file === 'string' ? new File([file], 'iets.json', { type: 'application/json' }) : file;
  fireEvent.change(await screen.findByLabelText('Sleutelbestand'), { target: { files: [chosen] } });
  await screen.findByText(`Gekozen bestand: ${chosen.name}`);
  fireEvent.change(screen.getByLabelText('Wachtzin van het sleutelbestand'), { target: { value: passphrase } });
}

describe('the committee member’s page: the key ceremony', () => {
  it('makes the key file in the browser, offers it, and publishes only after the member kept it', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:sleutelbestand';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const provider = renderPage({
      committeeTasks: fn(() => Promise.resolve(taskOf('PUBLISH', 'PUBLISH'))),
      committee: fn(() => Promise.resolve(committeeAt('PUBLISH'))),
      publishKey: fn(() => Promise.resolve(committeeAt('PUBLISH'))),
    });
    await screen.findByRole('heading', { name: 'Stap 1: uw sleutelbestand maken' });
    await screen.findByText(/Het sleutelbestand wordt nergens anders bewaard/);
    const make = screen.getByRole('button', { name: 'Sleutelbestand maken en downloaden' });
    fireEvent.change(screen.getByLabelText(/^Wachtzin\s*\*?$/), { target: { value: 'te kort' } });
    fireEvent.click(make);
    await screen.findByText('De wachtzin moet minstens 10 tekens lang zijn.');
    fireEvent.change(screen.getByLabelText(/^Wachtzin\s*\*?$/), { target: { value: PASSPHRASE } });
    fireEvent.change(screen.getByLabelText(/^Wachtzin herhalen\s*\*?$/), { target: { value: 'paard op de weide' } });
    fireEvent.click(make);
    await screen.findByText('De velden komen niet overeen.');
    fireEvent.change(screen.getByLabelText(/^Wachtzin herhalen\s*\*?$/), { target: { value: PASSPHRASE } });
    fireEvent.click(make);
    await screen.findByText(/Uw sleutelbestand "comitesleutel-verkiezing-9-lid-1.json" werd gemaakt en gedownload/, undefined, { timeout: 10_000 });
    const publish = screen.getByRole('button', { name: 'Publiceren' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ik heb mijn sleutelbestand bewaard' }));
    fireEvent.click(publish);
    await screen.findByText(/Uw publieke gegevens werden verstuurd/);
    // What went out derives from the seed in the downloaded file, and nothing else did.
    const seed = await openShareFile(readShareFile(await saved!.text()), PASSPHRASE);
    const sent = provider.publishKey.mock.calls[0]![1];
    expect(sent).toEqual({ ...publishRound1(seed, c.ceremony, 1, 2), index: undefined, proof: sent.proof });
    expect(Object.keys(sent).sort()).toEqual(['commitments', 'encKey', 'proof']);
  });

  it('refuses a wrong passphrase, another member’s file and a file that is none, and sends nothing', async () => {
    const provider = renderPage({
      committeeTasks: fn(() => Promise.resolve(taskOf('SHARE', 'SHARE'))),
      committee: fn(() => Promise.resolve(committeeAt('SHARE'))),
    });
    await chooseKeyFile(await keyFile(1), 'een andere wachtzin');
    fireEvent.click(screen.getByRole('button', { name: 'Delen versturen' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Deze wachtzin opent het sleutelbestand niet\./);
    await chooseKeyFile(await keyFile(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delen versturen' }));
    await screen.findByText(/^Dit sleutelbestand hoort bij een andere verkiezing of een ander lid \("Verkiezing provinciale raad Limburg", lid 2, N1004\)/);
    await chooseKeyFile('{"geen": "sleutelbestand"}');
    fireEvent.click(screen.getByRole('button', { name: 'Delen versturen' }));
    await screen.findByText(/^Dit bestand is geen sleutelbestand van een kiescomité/);
    expect(provider.sendShares).not.toHaveBeenCalled();
  });

  /** The shares member 1 received from members 2 and 3, as they sent them. */
  const received = () => ({ shares: c.sent.slice(1).map((s, i) => ({ from: i + 2, box: s.find((x) => x.to === 1)!.box })) });
  const comparedTick = 'Ik heb deze code vergeleken met de andere comitéleden en hij is dezelfde';

  it('shows the ceremony’s control code to compare outside the portal, and sends the check with the transcript only after the tick', async () => {
    const provider = renderPage({
      committeeTasks: fn(() => Promise.resolve(taskOf('CHECK', 'CHECK'))),
      committee: fn(() => Promise.resolve(committeeAt('CHECK'))),
      receivedShares: fn(() => Promise.resolve(received())),
      checkShares: fn(() => Promise.resolve({ ...committeeAt('CHECK'), members: committeeAt('CHECK').members.map((m) => ({ ...m, checked: m.index === 1 })) })),
    });
    await screen.findByRole('heading', { name: 'Stap 3: de ontvangen delen controleren' });
    await chooseKeyFile(await keyFile(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delen controleren' }));
    await screen.findByText(/^De delen die u ontving, kloppen met wat de leden publiceerden/);
    // The code of the publications as every member's browser sees them: the same for all three.
    const code = transcriptCode(c.transcript);
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
    expect(screen.getByTestId('ceremony-code').textContent).toBe(code);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Controlecode van de ceremonie' }));
    screen.getByText(/vergelijk deze code met de andere comitéleden, telefonisch of persoonlijk, niet via het portaal of zijn mails\.$/);
    screen.getByText('Is de code bij een ander lid anders? Bevestig dan niet en verwittig het secretariaat.');
    const confirm = screen.getByRole('button', { name: 'Controle bevestigen' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(provider.checkShares).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: comparedTick }));
    fireEvent.click(confirm);
    await screen.findByText(new RegExp(`^Alle delen die u ontving, kloppen\\..*de controlecode ${code} tot elk lid hem vergeleek\\.$`));
    expect(provider.checkShares).toHaveBeenCalledWith(ID, { complaint: null, transcript: c.transcript });
  });

  it('says in Dutch that the portal keeps other publications than the browser saw, and keeps nothing', async () => {
    renderPage({
      committeeTasks: fn(() => Promise.resolve(taskOf('CHECK', 'CHECK'))),
      committee: fn(() => Promise.resolve(committeeAt('CHECK'))),
      receivedShares: fn(() => Promise.resolve(received())),
    });
    // The real call, answered as the server answers a transcript that is not the hash of what it keeps.
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ errorcode: 'CEREMONY_MISMATCH', usererror: errorMessages.CEREMONY_MISMATCH }, 409));
    await chooseKeyFile(await keyFile(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delen controleren' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: comparedTick }));
    fireEvent.click(screen.getByRole('button', { name: 'Controle bevestigen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Wat uw browser van de andere comitéleden zag, verschilt van wat het portaal nu bewaart. Er werd niets bewaard: vergelijk de controlecode met de andere leden en verwittig het secretariaat.',
    );
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ complaint: null, transcript: c.transcript });
    // The code stays to compare, and the tick can be given again.
    screen.getByTestId('ceremony-code');
  });

  it('complains about the member whose share does not match, and says so by name', async () => {
    const forged = sharesFor(crypto.getRandomValues(new Uint8Array(32)), c.ceremony, 2, 2, c.published).find((s) => s.to === 1)!;
    const good = c.sent[2]!.find((s) => s.to === 1)!;
    const provider = renderPage({
      committeeTasks: fn(() => Promise.resolve(taskOf('CHECK', 'CHECK'))),
      committee: fn(() => Promise.resolve(committeeAt('CHECK'))),
      receivedShares: fn(() =>
        Promise.resolve({
          shares: [
            { from: 2, box: forged.box },
            { from: 3, box: good.box },
          ],
        }),
      ),
      checkShares: fn(() => Promise.resolve({ ...committeeAt('CHECK'), stage: 'COMPLAINT' })),
    });
    await chooseKeyFile(await keyFile(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delen controleren' }));
    await screen.findByText(/^Een ontvangen deel klopt niet: dat van lid 2 \(Wouter De Smet\)\./);
    expect(screen.getByTestId('ceremony-code').textContent).toBe(transcriptCode(c.transcript));
    const send = screen.getByRole('button', { name: 'Klacht versturen' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: comparedTick }));
    fireEvent.click(send);
    await screen.findByText(/^Het deel dat u van lid 2 \(Wouter De Smet\) kreeg, klopt niet met wat dat lid publiceerde\..*het secretariaat start ze opnieuw/);
    expect(provider.checkShares).toHaveBeenCalledWith(ID, { complaint: 2, transcript: c.transcript });
  });

  it('counts a member as published by hasPublished, as the others’ publications stay hidden until all published', async () => {
    renderPage({
      committeeTasks: fn(() => Promise.resolve(taskOf('WAIT', 'PUBLISH'))),
      committee: fn(() =>
        Promise.resolve({ ...committeeAt('PUBLISH'), members: committeeAt('PUBLISH').members.map((m) => ({ ...m, hasPublished: m.index !== 3 })) }),
      ),
    });
    await screen.findByText('Ronde 1 van 3: elk lid maakt zijn sleutelbestand en publiceert.');
    expect(within(screen.getByRole('row', { name: /Wouter De Smet/ })).getAllByRole('cell')[1]!.textContent).toBe('Ja');
    expect(within(screen.getByRole('row', { name: /Désiré Wouters/ })).getAllByRole('cell')[1]!.textContent).toBe('Nog niet');
  });
});

describe('the committee member’s page: the count', () => {
  const candidates = [
    { id: 11, firstname: 'An', lastname: 'Peeters' },
    { id: 12, firstname: 'Bart', lastname: 'Claes' },
  ];
  const manifest = manifestFor(c, { id: ID, title: TITLE, seats: 1 }, candidates);
  const { fingerprint, verificationKeys } = checkManifest(manifest);
  const shape = shapeOf(manifest, fingerprint);
  const Y = precomputed(manifest.publicKey);
  const ballots = [[11], [12], [], [11]].map((v) => sealBallot(Y, shape, v)).map((b) => ({ tracker: b.tracker, ballot: b.text }));
  const closed = committeeBoxFingerprint(
    fingerprint,
    ballots.map((b) => b.tracker),
  );
  const box = (over = {}) => ({ manifest, fingerprint, voters: ballots.length, ballots, closedFingerprint: closed, count: null, ...over });
  const counting = (over = {}) => ({
    committeeTasks: fn(() => Promise.resolve(taskOf('COUNT', 'COMPLETE'))),
    committee: fn(() => Promise.resolve(committeeAt('COMPLETE', 'FINISHED', fingerprint))),
    ballotBox: fn(() => Promise.resolve(box(over))),
    receivedShares: fn(() => Promise.resolve({ shares: c.sent.slice(1).map((s, i) => ({ from: i + 2, box: s.find((x) => x.to === 1)!.box })) })),
    sendPartial: fn(() => Promise.resolve({ partials: 1, threshold: 2, counted: false })),
  });

  it('refuses to decrypt a box the check finds wrong, naming what it found', async () => {
    const provider = renderPage(counting({ voters: ballots.length + 1 }));
    await chooseKeyFile(await keyFile(1));
    fireEvent.click(screen.getByRole('button', { name: 'Stembus controleren' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^De controle vond een fout in de stembus\. Er werd niets ontsleuteld en niets verstuurd/);
    within(alert).getByText('De stembus telt meer stembiljetten dan er leden gestemd hebben');
    expect(screen.queryByRole('button', { name: 'Meetellen' })).toBeNull();
    expect(provider.receivedShares).not.toHaveBeenCalled();
    expect(provider.sendPartial).not.toHaveBeenCalled();
  });

  it('checks the box, shows both fingerprints, and sends a partial decryption the member’s key proves', async () => {
    const provider = renderPage(counting());
    await chooseKeyFile(await keyFile(1));
    fireEvent.click(screen.getByRole('button', { name: 'Stembus controleren' }));
    await screen.findByText(/^De stembus klopt/);
    expect(screen.getByTestId('closed-fingerprint').textContent).toBe(closed);
    screen.getByText(fingerprint);
    const send = screen.getByRole('button', { name: 'Meetellen' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'De vingerafdruk van de stembus is dezelfde als in de mail die ik bij de sluiting kreeg' }));
    fireEvent.click(send);
    await screen.findByText('1 van 2 comitéleden hebben meegeteld. De stemmen zijn geteld zodra genoeg leden meetelden.');
    const { sums } = await checkCommitteeBox(box());
    const { decryptions } = provider.sendPartial.mock.calls[0]![1];
    expect(checkPartial(verificationKeys[0]!, fingerprint, sums, { index: 1, decryptions })).toHaveLength(3);
  });

  it('tells a member who has nothing to do what they wait for', async () => {
    renderPage({ committeeTasks: fn(() => Promise.resolve(taskOf('WAIT', 'COMPLETE'))), committee: fn(() => Promise.resolve(committeeAt('COMPLETE'))) });
    await screen.findByText(/^De sleutel van het kiescomité is klaar\. U wacht tot het secretariaat de verkiezing finaliseert/);
    await waitFor(() => expect(screen.getAllByText('Ja')).toHaveLength(9));
  });
});
