import type { Declaration } from '../../../domain/declare/declaration';
import { codelistsOf } from '../../../domain/declare/fields';
import type { Language } from '../../../domain/language';
import { sendEarly } from '../../dataProvider/early';
import { listPath, publicCodelistPath } from '../../dataProvider/listPath';

/** The choices the server applies when the address names none (the secretariat's elections in `admin`), for these roles. */
export const choiceDefaults = (d: Declaration, roles: readonly string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(d.list.choices ?? {}).flatMap(([param, c]) => (c.initial ? [[param, c.initial(roles)]] : [])));

/** The filters written in the address (`?type=...&q=...`), so a search is a link that can be shared. */
export function urlFilters(d: Declaration, params: URLSearchParams): Record<string, string> {
  const names = [d.list.searchParam ?? 'q', ...(d.list.filters ?? []).map((f) => f.name), ...Object.keys(d.list.choices ?? {})];
  return Object.fromEntries(names.flatMap((n) => (params.get(n) ? [[n, params.get(n)!]] : [])));
}

/**
 * Asks for the first page a declared list opens on (its page size, its order, its choices for these
 * roles and the address's filters: what DeclaredList hands react-admin) while the app's code still
 * loads. The list's own first request then takes the answer (src/dataProvider/early.ts); any other
 * page asks the server itself.
 */
export function prefetchList(d: Declaration, roles: readonly string[], language: Language, search = '') {
  const filter = { ...choiceDefaults(d, roles), ...urlFilters(d, new URLSearchParams(search)) };
  sendEarly(listPath(d.name, { pagination: { page: 1, perPage: d.list.pageSize }, sort: d.list.sort, filter }));
  // The codelists its columns show in words, beside it, in the person's language: the rows then come
  // with their texts, not first with the codes and a moment later with the texts.
  for (const codelist of codelistsOf(d.fields, d.list.columns)) sendEarly(publicCodelistPath(codelist, language));
}
