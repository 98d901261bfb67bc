import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { matchPath, Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { AppLoginPage } from './custom/AppLoginPage';
import { HomeRedirect } from './custom/HomeRedirect';
import { KennisnamePage } from './custom/kennisname/KennisnamePage';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { ActiviteitenPage } from './resources/activiteiten';
import { AdressenPage } from './resources/adressen';
import { DierenartsenSearch, DierenartsProfile } from './resources/dierenartsen';
import { RechtspersonenSearch } from './resources/rechtspersonen';
import { declarations } from './shared/declared/registry';
import { declaredRoutes, declaredScreens } from './shared/declared/screens';
import { Layout } from './shared/layout/Layout';
import { Notifications } from './shared/layout/Notifications';
import { type LazyScreen, lazyScreen } from './shared/lazyScreen';
import { createQueryClient } from './shared/queryClient';
import { theme } from './theme';

const queryClient = createQueryClient();

const ToProfile = () => <Navigate to="/profiel" replace />;

/** The shared frame, with the custom page a veterinarian must go through first (SPEC §4). */
const AppLayout = ({ children }: { children: ReactNode }) => <Layout kennisname={KennisnamePage}>{children}</Layout>;

const TokenPage = lazyScreen(() => import('./custom/token/TokenPage'));
const ActivatePage = lazyScreen(() => import('./custom/token/ActivatePage'));
const LogoutPage = lazyScreen(() => import('./custom/LogoutPage'));
const RegisterPage = lazyScreen(() => import('./custom/register/RegisterPage'));
const ProfilePage = lazyScreen(() => import('./custom/profile/ProfilePage'));
const PendingScreen = lazyScreen(() => import('./custom/PendingScreen'));
const ControlePage = lazyScreen(() => import('./custom/controle/ControlePage'));
const LogboekPage = lazyScreen(() => import('./custom/logboek/LogboekPage'));
const HerinneringenPage = lazyScreen(() => import('./custom/herinneringen/HerinneringenPage'));
// The points table brings the data grid and the charts: loaded only when opened.
const PuntenPage = lazyScreen(() => import('./custom/punten/PuntenPage'));

/** Screens of SPEC §2 whose capability is not delivered yet; they keep their address (see README). */
const pendingPaths = [
  '/bijscholing/*',
];

/** The pages outside the app's frame: before login, or for someone who has none. */
const publicScreens: [string, LazyScreen<any>][] = [
  ['/token/:token', TokenPage],
  ['/activate/:token', ActivatePage],
  ['/logout', LogoutPage],
  ['/register', RegisterPage],
];

/** The custom pages (SPEC §2 addresses) in the frame; declared resources bring their own screens. */
const pages: [string, LazyScreen<any>][] = [
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
  ...pendingPaths.map((path): [string, LazyScreen] => [path, PendingScreen]),
];

/** The screen of each address, so a full page load can fetch its code together with the app's. */
const screens = [...publicScreens, ...pages, ...declaredScreens];

const routesOf = (list: [string, LazyScreen<any>][]) => list.map(([path, Screen]) => <Route key={path} path={path} element={<Screen />} />);

/** Loads the code of the screen at `pathname` (if it has one of its own). */
export const preloadScreen = (pathname: string) => screens.find(([path]) => matchPath(path, pathname))?.[1].preload() ?? Promise.resolve();

export const App = () => (
  <Admin
    title="Ledenportaal Orde der Dierenartsen"
    dataProvider={dataProvider}
    queryClient={queryClient}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={AppLoginPage}
    layout={AppLayout}
    notification={Notifications}
    theme={theme}
    dashboard={HomeRedirect}
    catchAll={ToProfile}
    disableTelemetry
  >
    {/* The directories and the member's own addresses and activities: custom routes below (SPEC §2 paths). */}
    <Resource name="dierenartsen" />
    <Resource name="rechtspersonen" />
    {/* Declared resources (domain/declarations): their screens are routes at their SPEC addresses, below. */}
    {declarations.map((d) => (
      <Resource key={d.name} name={d.name} recordRepresentation={d.title} />
    ))}
    <CustomRoutes noLayout>{routesOf(publicScreens)}</CustomRoutes>
    <CustomRoutes>
      {routesOf(pages)}
      {/* SPEC §2 /wachtdiensten/aanvragen/{type}: without a type, the registration requests. */}
      <Route path="/wachtdiensten/aanvragen" element={<Navigate to="/wachtdiensten/aanvragen/registratie" replace />} />
      {declaredRoutes()}
    </CustomRoutes>
  </Admin>
);
