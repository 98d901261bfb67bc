import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Section } from '../../shared/detail/DetailParts';
import { LegalEntityAutocomplete, type LegalEntityAutocompleteTexts } from '../../shared/lookups/LegalEntityAutocomplete';
import { isChanged, type PickerChoice, requestedChoice } from './corrections';
import { OrganisationAddresses } from './OrganisationAddresses';
import type { AddressChange } from './types';

const TEXTS: LegalEntityAutocompleteTexts = {
  hint: 'adreswijzigingen.organisation_search_hint',
  none: 'adreswijzigingen.organisation_none',
  searching: 'adreswijzigingen.organisation_searching',
};

export interface OrganisationPickerProps {
  request: AddressChange;
  choice: PickerChoice;
  onChange: (choice: PickerChoice) => void;
  /** Per-field errors (a missing address, or what the server refused): translation keys or Dutch text. */
  errors?: { iddiclegalentity?: string; iddicaddress?: string };
  disabled?: boolean;
}

/**
 * CONTACTNEW: the organisation and work address the member chose, both open to correction: another
 * address of the organisation (a radio list), or another organisation (the typeahead) and one of its
 * addresses. Clearing the typeahead, or "restore", goes back to what the member asked.
 */
const CooperationPicker = ({ request, choice, onChange, errors, disabled }: OrganisationPickerProps) => {
  const translate = useTranslate();
  const requested = requestedChoice(request);
  const organisation = choice.organisation ?? requested.organisation!;
  const atRequested = organisation.iddiclegalentity === requested.organisation!.iddiclegalentity;
  return (
    <Section title={translate('adreswijzigingen.picker_title')}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {translate('adreswijzigingen.picker_hint')}
      </Typography>
      <LegalEntityAutocomplete
        value={organisation}
        onChange={(next) => onChange(next ? { organisation: next, iddicaddress: null } : requested)}
        label="adreswijzigingen.fields.iddiclegalentity"
        texts={TEXTS}
        error={errors?.iddiclegalentity}
        disabled={disabled}
      />
      {!atRequested && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('adreswijzigingen.other_organisation', { name: requested.organisation!.name })}
        </Alert>
      )}
      <Typography variant="body2" component="h4" sx={{ mt: 1.5 }}>
        {translate('adreswijzigingen.organisation_addresses')}
      </Typography>
      <OrganisationAddresses
        key={organisation.iddiclegalentity}
        organisation={organisation.iddiclegalentity}
        value={choice.iddicaddress}
        onChange={(iddicaddress) => onChange({ organisation, iddicaddress })}
        requested={atRequested ? requested.iddicaddress : null}
        error={errors?.iddicaddress}
        disabled={disabled}
      />
      {isChanged(request, choice) && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" onClick={() => onChange(requested)} disabled={disabled}>
            {translate('adreswijzigingen.restore')}
          </Button>
        </Box>
      )}
    </Section>
  );
};

/**
 * RECHTSPERSOON for a new organisation: instead of creating it, the request can be linked to an
 * existing organisation (to avoid a duplicate); its phone, e-mail, website and legal form then update that one.
 */
const LinkPicker = ({ choice, onChange, errors, disabled }: OrganisationPickerProps) => {
  const translate = useTranslate();
  return (
    <Section title={translate('adreswijzigingen.link_title')}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {translate('adreswijzigingen.link_hint')}
      </Typography>
      <LegalEntityAutocomplete
        value={choice.organisation}
        onChange={(next) => onChange({ organisation: next, iddicaddress: null })}
        label="adreswijzigingen.link_label"
        texts={TEXTS}
        error={errors?.iddiclegalentity}
        disabled={disabled}
      />
      {choice.organisation && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('adreswijzigingen.linked', { name: choice.organisation.name })}
        </Alert>
      )}
    </Section>
  );
};

/** The organisation and address picker of a correctable request (see isCorrectable). */
export const OrganisationPicker = (props: OrganisationPickerProps) =>
  props.request.type === 'CONTACTNEW' ? <CooperationPicker {...props} /> : <LinkPicker {...props} />;
