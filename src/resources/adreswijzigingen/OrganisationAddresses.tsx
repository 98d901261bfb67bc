import { Box, Chip, FormControl, FormControlLabel, FormHelperText, Radio, RadioGroup, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Loaded } from '../../shared/detail/DetailParts';
import { useApiQuery } from '../../shared/useApiQuery';
import { ADRESWIJZIGINGEN_RESOURCE, formatAddress, type OrganisationAddress } from './types';

export interface OrganisationAddressesProps {
  organisation: number;
  value: number | null;
  onChange: (iddicaddress: number) => void;
  /** The address the member chose, marked as such (only at the organisation the member chose). */
  requested?: number | null;
  /** A translation key or Dutch text: no address chosen, or the server refused it. */
  error?: string;
  disabled?: boolean;
}

/**
 * The addresses the organisation is known at (GET /crm/public/legalentities/{id}/addresses), one to
 * pick as the work address. At another organisation with a single address, that one is taken at once.
 */
export const OrganisationAddresses = ({ organisation, value, onChange, requested, error, disabled }: OrganisationAddressesProps) => {
  const translate = useTranslate();
  const box = translate('register.box_short');
  const label = translate('adreswijzigingen.organisation_addresses');
  const query = useApiQuery<{ items: OrganisationAddress[] }>(
    [ADRESWIJZIGINGEN_RESOURCE, 'organisation', organisation],
    (provider) => provider.getLegalEntityAddresses<OrganisationAddress>(organisation),
    { enabled: !!organisation },
  );
  const items = query.data?.items;

  useEffect(() => {
    if (value === null && items?.length === 1) onChange(items[0]!.iddicaddress);
  }, [items, value, onChange]);

  return (
    <Loaded query={query}>
      {!items?.length ? (
        <Typography variant="body2">{translate('adreswijzigingen.no_organisation_addresses')}</Typography>
      ) : (
        <FormControl error={!!error} disabled={disabled} fullWidth>
          <RadioGroup aria-label={label} value={value === null ? '' : String(value)} onChange={(_event, next) => onChange(Number(next))}>
            {items.map((a) => (
              <Box key={a.iddicaddress} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                <FormControlLabel value={String(a.iddicaddress)} control={<Radio size="small" />} label={formatAddress(a, box)} sx={{ mr: 0 }} />
                {a.main && <Chip size="small" variant="outlined" label={translate('adreswijzigingen.main_address')} />}
                {a.iddicaddress === requested && <Chip size="small" color="info" label={translate('adreswijzigingen.requested_address')} />}
              </Box>
            ))}
          </RadioGroup>
          {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
        </FormControl>
      )}
    </Loaded>
  );
};
