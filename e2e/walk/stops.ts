import { expect, type Page } from '@playwright/test';
import { ACCOUNTS } from '../helpers';
import { type Language, nameOf, say } from './languages';

/** What a walker may see: nobody logged in, a vet who has still to acknowledge the regulation, a vet, a provider, the secretariat. */
export type Role = 'anoniem' | 'kennisname' | 'dierenarts' | 'opleider' | 'secretariaat';

/** Who walks: a demo account (server/seed/demo.ts) or nobody, in the language the account reads. */
export interface Walker {
  name: string;
  role: Role;
  language: Language;
  password?: string;
}

/**
 * The Dutch walkers as e2e/helpers.ts logs them in; the French ones are the demo's French-speaking
 * accounts (server/seed/demo.ts), one per role. The browser of a French walker asks for French.
 */
export const WALKERS: readonly Walker[] = [
  { name: 'anoniem', role: 'anoniem', language: 'nl' },
  { name: 'N1002', role: 'kennisname', language: 'nl', password: ACCOUNTS.N1002 },
  { name: 'N1001', role: 'dierenarts', language: 'nl', password: ACCOUNTS.N1001 },
  { name: 'opleider', role: 'opleider', language: 'nl', password: ACCOUNTS.opleider },
  { name: 'secretariaat', role: 'secretariaat', language: 'nl', password: ACCOUNTS.secretariaat },
  { name: 'anoniem', role: 'anoniem', language: 'fr' },
  { name: 'N1007', role: 'dierenarts', language: 'fr', password: ACCOUNTS.N1001 },
  { name: 'formateur', role: 'opleider', language: 'fr', password: ACCOUNTS.opleider },
  { name: 'secretariat', role: 'secretariaat', language: 'fr', password: ACCOUNTS.secretariaat },
];

/**
 * One stop of the walk: a client route of SPEC §2 (its address as the app has it), who may open it,
 * the dialogs to open there (buttons by their text's catalogue key, so in either language; a role
 * that has no such button skips it), and whether its tabs are each opened.
 */
export interface Stop {
  /** The route as SPEC §2 names it, for the figures. */
  route: string;
  /** The address (`{me}` the walker's own ordenummer); a function asks the API (as the walker) for the record to open. */
  address: string | ((page: Page, walker: Walker) => Promise<string | null>);
  roles: readonly Role[];
  /** Buttons that open a dialog, by the catalogue key of their text. */
  dialogs?: readonly string[];
  /** Menu items (a row's actions) that open a dialog, by the catalogue key of their text. */
  menuDialogs?: readonly string[];
  tabs?: boolean;
  /** A vet's page: no sideways scrolling and no cut-off button at 375 px. */
  phone?: boolean;
  /** Something a person does there once, after the checks, that a later stop needs (a mail in the queue). */
  afterwards?: (page: Page, language: Language) => Promise<void>;
}

/**
 * A reset link asked for N1002 (who has none otherwise): the mail queue then holds a mail, so the
 * secretariat's mail screens (/mails/{id}, its parameters and log) have one to show.
 */
async function askResetMail(page: Page, language: Language) {
  await page.getByRole('button', { name: nameOf(language, 'login.forgot') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: new RegExp(`^${say(language, 'login.username')}`) }).fill('N1002');
  await dialog.getByRole('button', { name: nameOf(language, 'login.forgot_submit') }).click();
  await expect(page.getByText(say(language, 'RESETPASS_MAIL_SENDED'))).toBeVisible();
}

/**
 * The id of the first record a list call answers (as the walker), or of the one whose `field` is
 * `value`; where the walker does not see that one (a provider sees only their own courses), the first
 * whose fields are those of `otherwise`.
 */
export const recordOf =
  (base: string, api: string, match?: { field: string; value: string; otherwise?: Record<string, string> }) =>
  async (page: Page): Promise<string | null> => {
    const res = await page.request.get(`/api${api}${api.includes('?') ? '&' : '?'}limit=100&offset=0`);
    if (!res.ok()) return null;
    const items: Record<string, unknown>[] = (await res.json()).items ?? [];
    const like = (fields: Record<string, string>) => items.find((i) => Object.entries(fields).every(([field, value]) => i[field] === value));
    const found = match ? (like({ [match.field]: match.value }) ?? (match.otherwise && like(match.otherwise))) : items[0];
    return found ? `${base}/${encodeURIComponent(String(found.id ?? found.iddiccode ?? found.idmail))}` : null;
  };

/**
 * A mail to open: the reset mail the walk asked for before login, or (a test run alone, or the worker
 * not done yet) a new one, asked for here as a person would on the login page.
 */
async function someMail(page: Page): Promise<string | null> {
  const find = recordOf('/mails', '/mails');
  const found = await find(page);
  if (found) return found;
  await page.request.post('/api/crm/user/resetpass/N1002', { headers: { origin: new URL(page.url()).origin } });
  for (let i = 0; i < 20; i++) {
    const made = await find(page);
    if (made) return made;
    await page.waitForTimeout(250);
  }
  return null;
}

