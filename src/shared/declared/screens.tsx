import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { tabName } from '../../../domain/declare/declaration';
import { resourceParts } from './parts';
import { declarations } from './registry';
import { screensOf } from './screenTable';

export { declaredScreens } from './screenTable';

/** A detail page without a `detail` tab opens on its first tab. */
const FirstTab = ({ base, tab }: { base: string; tab: string }) => <Navigate to={`${base}/${encodeURIComponent(useParams().id ?? '')}/${tab}`} replace />;

/** The routes of every declared resource, each inside its resource's context. */
export const declaredRoutes = () =>
  declarations.flatMap((d) => {
    const routes = screensOf(d).map(([path, Screen, props]) => (
      <Route
        key={path}
        path={path}
        element={
          // Keyed by its address: two lists drawn one after the other are two lists, each with its own
          // filter, sort and page size, not the first one's state carried over to the other resource's API.
          <ResourceContextProvider key={path} value={d.name}>
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
