import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { type LegalEntityOption, ORGANISATION_SEARCH_MIN, useLegalEntitySearch } from './api';

type Option = Pick<LegalEntityOption, 'iddiclegalentity' | 'name'> & Partial<LegalEntityOption>;

/**
 * The typeahead of an existing organisation: from 2 characters on, debounced, at most 5 names
 * with their address. It fills `iddiclegalentity` (what is sent) and `legalentityName` (what is shown).
 */
export const LegalEntitySearch = () => {
  const translate = useTranslate();
  const { field: idField, fieldState } = useController({ name: 'iddiclegalentity' });
  const { field: nameField } = useController({ name: 'legalentityName' });
  const [input, setInput] = useState<string>(nameField.value ?? '');
  const { options, isFetching, term } = useLegalEntitySearch(input);
  const value: Option | null = idField.value ? { iddiclegalentity: Number(idField.value), name: nameField.value ?? '' } : null;
  const error = fieldState.error?.message;

  const noOptions =
    term.length < ORGANISATION_SEARCH_MIN || isFetching ? translate('register.org_search_hint') : translate('register.org_none');

  return (
    <Autocomplete<Option>
      value={value}
      options={options}
      // The server searched already; the browser must not filter its answer again.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.iddiclegalentity === b.iddiclegalentity}
      getOptionKey={(option) => option.iddiclegalentity}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, option) => {
        idField.onChange(option ? option.iddiclegalentity : null);
        nameField.onChange(option ? option.name : '');
      }}
      onBlur={idField.onBlur}
      loading={isFetching}
      loadingText={translate('register.org_searching')}
      noOptionsText={noOptions}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2">{option.name}</Typography>
          {option.legalentityDisplayAddress && (
            <Typography variant="caption" color="text.secondary">
              {option.legalentityDisplayAddress}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="iddiclegalentity"
          inputRef={idField.ref}
          label={translate('register.org_search')}
          error={!!error}
          helperText={error ? translate(error, { _: error }) : translate('register.org_search_hint')}
        />
      )}
    />
  );
};
