import { type ReactNode, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider, knownAuthAnswer } from './authProvider';
import { AppLoginPage } from './pages/login/AppLoginPage';
import { HomeRedirect } from './pages/HomeRedirect';
import { KennisnamePage } from './pages/kennisname/KennisnamePage';
import { dataProvider, knownListAnswer } from './dataProvider';
import type { Person } from './authProvider/session';
import { createI18nProvider } from './i18n';
import { personLanguage, startLanguage } from './i18n/language';
import { LanguageSync } from './shared/layout/LanguageSync';
import { LocaleTheme } from './shared/layout/LocaleTheme';
import { pages, publicScreens } from './screens';
import { declarations } from './shared/declared/registry';
import { declaredRoutes } from './shared/declared/screens';
import { Layout } from './shared/layout/Layout';
import { Notifications } from './shared/layout/Notifications';
import type { LazyScreen } from './shared/lazyScreen';
import { createQueryClient } from './shared/queryClient';
import { theme } from './theme';

const queryClient = createQueryClient((key) => knownAuthAnswer(key) ?? knownListAnswer(key));

const ToProfile = () => <Navigate to="/profiel" replace />;

/** The shared frame, with the custom page a veterinarian must go through first (SPEC §4). */
const AppLayout = ({ children }: { children: ReactNode }) => (
  <LocaleTheme>
    <Layout kennisname={KennisnamePage}>
      <LanguageSync />
      {children}
    </Layout>
  </LocaleTheme>
);

/** The app starts in the known person's language (main.tsx loads French first), else in the browser's. */
const firstLanguage = () => {
  const person = knownAuthAnswer(['auth', 'person'])?.value as Person | undefined;
  return person ? personLanguage(person) : startLanguage();
};

const routesOf = (list: [string, LazyScreen<any>][]) => list.map(([path, Screen]) => <Route key={path} path={path} element={<Screen />} />);

export const App = () => {
  // Made when the app is drawn, not when its code loads: main.tsx knows the person (and loaded French) by then.
  const [i18nProvider] = useState(() => createI18nProvider(firstLanguage()));
  return (
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
      {/* Declared resources (domain/resources): their screens are routes at their SPEC addresses, below. */}
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
};
