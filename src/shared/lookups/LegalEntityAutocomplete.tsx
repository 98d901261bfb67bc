import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type LegalEntityOption, ORGANISATION_SEARCH_MIN, useLegalEntitySearch } from './organisations';

/** An organisation as the typeahead holds it: the id that is sent, the name that is shown. */
export type LegalEntityChoice = Pick<LegalEntityOption, 'iddiclegalentity' | 'name'> & Partial<LegalEntityOption>;

/** Translation keys of the typeahead's texts (given the minimum as `count`); the wizard's by default. */
export interface LegalEntityAutocompleteTexts {
  /** In the list while fewer characters than the minimum are typed. */
  hint: string;
  none: string;
  searching: string;
  /** Under the input; the hint when not given. */
  helper?: string;
}
const WIZARD_TEXTS: LegalEntityAutocompleteTexts = { hint: 'register.org_search_hint', none: 'register.org_none', searching: 'register.org_searching' };

export interface LegalEntityAutocompleteProps {
  value: LegalEntityChoice | null;
  onChange: (value: LegalEntityChoice | null) => void;
  /** Translation key of the label. */
  label: string;
  texts?: LegalEntityAutocompleteTexts;
  /** A translation key or Dutch text shown instead of the hint. */
  error?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  disabled?: boolean;
  /** Marks the label as required and draws the input compact, as in the member's dialogs. */
  required?: boolean;
  dense?: boolean;
}

/**
 * The typeahead of an existing organisation (GET /crm/public/legalentities?name=…): from 2
 * characters on, debounced, at most 5 names with their address; a 404 is "none found". Controlled,
 * without a form: the register wizard binds it to its form, the secretariat's picker to its state.
 */
export const LegalEntityAutocomplete = ({
  value,
  onChange,
  label,
  texts = WIZARD_TEXTS,
  error,
  name,
  inputRef,
  onBlur,
  disabled,
  required,
  dense,
}: LegalEntityAutocompleteProps) => {
  const translate = useTranslate();
  const [input, setInput] = useState<string>(value?.name ?? '');
  // The chosen organisation's own name is not a search: the typeahead asks the server only for what was typed.
  const typed = value && input === value.name ? '' : input;
  const { options, isFetching, term, error: searchError } = useLegalEntitySearch(typed);
  const count = { count: ORGANISATION_SEARCH_MIN };
  // A failed search is said as such: "none found" would send the member to create a duplicate.
  const noOptions =
    typed.trim().length < ORGANISATION_SEARCH_MIN
      ? translate(texts.hint, count)
      : isFetching || term !== typed.trim()
        ? translate(texts.searching)
        : searchError
          ? translate('UNKNOWN_ISSUE')
          : translate(texts.none);

  return (
    <Autocomplete<LegalEntityChoice>
      value={value}
      options={typed ? options : value ? [value] : []}
      // The server searched already; the browser must not filter its answer again.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.iddiclegalentity === b.iddiclegalentity}
      getOptionKey={(option) => option.iddiclegalentity}
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
          name={name}
          inputRef={inputRef}
          label={required ? `${translate(label)} *` : translate(label)}
          error={!!error}
          helperText={error ? translate(error, { _: error }) : translate(texts.helper ?? texts.hint, count)}
          {...(dense ? { margin: 'dense' as const, size: 'small' as const } : {})}
        />
      )}
    />
  );
};
