import './page.css';
import { type AuditOutcome, auditOutcome, type GrowthOutcome, growthOutcome, pageTexts } from './checks';

/**
 * The static verifier page (./index.html, served as /stembiljet-controle.html; docs/features/elections.md, "Auditing a ballot"
 * and "The board"): a voter chooses or drops the file of an audited ballot and sees the election's
 * fingerprint, the receipt and the candidates it held; or chooses two downloads of the board and
 * sees whether the later only appended. It asks the portal for nothing, and writes what a file says
 * only as text (never as HTML).
 */
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/**
 * The page's language: `?lang=fr|nl` (the link to the other language), else the browser's first
 * language (French when it starts with fr), Dutch otherwise. The HTML holds the Dutch texts.
 */
const asked = new URLSearchParams(window.location.search).get('lang');
const language = asked === 'fr' || asked === 'nl' ? asked : navigator.languages?.[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'nl';
const t = pageTexts[language].checkPage;
type PageText = keyof typeof t;
document.documentElement.lang = language;
for (const node of document.querySelectorAll<HTMLElement>('[data-text]')) {
  const text = t[node.dataset.text as PageText];
  if (node instanceof HTMLMetaElement) node.content = text;
  else node.textContent = text;
}
byId('taal').setAttribute('aria-label', t.languages);
const other = byId<HTMLAnchorElement>('andere-taal');
const otherLanguage = language === 'fr' ? 'nl' : 'fr';
other.textContent = t.otherLanguage;
other.lang = other.hreflang = otherLanguage;
other.href = `?lang=${otherLanguage}`;

/** An element with text and children, built without HTML. */
function el(tag: string, text?: string, ...children: Node[]) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  node.append(...children);
  return node;
}

/** Hex strings of 64 characters, shown whole and breakable on a phone's screen. */
const code = (text: string) => {
  const node = el('code', text);
  node.className = 'hex';
  return node;
};

function problem(title: string, text: string) {
  const box = el('div', undefined, el('h3', title), el('p', `${text}.`));
  box.className = 'fout';
  return box;
}

function showAudit(out: AuditOutcome) {
  if (!out.ok) return problem(t.ballotWrong, out.problem);
  const { fingerprint, tracker, chosen, blank } = out.verdict;
  const list = el('ul', undefined, ...(blank ? [el('li', t.blank)] : chosen.map((c) => el('li', `${c.firstname} ${c.lastname}`))));
  const details = el(
    'dl',
    undefined,
    el('dt', t.fingerprint),
    el('dd', undefined, fingerprint ? code(fingerprint) : document.createTextNode(t.noFingerprint)),
    el('dt', t.tracker),
    el('dd', undefined, code(tracker)),
  );
  const box = el('div', undefined, el('h3', t.ballotRight), el('p', t.ballotRightText), details, el('p', t.compare), list, el('p', t.notYours));
  box.className = 'goed';
  return box;
}

function showGrowth(out: GrowthOutcome) {
  if (!out.ok) return problem(t.boardsWrong, out.problem);
  const { verdict, earlier } = out;
  const box = el(
    'div',
    undefined,
    el('h3', t.boardGrew),
    el('p', t.boardGrewText.replace('%{earlier}', String(earlier)).replace('%{later}', String(verdict.entries))),
    el('dl', undefined, el('dt', t.boardHead), el('dd', undefined, code(verdict.head))),
  );
  box.className = 'goed';
  return box;
}

/** A check's result in its live region: first a word that it runs, then (after the browser drew that) the result. */
function report(region: HTMLElement, work: () => Node) {
  region.replaceChildren(el('p', t.checking));
  setTimeout(() => region.replaceChildren(work()), 0);
}

const auditRegion = byId('biljet-uitslag');
async function checkAuditFile(file: File) {
  const text = await file.text();
  report(auditRegion, () => showAudit(auditOutcome(text, language)));
}

const boards: { earlier?: File; later?: File } = {};
const boardRegion = byId('bord-uitslag');
async function checkBoards() {
  if (!boards.earlier || !boards.later) {
    boardRegion.replaceChildren(el('p', boards.earlier ? t.chooseLater : t.chooseEarlier));
    return;
  }
  const [earlier, later] = await Promise.all([boards.earlier.text(), boards.later.text()]);
  report(boardRegion, () => showGrowth(growthOutcome(earlier, later, language)));
}

/** A file chosen with the input, or dropped on the zone around it: the same as choosing it. */
function fileZone(zoneId: string, inputId: string, use: (file: File) => void) {
  const zone = byId(zoneId);
  const input = byId<HTMLInputElement>(inputId);
  input.addEventListener('change', () => input.files?.[0] && use(input.files[0]));
  zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('slepen');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('slepen'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('slepen');
    const file = event.dataTransfer?.files[0];
    if (file) use(file);
  });
}

// A file dropped beside a zone would make the browser open it in place of this page.
for (const type of ['dragover', 'drop']) document.addEventListener(type, (event) => event.preventDefault());

fileZone('biljet-zone', 'biljet-bestand', (file) => void checkAuditFile(file));
fileZone('bord-zone-eerder', 'bord-eerder', (file) => {
  boards.earlier = file;
  void checkBoards();
});
fileZone('bord-zone-later', 'bord-later', (file) => {
  boards.later = file;
  void checkBoards();
});
