import { useState } from 'react';
import { useInput } from 'react-admin';
import { LegalEntityAutocomplete, type LegalEntityAutocompleteTexts, type LegalEntityChoice } from '../../shared/lookups/LegalEntityAutocomplete';

const MEMBER_TEXTS: LegalEntityAutocompleteTexts = {
  hint: 'adressen.typeahead.min_chars',
  none: 'adressen.typeahead.none_found',
  searching: 'ra.page.loading',
  helper: 'adressen.typeahead.hint',
};

export interface LegalEntityInputProps {
  source?: string;
  label?: string;
  onSelect?: (entity: LegalEntityChoice | null) => void;
}

/**
 * The organisation typeahead (SPEC §7 /crm/public/legalentities) as an input of the member's
 * request forms: the form keeps the chosen organisation's id; "none found" is an answer, not an error.
 * Shown only where an organisation must be chosen (a new cooperation, an existing organisation), so required.
 */
export const LegalEntityInput = ({ source = 'iddiclegalentity', label = 'adressen.fields.organisation', onSelect }: LegalEntityInputProps) => {
  const { field, fieldState } = useInput({ source });
  const [selected, setSelected] = useState<LegalEntityChoice | null>(null);
  // A reset form (the member switched to a new organisation) forgets the old choice.
  const value = selected && field.value === selected.iddiclegalentity ? selected : null;
  return (
    <LegalEntityAutocomplete
      value={value}
      onChange={(choice) => {
        setSelected(choice);
        field.onChange(choice?.iddiclegalentity ?? null);
        onSelect?.(choice);
      }}
      label={label}
      texts={MEMBER_TEXTS}
      error={fieldState.error?.message}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      required
      dense
    />
  );
};
