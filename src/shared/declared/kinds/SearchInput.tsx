import { useInput, useLogoutIfAccessDenied } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Declaration } from '../../../../domain/declare/declaration';
import type { ExternalResource } from '../../../../domain/declare/external';
import { Typeahead, type TypeaheadTexts } from '../../lookups/Typeahead';
import { useAppDataProvider } from '../../useAppDataProvider';

type Search = NonNullable<ExternalResource['search']>;

/** A record the search found, or the stored choice (then only its id and name are known). */
interface Found {
  id: number;
  label: string;
  detail?: string;
  record?: Record<string, unknown>;
}

const joined = (record: Record<string, unknown>, fields: readonly string[] = [], separator = ' ') =>
  fields
    .map((f) => record[f])
    .filter((v) => v != null && v !== '')
    .join(separator);

export interface SearchInputProps {
  d: Declaration;
  source: string;
  label: string;
  search: Search;
  /** This record's fields that a found record fills (field -> the found record's field). */
  fills?: Partial<Record<string, string>>;
  /** The derived field that names the stored choice, so a saved one reads back. */
  shown?: string;
  required: boolean;
}

/**
 * A reference found by typing (a speaker's known person): choosing a record stores its id, shows
 * its name and copies the `fills` into the form, where they can still be changed; clearing it
 * leaves the reference empty (a new person), the copied values stay.
 */
export const SearchInput = ({ d, source, label, search, fills = {}, shown: shownField, required }: SearchInputProps) => {
  const { field, fieldState } = useInput({ source });
  const provider = useAppDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { setValue } = useFormContext();
  const shown = useWatch({ name: shownField ?? source, disabled: !shownField }) as string | null | undefined;
  const value: Found | null =
    field.value == null || field.value === '' ? null : { id: Number(field.value), label: (shownField ? shown : null) ?? String(field.value) };
  const texts: TypeaheadTexts = {
    hint: 'declared.search_hint',
    none: 'declared.search_none',
    searching: 'declared.searching',
    helper: `resources.${d.name}.hints.${source}`,
  };

  const onChange = (found: Found | null) => {
    field.onChange(found?.id ?? null);
    if (shownField) setValue(shownField, found?.label ?? null);
    for (const [to, from] of Object.entries(found?.record ? fills : {})) {
      setValue(to, found!.record![from!] ?? null, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Typeahead<Found>
      value={value}
      onChange={onChange}
      queryKey={['reference-search', search.path, search.param, search.limit]}
      read={(term) => {
        const query = new URLSearchParams({ [search.param]: term, limit: String(search.limit) });
        return provider.getOptions(`${search.path}?${query}`).then(
          (items) =>
            items.map((item) => ({ id: Number(item[search.id]), label: joined(item, search.label), detail: joined(item, search.detail, ' · '), record: item })),
          // As react-admin's own reads do: an expired session leads to the login page (SPEC §8).
          async (error) => {
            await logoutIfAccessDenied(error);
            throw error;
          },
        );
      }}
      getLabel={(found) => found.label}
      getKey={(found) => found.id}
      getDetail={(found) => found.detail}
      label={label}
      texts={texts}
      error={fieldState.error?.message}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      required={required}
    />
  );
};
