import { useController } from 'react-hook-form';
import { LegalEntityAutocomplete, type LegalEntityChoice } from '../lookups/LegalEntityAutocomplete';

/**
 * The typeahead of an existing organisation, bound to a registration form: it fills
 * `iddiclegalentity` (what is sent) and `legalentityName` (what is shown). Shown only when an
 * existing organisation is to be chosen, and then the choice is required (shared/registration/resolver).
 */
export const LegalEntitySearch = () => {
  const { field: idField, fieldState } = useController({ name: 'iddiclegalentity' });
  const { field: nameField } = useController({ name: 'legalentityName' });
  const value: LegalEntityChoice | null = idField.value ? { iddiclegalentity: Number(idField.value), name: nameField.value ?? '' } : null;

  return (
    <LegalEntityAutocomplete
      value={value}
      onChange={(option) => {
        idField.onChange(option ? option.iddiclegalentity : null);
        nameField.onChange(option ? option.name : '');
      }}
      onBlur={idField.onBlur}
      label="register.org_search"
      error={fieldState.error?.message}
      name="iddiclegalentity"
      inputRef={idField.ref}
      required
    />
  );
};
