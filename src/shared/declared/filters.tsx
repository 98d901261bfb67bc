import { useEffect } from 'react';
import { SearchInput, SelectInput, useListContext, usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Declaration } from '../../../domain/declare/declaration';
import { labelOf } from './keys';
import { screenKindOf } from './kinds';
import { choiceDefaults, urlFilters } from './prefetchList';

/** The search box, with what it searches in as its placeholder where the texts say (`fields.q`: "Ontvanger zoeken"). */
const Search = ({ d, source }: { d: Declaration; source: string; alwaysOn: boolean }) => {
  const translate = useTranslate();
  const text = translate(`resources.${d.name}.fields.q`, { _: translate('ra.action.search') });
  // The box has no visible label (react-admin hides it): its name for assistive technology is the placeholder's text.
  return <SearchInput source={source} alwaysOn placeholder={text} inputProps={{ 'aria-label': text }} />;
};

/** The filter inputs of a declared list; each filter keeps the spec's own query-string name. */
export function filterInputs(d: Declaration) {
  const q = d.list.searchParam ?? 'q';
  const inputs = d.list.search?.length ? [<Search key={q} d={d} source={q} alwaysOn />] : [];
  for (const filter of d.list.filters ?? []) {
    const f = d.fields[filter.field]!;
    inputs.push(screenKindOf(f).filter({ d, name: filter.field, f, label: labelOf(d, filter.field), filter }));
  }
  // A parameter offered as a choice, always in view: it decides what the list is about (an election's stage).
  // One the server always applies (`initial`) offers no empty option: the field shows the one applied.
  for (const [param, { options, initial }] of Object.entries(d.list.choices ?? {})) {
    const key = `resources.${d.name}.params.${param}`;
    const choices = options.map((o) => ({ id: o, name: `${key}.options.${o}` }));
    inputs.push(
      <SelectInput
        key={param}
        source={param}
        label={initial ? <Label text={`${key}.label`} /> : `${key}.label`}
        choices={choices}
        isRequired={!!initial}
        alwaysOn
      />,
    );
  }
  return inputs;
}

/** A label as text, so a choice that is always set gets no "required" asterisk in the filter bar. */
const Label = ({ text }: { text: string }) => <>{useTranslate()(text)}</>;

/** The choices the server applies when the address names none (the secretariat's elections in `admin`), for the user's roles. */
export function useChoiceDefaults(d: Declaration): Record<string, string> {
  const { permissions } = usePermissions<string[]>();
  return permissions ? choiceDefaults(d, permissions) : {};
}

/** Where the list shows a record: its address with the value each choice has for it (a finalised election's stage). */
export function listWhere(d: Declaration, record: Readonly<Record<string, unknown>>) {
  const values = Object.fromEntries(Object.entries(d.list.choices ?? {}).flatMap(([param, c]) => (c.of ? [[param, c.of(record)]] : [])));
  const query = new URLSearchParams(values).toString();
  return { path: `${d.screen || d.path}${query ? `?${query}` : ''}`, values };
}

/** The address's filters (prefetchList's urlFilters) as the list sees them. */
export function useUrlFilters(d: Declaration) {
  const [params] = useSearchParams();
  return urlFilters(d, params);
}

/** Keeps the address in step with the list's filters (replacing the entry, so Back leaves the list). */
export const FiltersToUrl = () => {
  const { filterValues } = useListContext();
  const [params, setParams] = useSearchParams();
  const wanted = new URLSearchParams(Object.entries(filterValues ?? {}).flatMap(([k, v]) => (v === '' || v == null ? [] : [[k, String(v)]])));
  const changed = wanted.toString() !== params.toString();
  useEffect(() => {
    if (changed) setParams(wanted, { replace: true });
  }, [changed, setParams, wanted]);
  return null;
};
