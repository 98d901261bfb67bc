import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { FieldTitle, useTranslate } from 'react-admin';
import { TYPEAHEAD_MIN, useTypeaheadSearch } from './typeahead';

/** Translation keys of a typeahead's texts (given the minimum as `count`). */
export interface TypeaheadTexts {
  /** In the list while fewer characters than the minimum are typed. */
  hint: string;
  none: string;
  searching: string;
  /** Under the input; the hint when not given (or when it has no text). */
  helper?: string;
}

export interface TypeaheadProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  /** The server's search of what is typed (debounced, from `min` characters on), under `queryKey` in the cache. */
  read: (term: string) => Promise<T[]>;
  queryKey: readonly unknown[];
  getLabel: (option: T) => string;
  getKey: (option: T) => string | number;
  /** A second line that tells options apart (an address, a number and a place). */
  getDetail?: (option: T) => string | null | undefined;
  /** Characters typed before the server is asked. */
  min?: number;
  /** Translation key of the label. */
  label: string;
  texts: TypeaheadTexts;
  /** A translation key or Dutch text shown instead of the helper. */
  error?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  disabled?: boolean;
  /** Marks the label as required, with the asterisk react-admin's inputs draw. */
  required?: boolean;
  /** Draws the input compact, as in the member's dialogs. */
  dense?: boolean;
}

/**
 * A typeahead over a server search: from `min` characters on, debounced, the server's few answers
 * with a second line each. Controlled, without a form: its users bind it to their form or state.
 */
export function Typeahead<T>({
  value,
  onChange,
  read,
  queryKey,
  getLabel,
  getKey,
  getDetail,
  min = TYPEAHEAD_MIN,
  label,
  texts,
  error,
  name,
  inputRef,
  onBlur,
  disabled,
  required,
  dense,
}: TypeaheadProps<T>) {
  const translate = useTranslate();
  const [input, setInput] = useState<string>(value ? getLabel(value) : '');
  // The chosen option's own name is not a search: the typeahead asks the server only for what was typed.
  const typed = value && input === getLabel(value) ? '' : input;
  const { options, isFetching, term, error: searchError } = useTypeaheadSearch(queryKey, typed, read, min);
  const count = { count: min };
  // A failed search is said as such: "none found" would send the user to make a duplicate.
  const noOptions =
    typed.trim().length < min
      ? translate(texts.hint, count)
      : isFetching || term !== typed.trim()
        ? translate(texts.searching)
        : searchError
          ? translate('UNKNOWN_ISSUE')
          : translate(texts.none);

  return (
    <Autocomplete<T>
      value={value}
      options={typed ? options : value ? [value] : []}
      // The server searched already; the browser must not filter its answer again.
      filterOptions={(all) => all}
      getOptionLabel={getLabel}
      isOptionEqualToValue={(a, b) => getKey(a) === getKey(b)}
      getOptionKey={getKey}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, option) => onChange(option)}
      onBlur={onBlur}
      disabled={disabled}
      loading={isFetching}
      loadingText={translate(texts.searching)}
      noOptionsText={noOptions}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2">{getLabel(option)}</Typography>
          {getDetail?.(option) && (
            <Typography variant="caption" color="text.secondary">
              {getDetail(option)}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={<FieldTitle label={label} isRequired={required} />}
          error={!!error}
          helperText={error ? translate(error, { _: error }) : translate(texts.helper ?? texts.hint, { ...count, _: translate(texts.hint, count) })}
          {...(dense ? { margin: 'dense' as const, size: 'small' as const } : {})}
        />
      )}
    />
  );
}
