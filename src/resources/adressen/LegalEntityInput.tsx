import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { type LegalEntity, searchLegalEntities, TYPEAHEAD_MIN_CHARS } from './api';

/** The value after the user stopped typing for `delay` ms. */
function useDebounced<T>(value: T, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface LegalEntityInputProps {
  source?: string;
  label?: string;
  onSelect?: (entity: LegalEntity | null) => void;
  /** Debounce of the server search in ms. */
  delay?: number;
}

/**
 * Organisation typeahead (SPEC §7 /crm/public/legalentities): asks the server once the member has
 * typed 2 characters and paused, shows 5 suggestions with their address, and keeps the chosen
 * organisation's id in the form. "None found" is a normal answer, not an error.
 */
export const LegalEntityInput = ({ source = 'iddiclegalentity', label = 'adressen.fields.organisation', onSelect, delay = 300 }: LegalEntityInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const [selected, setSelected] = useState<LegalEntity | null>(null);
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), delay);
  const searching = term.length >= TYPEAHEAD_MIN_CHARS && term !== selected?.name;
  const { data = [], isFetching, isError } = useQuery({
    queryKey: ['legalentities', 'typeahead', term],
    queryFn: () => searchLegalEntities(term),
    enabled: searching,
    staleTime: 30_000,
  });

  // The form was reset (e.g. the member switched to a new organisation): forget the old choice.
  useEffect(() => {
    if (!field.value && selected) {
      setSelected(null);
      setText('');
    }
  }, [field.value, selected]);

  const noOptions =
    text.trim().length < TYPEAHEAD_MIN_CHARS
      ? translate('adressen.typeahead.min_chars', { count: TYPEAHEAD_MIN_CHARS })
      : isFetching || term !== text.trim()
        ? translate('ra.page.loading')
        : isError
          ? translate('UNKNOWN_ISSUE')
          : translate('adressen.typeahead.none_found');
  const error = fieldState.error?.message;

  return (
    <Autocomplete<LegalEntity>
      id={id}
      options={searching ? data : selected ? [selected] : []}
      value={selected}
      inputValue={text}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.iddiclegalentity === b.iddiclegalentity}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, value) => {
        setSelected(value);
        field.onChange(value?.iddiclegalentity ?? null);
        onSelect?.(value);
      }}
      onBlur={field.onBlur}
      loading={searching && isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={noOptions}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.legalentityDisplayAddress || option.locality}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={`${translate(label)} *`}
          error={!!error}
          helperText={error ? translate(error, { _: error }) : translate('adressen.typeahead.hint', { count: TYPEAHEAD_MIN_CHARS })}
          margin="dense"
          size="small"
          fullWidth
        />
      )}
      fullWidth
    />
  );
};