const SEC = ['secretariaat'] as const;
const SEC_OPL = ['secretariaat', 'opleider'] as const;
const SEC_VET = ['secretariaat', 'dierenarts'] as const;
const ALL = ['secretariaat', 'dierenarts', 'opleider'] as const;
const VET = ['dierenarts'] as const;

/** A resource's create button ("Nieuwe categorie", "Nouvelle catégorie"). */
const create = (resource: string) => [`resources.${resource}.new`];

export const STOPS: readonly Stop[] = [
  // Before login (SPEC §2 public routes); a vet logs in, resets a password and activates on a phone too.
  { route: '/login', address: '/login', roles: ['anoniem'], phone: true, dialogs: ['login.forgot'], afterwards: askResetMail },
  { route: '/register', address: '/register', roles: ['anoniem'], phone: true },
  { route: '/token/{token}', address: '/token/onbekende-code', roles: ['anoniem'], phone: true },
  { route: '/activate/{token}', address: '/activate/onbekende-code', roles: ['anoniem'], phone: true },
  // The public check of a CPD certificate, here of a code no certificate has.
  { route: '/attest/{code}', address: '/attest/7777-7777-7777-7777-777N', roles: ['anoniem'], phone: true },

  // A vet who has not acknowledged the regulation sees it first, wherever they go (SPEC §4).
  { route: 'kennisname', address: '/dierenarts/{me}/adressen', roles: ['kennisname'], phone: true },

  // The vet's own pages.
  {
    route: '/dierenarts/{id}/adressen',
    address: '/dierenarts/{me}/adressen',
    roles: VET,
    phone: true,
    dialogs: [
      'adressen.requests.DOMICILIE.button',
      'adressen.requests.CONTACTNEW.button',
      'adressen.requests.RECHTSPERSOON.button',
      'adressen.end_cooperation',
    ],
  },
  { route: '/dierenarts/{id}/professionele-activiteiten', address: '/dierenarts/{me}/professionele-activiteiten', roles: VET, phone: true },
  { route: '/bijscholing/punten', address: '/bijscholing/punten', roles: VET, phone: true, menuDialogs: ['puntentabel.files'] },
  { route: '/bijscholing/punten?user', address: '/bijscholing/punten?user=N1001', roles: SEC },
  // The course agenda and a course's sheet (docs/features/course-agenda.md).
  { route: '/bijscholing/agenda', address: '/bijscholing/agenda', roles: SEC_VET, phone: true },
  { route: '/bijscholing/agenda/{id}', address: recordOf('/bijscholing/agenda', '/bijscholing/agenda'), roles: SEC_VET, phone: true },
  { route: '/vrijstellingen', address: '/vrijstellingen', roles: SEC_VET, phone: true, dialogs: ['vrijstellingen.request'] },
  { route: '/vrijstellingen/register', address: '/vrijstellingen/register', roles: SEC },
  { route: '/vrijstellingen/register/{id}', address: recordOf('/vrijstellingen/register', '/vrijstellingen/registrationrequests'), roles: SEC, tabs: true },

  // Elections: the open one for the vet (its ballot), the one being prepared and the ended one for the secretariat.
  { route: '/verkiezingen', address: '/verkiezingen', roles: SEC_VET, phone: true, dialogs: create('verkiezingen') },
  {
    route: '/verkiezingen/{vkid}',
    address: recordOf('/verkiezingen', '/verkiezingen?stage=voting', { field: 'title', value: 'Verkiezing provinciale raad Oost-Vlaanderen' }),
    roles: SEC_VET,
    phone: true,
    tabs: true,
  },
  {
    route: '/verkiezingen/{vkid} (in voorbereiding)',
    address: recordOf('/verkiezingen', '/verkiezingen?stage=admin', { field: 'title', value: 'Verkiezing provinciale raad Antwerpen' }),
    roles: SEC,
    tabs: true,
    dialogs: [...create('kandidaten'), 'resources.verkiezingen.actions.finaliseren'],
  },
  {
    route: '/verkiezingen/{vkid} (afgelopen)',
    address: recordOf('/verkiezingen', '/verkiezingen?stage=finished', { field: 'title', value: 'Verkiezing Hoge Raad' }),
    roles: SEC_VET,
    phone: true,
    tabs: true,
  },

  // The election committee's own page: its members' key ceremony and count (a walker on no committee is told so).
  { route: '/comite', address: '/comite', roles: SEC_VET, phone: true },

  // On-call services.
  { route: '/wachtdiensten', address: '/wachtdiensten', roles: SEC_VET, phone: true, dialogs: ['wachtdiensten.request_new'] },
  {
    route: '/wachtdiensten/{id}',
    // The walker's language's service, whose responsible vet walks in it (server/resources/wachtdiensten.ts).
    address: (page, walker) =>
      recordOf('/wachtdiensten', '/wachtdiensten', {
        field: 'name',
        value: walker.language === 'fr' ? 'Garde vétérinaire Bruxelles-Sud' : 'Wachtdienst Gent-Zuid',
      })(page),
    roles: SEC_VET,
    phone: true,
    tabs: true,
    dialogs: ['wachtdiensten.request_update', 'wachtdiensten.make_responsible'],
  },
  { route: '/wachtdiensten/aanvragen/registratie', address: '/wachtdiensten/aanvragen/registratie', roles: SEC },
  {
    route: '/wachtdiensten/aanvragen/registratie/{id}',
    address: recordOf('/wachtdiensten/aanvragen/registratie', '/wachtdiensten/registrationrequests'),
    roles: SEC,
    tabs: true,
  },
  { route: '/wachtdiensten/aanvragen/wijziging', address: '/wachtdiensten/aanvragen/wijziging', roles: SEC },
  {
    route: '/wachtdiensten/aanvragen/wijziging/{id}',
    address: recordOf('/wachtdiensten/aanvragen/wijziging', '/wachtdiensten/updaterequests'),
    roles: SEC,
    tabs: true,
  },

  // Directories and the profile, for everyone.
  { route: '/zoeken/dierenarts', address: '/zoeken/dierenarts', roles: ALL, phone: true },
  { route: '/zoeken/dierenarts/{ordenummer}', address: '/zoeken/dierenarts/N1003', roles: ALL, phone: true },
  { route: '/zoeken/rechtspersonen', address: '/zoeken/rechtspersonen', roles: ALL, phone: true },
  { route: '/profiel', address: '/profiel', roles: ALL, phone: true },

  // Continuing education.
  { route: '/bijscholing/cursussen', address: '/bijscholing/cursussen', roles: SEC_OPL, dialogs: create('cursussen') },
  {
    route: '/bijscholing/cursussen/{cursusId}',
    address: recordOf('/bijscholing/cursussen', '/bijscholing/cursussen', { field: 'title', value: 'Kreupelheid bij het paard', otherwise: {} }),
    roles: SEC_OPL,
    tabs: true,
  },
  {
    route: '/bijscholing/cursussen/{cursusId} (nieuw)',
    address: recordOf('/bijscholing/cursussen', '/bijscholing/cursussen', {
      field: 'title',
      value: 'Echografie van het abdomen bij hond en kat',
      otherwise: { status: 'NIEUW' },
    }),
    roles: ['opleider'],
    tabs: true,
    dialogs: [...create('cursussprekers'), ...create('cursusitems'), 'declared.copy'],
  },
  { route: '/bijscholing/evaluaties', address: '/bijscholing/evaluaties', roles: SEC },
  { route: '/bijscholing/beoordeling', address: '/bijscholing/beoordeling', roles: SEC },
  {
    route: '/bijscholing/beoordeling/{id}',
    address: recordOf('/bijscholing/beoordeling', '/bijscholing/punten?state=NEW'),
    roles: SEC,
    tabs: true,
    dialogs: ['declared.decide'],
  },
  { route: '/bijscholing/controle', address: '/bijscholing/controle', roles: SEC },
  { route: '/logboek', address: '/logboek', roles: SEC },
  { route: '/herinneringen', address: '/herinneringen', roles: SEC },
  { route: '/bijscholing/periodes', address: '/bijscholing/periodes', roles: SEC, dialogs: create('periodes') },
  { route: '/bijscholing/categories', address: '/bijscholing/categories', roles: SEC_OPL, dialogs: create('categories') },
  { route: '/bijscholing/coefficients', address: '/bijscholing/coefficients', roles: SEC_OPL, dialogs: create('coefficients') },
  { route: '/bijscholing/dagdelen', address: '/bijscholing/dagdelen', roles: SEC_OPL, dialogs: create('dagdelen') },
  { route: '/bijscholing/centrums', address: '/bijscholing/centrums', roles: SEC_OPL, dialogs: create('centrums') },

  // The secretariat's queues and administration.
  { route: '/registraties', address: '/registraties', roles: SEC },
  { route: '/registraties/{id}', address: recordOf('/registraties', '/registraties'), roles: SEC },
  { route: '/dierenarts/adreswijzigingen', address: '/dierenarts/adreswijzigingen', roles: SEC },
  { route: '/codelijsten', address: '/codelijsten', roles: SEC_OPL },
  { route: '/codelijsten/{id}', address: recordOf('/codelijsten', '/lists/codelists'), roles: SEC_OPL, tabs: true },
  { route: '/templates/pages', address: '/templates/pages', roles: SEC },
  { route: '/templates/pages/{id}', address: recordOf('/templates/pages', '/templates/pages'), roles: SEC, tabs: true },
  { route: '/templates', address: '/templates', roles: SEC },
  { route: '/mails', address: '/mails', roles: SEC },
  { route: '/mails/{id}', address: someMail, roles: SEC, tabs: true },
];
