import { type Declaration, tabName } from '../../../domain/declare/declaration';
import { type LazyScreen, lazyScreen } from '../lazyScreen';
import { resourceParts } from './parts';
import { declarations } from './registry';

// Which declared screen draws at which address, and its code: without react-admin, so the entry can
// load a deep link's screen together with the app (src/screens.ts).

const DeclaredList = lazyScreen(() => import('./DeclaredList'));
const DeclaredDetail = lazyScreen(() => import('./DeclaredDetail'));

/** The detail page around a folder's own tab: both load together, so the tab draws at once (TabContent). */
const withOwnTab = (own: LazyScreen<any>) =>
  lazyScreen<{ d: Declaration; tab: string }>(() => Promise.all([import('./DeclaredDetail'), own.preload()]).then(([detail]) => detail));

type Screen = [path: string, screen: LazyScreen<any>, props: object];

/**
 * The screens of one declaration: its list, its detail page, and each tab of the detail page. A
 * resource folder's parts take the place of the generic screen they name (src/shared/declared/parts).
 */
function screensFor(d: Declaration): Screen[] {
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

// Worked out once per declaration: the screen a route draws is the one its address preloads.
const table = new WeakMap<Declaration, Screen[]>();

export function screensOf(d: Declaration): Screen[] {
  if (!table.has(d)) table.set(d, screensFor(d));
  return table.get(d)!;
}

/** Every declared screen's address and code, so a full page load can fetch the code with the app's. */
export const declaredScreens: [string, LazyScreen<any>][] = declarations.flatMap((d) => screensOf(d).map(([path, screen]) => [path, screen]));

/** The declarations drawn by the generic list at their own address (a folder's own list is not). */
export const genericLists: [string, Declaration][] = declarations.flatMap((d) =>
  screensOf(d).flatMap(([path, screen]): [string, Declaration][] => (screen === DeclaredList ? [[path, d]] : [])),
);
