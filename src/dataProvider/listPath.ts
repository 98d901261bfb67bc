import type { GetListParams } from 'react-admin';
import type { Language } from '../../domain/language';
import { resourcePaths } from './resources';

export const paths = (resource: string) => {
  const p = resourcePaths[resource];
  if (!p) throw new Error(`Onbekende resource ${resource}`);
  return p;
};

function query(filter: Record<string, any>, skip: string[] = [], extra: Record<string, string | number> = {}) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(extra)) params.set(k, String(v));
  for (const [k, v] of Object.entries(filter ?? {})) {
    if (skip.includes(k) || v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  return params.toString();
}

/** A page of a list as the API's path: react-admin's page/perPage as limit/offset (DESIGN §3), its sort and filters. */
export function listPath(resource: string, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const p = paths(resource);
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const extra: Record<string, string | number> = { limit: perPage, offset: (page - 1) * perPage };
  if (params.sort?.field && params.sort.field !== 'id') Object.assign(extra, { sort: params.sort.field, order: params.sort.order });
  return `${p.list(params.filter)}?${query(params.filter, p.pathFilters, extra)}`;
}

/** One public codelist in a language, every item (GET /lists/codelist/public/{code}, SPEC §7 Lists). */
export const publicCodelistPath = (code: string, language: Language) => `/lists/codelist/public/${encodeURIComponent(code)}?language=${language}`;
