import { Admin, CustomRoutes, Resource } from 'react-admin';
import { matchPath, Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { HomeRedirect } from './custom/HomeRedirect';
import { type LazyScreen, lazyScreen } from './shared/lazyScreen';
import { LoginPage } from './login/LoginPage';
import { Layout } from './shared/layout/Layout';
import { Notifications } from './shared/layout/Notifications';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AdreswijzigingenPage } from './resources/adreswijzigingen';
import { ActiviteitenPage } from './resources/activiteiten';
import { AdressenPage } from './resources/adressen';
import { codelijsten } from './resources/codelijsten';
import { DierenartsenSearch, DierenartsProfile } from './resources/dierenartsen';
import { mails } from './resources/mails';
import { PageEdit, PageList } from './resources/pages';
import { RechtspersonenSearch } from './resources/rechtspersonen';
import { registraties } from './resources/registraties';
import { MailTemplateList } from './resources/templates';
import { declarations } from './shared/declared/registry';
import { theme } from './theme';

const ToProfile = () => <Navigate to="/profiel" replace />;

const TokenPage = lazyScreen(() => import('./custom/token/TokenPage'));
const ActivatePage = lazyScreen(() => import('./custom/token/ActivatePage'));
const LogoutPage = lazyScreen(() => import('./custom/LogoutPage'));
const RegisterPage = lazyScreen(() => import('./custom/register/RegisterPage'));
const ProfilePage = lazyScreen(() => import('./custom/profile/ProfilePage'));
const PendingScreen = lazyScreen(() => import('./custom/PendingScreen'));
const CodelijstItemsPage = lazyScreen(() => import('./resources/codelijsten/CodelijstItems'));
const CodelijstTranslationsPage = lazyScreen(() => import('./resources/codelijsten/CodelijstTranslations'));
const DeclaredList = lazyScreen(() => import('./shared/declared/DeclaredList'));

/** Screens of SPEC §2 whose capability is not delivered yet; they keep their address (see README). */
const pendingPaths = [
  '/bijscholing/*',
  '/verkiezingen/*',
  '/wachtdiensten/*',
  '/vrijstellingen/*',
];

/** The screen of each address, so a full page load can fetch its code together with the app's. */
const screens: [string, LazyScreen<any>][] = [
  ['/token/:token', TokenPage],
  ['/activate/:token', ActivatePage],
  ['/logout', LogoutPage],
  ['/register', RegisterPage],
  ['/profiel', ProfilePage],
  ['/dierenarts/adreswijzigingen', AdreswijzigingenPage],
  ['/dierenarts/:id/adressen', AdressenPage],
  ['/dierenarts/:id/professionele-activiteiten', ActiviteitenPage],
  ['/codelijsten', codelijsten.list],
  ['/codelijsten/:id/items', CodelijstItemsPage],
  ['/codelijsten/:id/translations', CodelijstTranslationsPage],
  ['/templates', MailTemplateList],
  ['/templates/pages', PageList],
  ['/templates/pages/:id', PageEdit],
  ['/mails', mails.list],
  ['/registraties', registraties.list],
  ['/registraties/:id', registraties.edit],
  ['/zoeken/dierenarts', DierenartsenSearch],
  ['/zoeken/dierenarts/:ordenummer', DierenartsProfile],
  ['/zoeken/rechtspersonen', RechtspersonenSearch],
  ...declarations.map((d): [string, LazyScreen<any>] => [d.path, DeclaredList]),
  ...pendingPaths.map((path): [string, LazyScreen] => [path, PendingScreen]),
];

/** Loads the code of the screen at `pathname` (if it has one of its own). */
export const preloadScreen = (pathname: string) => screens.find(([path]) => matchPath(path, pathname))?.[1].preload() ?? Promise.resolve();

export const App = () => (
  <Admin
    title="Ledenportaal Orde der Dierenartsen"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={Layout}
    notification={Notifications}
    theme={theme}
    dashboard={HomeRedirect}
    catchAll={ToProfile}
    disableTelemetry
  >
    <Resource name="codelijsten" {...codelijsten} />
    <Resource name="codelijst-items" />
    {/* Mail and page templates: declared without screens; their screens are custom routes below,
        because a "templates" resource's /templates/* routes would swallow /templates/pages. */}
    <Resource name="templates" />
    <Resource name="pages" />
    <Resource name="mails" {...mails} />
    <Resource name="registraties" {...registraties} />
    {/* The address-change queue lives at /dierenarts/adreswijzigingen (a custom route below). */}
    <Resource name="adreswijzigingen" />
    {/* The directories and the member's own addresses and activities: custom routes below (SPEC §2 paths). */}
    <Resource name="dierenartsen" />
    <Resource name="rechtspersonen" />
    {/* Declared resources (domain/declarations): their screens sit at their SPEC paths, below. */}
    {declarations.map((d) => (
      <Resource key={d.name} name={d.name} />
    ))}
    <CustomRoutes noLayout>
      <Route path="/token/:token" element={<TokenPage />} />
      <Route path="/activate/:token" element={<ActivatePage />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/register" element={<RegisterPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/profiel" element={<ProfilePage />} />
      <Route path="/dierenarts/adreswijzigingen" element={<AdreswijzigingenPage />} />
      <Route path="/codelijsten/:id/items" element={<CodelijstItemsPage />} />
      <Route path="/codelijsten/:id/translations" element={<CodelijstTranslationsPage />} />
      <Route path="/templates" element={<MailTemplateList />} />
      <Route path="/templates/pages" element={<PageList />} />
      <Route path="/templates/pages/:id" element={<PageEdit />} />
      <Route path="/zoeken/dierenarts" element={<DierenartsenSearch />} />
      <Route path="/zoeken/dierenarts/:ordenummer" element={<DierenartsProfile />} />
      <Route path="/zoeken/rechtspersonen" element={<RechtspersonenSearch />} />
      <Route path="/dierenarts/:id/adressen" element={<AdressenPage />} />
      <Route path="/dierenarts/:id/professionele-activiteiten" element={<ActiviteitenPage />} />
      {declarations.map((d) => (
        <Route key={d.name} path={d.path} element={<DeclaredList d={d} />} />
      ))}
      {pendingPaths.map((path) => (
        <Route key={path} path={path} element={<PendingScreen />} />
      ))}
    </CustomRoutes>
  </Admin>
);
