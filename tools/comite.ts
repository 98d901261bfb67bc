import fs from 'node:fs';
import { createInterface } from 'node:readline/promises';
import type { CommitteeBox } from '../domain/crypto/box';
import { CryptoError } from '../domain/crypto/group';
import { transcriptCode } from '../domain/crypto/dkg';
import { type CeremonyView, checkAnswer, countPart, publication, sharesToSend } from '../domain/crypto/member';
import { MIN_PASSPHRASE, openShareFile, readShareFile, sealShareFile } from '../domain/crypto/shareFile';
import { boxProblems } from '../domain/texts/ballotBox.nl';

/**
 * `npm run comite -- <stap> --portaal <adres> --gebruiker <naam> --verkiezing <id> --bestand <pad>`:
 * a committee member's steps without the portal's JavaScript (docs/features/elections.md), with the
 * same key file as the page and the same code for every check (domain/crypto/member.ts). The portal
 * password comes from PORTAAL_WACHTWOORD and the passphrase from COMITE_WACHTZIN, or are asked.
 * Steps: taken, sleutel (round 1: makes the file), delen (round 2), controleren (round 3: prints the
 * control code to compare with the other members, and sends the check only with --vergeleken), tellen.
 */
const [step, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};
const fail = (text: string, code = 1): never => {
  console.error(text);
  process.exit(code);
};
const STEPS = ['taken', 'sleutel', 'delen', 'controleren', 'tellen'];
if (!step || !STEPS.includes(step))
  fail(`Gebruik: npm run comite -- <${STEPS.join('|')}> --portaal <adres> --gebruiker <naam> [--verkiezing <id> --bestand <pad>]`, 2);
const portal = (option('portaal') ?? 'http://localhost:8080').replace(/\/$/, '');
const username = option('gebruiker') ?? fail('Geef uw gebruikersnaam met --gebruiker.', 2);

