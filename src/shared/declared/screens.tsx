import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { Declaration } from '../../../domain/declare/types';
import { type LazyScreen, lazyScreen } from '../lazyScreen';
import { resourceParts } from './parts';
import { declarations } from './registry';

const DeclaredList = lazyScreen(() => import('./DeclaredList'));

/** A detail page that is only its tabs opens on the first one. */
const FirstTab = ({ tab }: { tab: string }) => <Navigate to={`${useParams().id}/${tab}`} relative="path" replace />;

/** The screens of one declaration: [address, screen, its props], the resource's own parts first. */
function screensOf(d: Declaration): [string, LazyScreen<any>, object][] {
  if (d.screen === false) return [];
  const base = d.screen ?? d.path;
  const parts = resourceParts[d.name] ?? {};
  const screens: [string, LazyScreen<any>, object][] = [[base, parts.list ?? DeclaredList, parts.list ? {} : { d }]];
  if (parts.detail) screens.push([`${base}/:id`, parts.detail, {}]);
  for (const tab of d.tabs ?? []) {
    const screen = parts.tabs?.[tab];
    if (screen) screens.push([`${base}/:id/${tab}`, screen, {}]);
  }
  return screens;
}

/** Every declared screen's address and code, so a full page load can fetch the code with the app's. */
export const declaredScreens: [string, LazyScreen<any>][] = declarations.flatMap((d) => screensOf(d).map(([path, screen]) => [path, screen]));

/** The routes of every declared resource, each inside its resource's context. */
export const declaredRoutes = () =>
  declarations.flatMap((d) => {
    const routes = screensOf(d).map(([path, Screen, props]) => (
      <Route
        key={path}
        path={path}
        element={
          <ResourceContextProvider value={d.name}>
            <Screen {...props} />
          </ResourceContextProvider>
        }
      />
    ));
    const parts = resourceParts[d.name];
    if (d.tabs?.length && !parts?.detail) {
      const base = d.screen || d.path;
      routes.push(<Route key={`${base}/:id`} path={`${base}/:id`} element={<FirstTab tab={d.tabs[0]!} />} />);
    }
    return routes;
  });
