import { useEffect } from 'react';
import { DateInput, SearchInput, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Declaration, Filter } from '../../../domain/declare/types';
import { useCodelist } from '../lookups/codelists';
import { useChoices } from './columns';

const CodeFilter = ({ source, label, codelist, alwaysOn }: { source: string; label: string; codelist: string; alwaysOn?: boolean }) => {
  const { items } = useCodelist(codelist);
  return <SelectInput source={source} label={label} alwaysOn={alwaysOn} choices={items.map((i) => ({ id: i.codedetail, name: i.description }))} />;
};
const ChoiceFilter = ({ d, f, label }: { d: Declaration; f: Filter; label: string }) => (
  <SelectInput source={f.name} label={label} alwaysOn={f.alwaysOn} choices={useChoices(d, f.field)} />
);
const FlagFilter = ({ source, label, alwaysOn }: { source: string; label: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SelectInput source={source} label={label} alwaysOn={alwaysOn} choices={[{ id: '1', name: translate('app.yes') }, { id: '0', name: translate('app.no') }]} />;
};

/** The filter inputs of a declared list; each filter keeps the spec's own query-string name. */
export function filterInputs(d: Declaration) {
  const q = d.list.searchParam ?? 'q';
  const inputs = d.list.search?.length ? [<SearchInput key={q} source={q} alwaysOn />] : [];
  for (const f of d.list.filters ?? []) {
    const field = d.fields[f.field]!;
    const label = `resources.${d.name}.fields.${f.field}`;
    const props = { source: f.name, label, alwaysOn: f.alwaysOn };
    if (field.kind === 'flag') inputs.push(<FlagFilter key={f.name} {...props} />);
    else if (field.kind === 'code') inputs.push(<CodeFilter key={f.name} {...props} codelist={field.codelist} />);
    else if (field.kind === 'choice') inputs.push(<ChoiceFilter key={f.name} d={d} f={f} label={label} />);
    else if (field.kind === 'date') inputs.push(<DateInput key={f.name} {...props} />);
    else inputs.push(<TextInput key={f.name} {...props} />);
  }
  return inputs;
}

/** The filters written in the address (`?type=...&q=...`), so a search is a link that can be shared. */
export function useUrlFilters(d: Declaration) {
  const [params] = useSearchParams();
  const names = [d.list.searchParam ?? 'q', ...(d.list.filters ?? []).map((f) => f.name)];
  return Object.fromEntries(names.flatMap((n) => (params.get(n) ? [[n, params.get(n)]] : [])));
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
