import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { type Declaration, tabName } from '../../../domain/declare/declaration';
import { type LazyScreen, lazyScreen } from '../lazyScreen';
import { resourceParts } from './parts';
import { declarations } from './registry';

const DeclaredList = lazyScreen(() => import('./DeclaredList'));
const DeclaredDetail = lazyScreen(() => import('./DeclaredDetail'));

/** The detail page around a folder's own tab: both load together, so the tab draws at once (TabContent). */
const withOwnTab = (own: LazyScreen<any>) => lazyScreen<{ d: Declaration; tab: string }>(() => Promise.all([import('./DeclaredDetail'), own.preload()]).then(([detail]) => detail));

/** A detail page without a `detail` tab opens on its first tab. */
const FirstTab = ({ base, tab }: { base: string; tab: string }) => <Navigate to={`${base}/${encodeURIComponent(useParams().id ?? '')}/${tab}`} replace />;

type Screen = [path: string, screen: LazyScreen<any>, props: object];

/**
 * The screens of one declaration: its list, its detail page, and each tab of the detail page. A
 * resource folder's parts take the place of the generic screen they name (src/shared/declared/parts).
 */
function screensOf(d: Declaration): Screen[] {
  if (d.screen === false) return [];
  const base = d.screen ?? d.path;
  const parts = resourceParts[d.name] ?? {};
  const screens: Screen[] = [[base, parts.list ?? DeclaredList, parts.list ? {} : { d }]];
  if (parts.detail) screens.push([`${base}/:id`, parts.detail, {}]);
  for (const tab of d.tabs ?? []) {
    const name = tabName(tab);
    const own = parts.tabs?.[name];
    const path = name === 'detail' ? `${base}/:id` : `${base}/:id/${name}`;
    if (name === 'detail' && parts.detail) continue;
    // A folder's own tab is drawn inside the detail page (the record's title and tabs), which loads with it.
    screens.push([path, own ? withOwnTab(own) : DeclaredDetail, { d, tab: name }]);
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
    const first = d.tabs?.[0];
    const hasDetail = resourceParts[d.name]?.detail || d.tabs?.some((t) => tabName(t) === 'detail');
    if (first && !hasDetail) {
      const base = d.screen || d.path;
      routes.push(<Route key={`${base}/:id`} path={`${base}/:id`} element={<FirstTab base={base} tab={tabName(first)} />} />);
    }
    return routes;
  });