const ask = async (question: string) => {
  if (!process.stdin.isTTY) fail(`${question} ontbreekt (geen invoer mogelijk).`, 2);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question}: `);
  rl.close();
  return answer;
};

let cookie = '';
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${portal}/api${path}`, {
    method,
    headers: { cookie, origin: portal, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { errorcode?: string; usererror?: string };
  if (!res.ok) fail(`Het portaal weigerde (${res.status}): ${answer.usererror ?? answer.errorcode ?? res.statusText}`);
  return answer as T;
}

async function login() {
  const password = process.env.PORTAAL_WACHTWOORD ?? (await ask('Wachtwoord van het portaal'));
  const res = await fetch(`${portal}/api/auth/person/j_security_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal },
    body: new URLSearchParams({ j_username: username, j_password: password }),
  });
  if (!res.ok) fail('Aanmelden mislukt: controleer uw gebruikersnaam en wachtwoord.');
  cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
}

const passphrase = async (twice: boolean) => {
  const given = process.env.COMITE_WACHTZIN ?? (await ask('Wachtwoordzin van uw sleutelbestand'));
  if (twice && !process.env.COMITE_WACHTZIN && given !== (await ask('Dezelfde wachtwoordzin nog eens'))) fail('De twee wachtwoordzinnen verschillen.');
  return given;
};

type Committee = {
  election: { id: number; title: string };
  threshold: number;
  ceremony: string;
  me: number | null;
  stage: string;
  members: CeremonyView['members'] & { username: string }[];
};

await login();
if (step === 'taken') {
  const { items } = await api<{ items: { electionId: number; title: string; index: number; task: string }[] }>('GET', '/comite/taken');
  if (items.length === 0) console.log('U hebt geen taken in een kiescomité.');
  for (const t of items) console.log(`Verkiezing ${t.electionId} (${t.title}), lid ${t.index}: ${t.task}`);
  process.exit(0);
}
const electionId = Number(option('verkiezing') ?? fail('Geef de verkiezing met --verkiezing.', 2));
const file = option('bestand') ?? fail('Geef het sleutelbestand met --bestand.', 2);
const c = await api<Committee>('GET', `/verkiezingen/${electionId}/comite`);
if (!c.me) fail('U maakt geen deel uit van het kiescomité van deze verkiezing.');
const view: CeremonyView = { ceremony: c.ceremony, threshold: c.threshold, me: c.me!, members: c.members };

if (step === 'sleutel') {
  if (fs.existsSync(file)) fail(`${file} bestaat al: kies een ander pad, een sleutelbestand wordt nooit overschreven.`);
  const phrase = await passphrase(true);
  if (phrase.length < MIN_PASSPHRASE) fail(`De wachtwoordzin telt minstens ${MIN_PASSPHRASE} tekens.`);
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const header = {
    verkiezing: electionId,
    titel: c.election.title,
    lid: c.me!,
    gebruiker: username,
    drempel: c.threshold,
    leden: c.members.length,
    ceremonie: c.ceremony,
  };
  fs.writeFileSync(file, JSON.stringify(await sealShareFile(seed, header, phrase), null, 2), { mode: 0o600, flag: 'wx' });
  await api('POST', `/verkiezingen/${electionId}/comite/publicatie`, publication(seed, view));
  console.log(`Uw sleutelbestand staat in ${file}. Bewaar het en uw wachtwoordzin goed: niemand anders heeft ze.`);
  process.exit(0);
}

const shareFile = readShareFile(fs.readFileSync(file, 'utf8'));
if (shareFile.verkiezing !== electionId || shareFile.lid !== c.me || shareFile.gebruiker !== username)
  fail('Dit sleutelbestand hoort bij een andere verkiezing of een ander comitélid.');
if (shareFile.ceremonie !== c.ceremony) fail('Dit sleutelbestand hoort bij een vroegere sleutelceremonie van deze verkiezing.');
let seed: Uint8Array;
try {
  seed = await openShareFile(shareFile, await passphrase(false));
} catch {
  fail(boxProblems.PASSPHRASE);
}
const received = async () => (await api<{ shares: { from: number; box: string }[] }>('GET', `/verkiezingen/${electionId}/comite/delen`)).shares;

try {
  if (step === 'delen') {
    await api('POST', `/verkiezingen/${electionId}/comite/delen`, sharesToSend(seed!, view));
    console.log('Uw versleutelde delen zijn verstuurd.');
  } else if (step === 'controleren') {
    const answer = checkAnswer(seed!, view, await received());
    console.log(`Controlecode van de ceremonie: ${transcriptCode(answer.transcript)}`);
    // Only the members together can tell that the portal showed each of them the same keys of the others.
    if (!rest.includes('--vergeleken'))
      fail('Vergelijk deze code met de andere comitéleden (telefonisch of persoonlijk, niet via het portaal) en start dan opnieuw met --vergeleken.');
    const { complaint } = answer;
    await api('POST', `/verkiezingen/${electionId}/comite/controle`, answer);
    console.log(
      complaint === null ? 'Alle ontvangen delen kloppen.' : `Het deel van comitélid ${complaint} klopt niet: het secretariaat start de ceremonie opnieuw.`,
    );
    process.exit(complaint === null ? 0 : 1);
  } else {
    const box = await api<CommitteeBox>('GET', `/verkiezingen/${electionId}/stembus`);
    const { verdict, decryptions } = await countPart(seed!, c.me!, box, await received(), (done, total) =>
      process.stderr.write(`\r${done} van ${total} stembiljetten gecontroleerd`),
    );
    process.stderr.write('\n');
    console.log(`Vingerafdruk van de stembus: ${verdict.boxFingerprint} (vergelijk met die in uw e-mail bij de sluiting)`);
    if (!decryptions) {
      for (const f of verdict.findings) console.log(`  ${boxProblems[f.problem]}${f.tracker ? ` (stembiljet ${f.tracker})` : ''}`);
      fail('De stembus klopt niet: er werd niets ontsleuteld of verstuurd.');
    }
    const answer = await api<{ partials: number; threshold: number; counted: boolean }>('POST', `/verkiezingen/${electionId}/deelontsleuteling`, {
      decryptions,
    });
    console.log(`${answer.partials} van ${answer.threshold} comitéleden hebben meegeteld.${answer.counted ? ' De uitslag is bekend.' : ''}`);
  }
} catch (error) {
  if (error instanceof CryptoError) fail(`${boxProblems[error.problem]}${error.detail ? ` (comitélid ${error.detail})` : ''}`);
  throw error;
}
