import { useAppDataProvider } from '../useAppDataProvider';
import { type LegalEntityOption, ORGANISATION_SEARCH_LIMIT, ORGANISATION_SEARCH_MIN } from './organisations';
import { Typeahead, type TypeaheadProps, type TypeaheadTexts } from './Typeahead';

/** An organisation as the typeahead holds it: the id that is sent, the name that is shown. */
export type LegalEntityChoice = Pick<LegalEntityOption, 'iddiclegalentity' | 'name'> & Partial<LegalEntityOption>;

/** Translation keys of the typeahead's texts (given the minimum as `count`); the wizard's by default. */
export type LegalEntityAutocompleteTexts = TypeaheadTexts;
const WIZARD_TEXTS: LegalEntityAutocompleteTexts = { hint: 'register.org_search_hint', none: 'register.org_none', searching: 'register.org_searching' };

/** The typeahead's own props, with the texts optional (the wizard's by default). */
export type LegalEntityAutocompleteProps = Pick<
  TypeaheadProps<LegalEntityChoice>,
  'value' | 'onChange' | 'label' | 'error' | 'name' | 'inputRef' | 'onBlur' | 'disabled' | 'required' | 'dense'
> & { texts?: LegalEntityAutocompleteTexts };

/**
 * The typeahead of an existing organisation (GET /crm/public/legalentities?name=…): from 2
 * characters on, debounced, at most 5 names with their address; a 404 is "none found". Controlled,
 * without a form: the register wizard binds it to its form, the secretariat's picker to its state.
 */
export const LegalEntityAutocomplete = ({ texts = WIZARD_TEXTS, ...props }: LegalEntityAutocompleteProps) => {
  const provider = useAppDataProvider();
  return (
    <Typeahead<LegalEntityChoice>
      {...props}
      texts={texts}
      queryKey={['legalentities-public']}
      read={(term) => provider.searchLegalEntities(term, ORGANISATION_SEARCH_LIMIT)}
      min={ORGANISATION_SEARCH_MIN}
      getLabel={(option) => option.name}
      getKey={(option) => option.iddiclegalentity}
      getDetail={(option) => option.legalentityDisplayAddress}
    />
  );
};
