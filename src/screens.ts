/**
 * Which screen draws at which address, and its code, apart from the app (react-admin, MUI): the entry
 * loads it beside the app, so a deep link's screen is on its way before the app has started.
 */
import { earlyPerson } from './authProvider/personRequest';
import type { Person } from './authProvider/session';
import { personLanguage } from './i18n/language';
import { ActiviteitenPage } from './pages/activiteiten';
import { AdressenPage } from './pages/adressen';
import { DierenartsenSearch, DierenartsProfile } from './pages/dierenartsen';
import { RechtspersonenSearch } from './pages/rechtspersonen';
import { prefetchList } from './shared/declared/prefetchList';
import { declaredScreens, genericLists } from './shared/declared/screenTable';
import { type LazyScreen, lazyScreen } from './shared/lazyScreen';
import { routeMatches } from './shared/routePath';

const TokenPage = lazyScreen(() => import('./pages/token/TokenPage'));
const ActivatePage = lazyScreen(() => import('./pages/token/ActivatePage'));
const AttestPage = lazyScreen(() => import('./pages/attest/AttestPage'));
const LogoutPage = lazyScreen(() => import('./pages/LogoutPage'));
const RegisterPage = lazyScreen(() => import('./pages/register/RegisterPage'));
const ProfilePage = lazyScreen(() => import('./pages/profile/ProfilePage'));
const PendingScreen = lazyScreen(() => import('./pages/PendingScreen'));
const ControlePage = lazyScreen(() => import('./pages/controle/ControlePage'));
const LogboekPage = lazyScreen(() => import('./pages/logboek/LogboekPage'));
const HerinneringenPage = lazyScreen(() => import('./pages/herinneringen/HerinneringenPage'));
// A committee member's key ceremony and count bring the election's cryptography: loaded only when opened.
const ComitePage = lazyScreen(() => import('./pages/comite/ComitePage'));
// The points table brings the data grid and the charts: loaded only when opened.
const PuntenPage = lazyScreen(() => import('./pages/punten/PuntenPage'));
// The course agenda for veterinarians and a course's sheet.
const AgendaPage = lazyScreen(() => import('./pages/cursusagenda/AgendaPage'));
const AgendaSheetPage = lazyScreen(() => import('./pages/cursusagenda/AgendaSheetPage'));

/** Screens of SPEC §2 whose capability is not delivered yet; they keep their address (docs/decisions.md). */
const pendingPaths = ['/bijscholing/*'];

/** The pages outside the app's frame: before login, or for someone who has none. */
export const publicScreens: [string, LazyScreen<any>][] = [
  ['/token/:token', TokenPage],
  ['/activate/:token', ActivatePage],
  // Anyone checks a CPD certificate by its code, without logging in.
  ['/attest', AttestPage],
  ['/attest/:code', AttestPage],
  ['/logout', LogoutPage],
  ['/register', RegisterPage],
];

/** The custom pages (SPEC §2 addresses) in the frame; declared resources bring their own screens. */
export const pages: [string, LazyScreen<any>][] = [
  ['/profiel', ProfilePage],
  ['/dierenarts/:id/adressen', AdressenPage],
  ['/dierenarts/:id/professionele-activiteiten', ActiviteitenPage],
  ['/zoeken/dierenarts', DierenartsenSearch],
  ['/zoeken/dierenarts/:ordenummer', DierenartsProfile],
  ['/zoeken/rechtspersonen', RechtspersonenSearch],
  ['/bijscholing/controle', ControlePage],
  ['/logboek', LogboekPage],
  ['/herinneringen', HerinneringenPage],
  ['/bijscholing/punten', PuntenPage],
  ['/bijscholing/agenda', AgendaPage],
  ['/bijscholing/agenda/:id', AgendaSheetPage],
  ['/comite', ComitePage],
  ...pendingPaths.map((path): [string, LazyScreen] => [path, PendingScreen]),
];

/** The screen of each address, so a full page load can fetch its code together with the app's; a wildcard's last, as the router ranks it. */
const screens = [...publicScreens, ...pages, ...declaredScreens].sort(([a], [b]) => Number(a.includes('*')) - Number(b.includes('*')));

/** Loads the code of the screen at `pathname` (if it has one of its own). */
export const preloadScreen = (pathname: string) => screens.find(([path]) => routeMatches(path, pathname))?.[1].preload() ?? Promise.resolve();

/**
 * Asks for the data of the list at `pathname` while the app loads, for `person` (just logged in) or
 * whoever the early person request finds.
 */
export async function prefetchScreenData(pathname: string, search: string, person?: Person) {
  const list = genericLists.find(([path]) => routeMatches(path, pathname))?.[1];
  if (!list) return;
  const who = person ?? (await earlyPerson());
  if (who) prefetchList(list, who.roles, personLanguage(who), search);
}
