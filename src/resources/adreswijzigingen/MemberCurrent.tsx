import { Alert, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { Loaded, Section } from '../../shared/detail/DetailParts';
import { useCodelist } from '../../shared/lookups/codelists';
import { useApiQuery } from '../../shared/useApiQuery';
import { ADRESWIJZIGINGEN_RESOURCE, type AddressChange, type Cooperation, formatAddress, type MemberAddress } from './types';

/** The member's current addresses and cooperations; the cooperation a CONTACTEND would end is marked. */
export const MemberCurrent = ({ request }: { request: AddressChange }) => {
  const translate = useTranslate();
  const roles = useCodelist('WORKADDRESS');
  const box = translate('register.box_short');
  const member = useApiQuery<{ items: MemberAddress[]; relaties: Cooperation[] }>([ADRESWIJZIGINGEN_RESOURCE, 'member', request.ordenummer], (provider) =>
    provider.getMemberAddresses(request.ordenummer),
  );
  const ending = request.type === 'CONTACTEND' ? Number(request.data?.iddiccontact) : undefined;
  const addresses = member.data?.items ?? [];
  const cooperations = member.data?.relaties ?? [];
  const since = (date: string | null) => (date ? ` · ${translate('adreswijzigingen.since', { date: formatDate(date) })}` : '');

  return (
    <Loaded query={member}>
      <Section title={translate('adreswijzigingen.addresses')}>
        {addresses.length === 0 ? (
          <Typography variant="body2">{translate('adreswijzigingen.no_addresses')}</Typography>
        ) : (
          <List dense disablePadding>
            {addresses.map((a) => (
              <ListItem key={`${a.role}-${a.id}`} disableGutters>
                <ListItemText primary={formatAddress(a, box)} secondary={`${roles.label(a.role)}${since(a.startdate)}`} />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={translate('adreswijzigingen.cooperations')}>
        {cooperations.length === 0 ? (
          <Typography variant="body2">{translate('adreswijzigingen.no_cooperations')}</Typography>
        ) : (
          <List dense disablePadding>
            {cooperations.map((c) => (
              <ListItem
                key={c.iddiccontact}
                disableGutters
                sx={c.iddiccontact === ending ? { bgcolor: 'warning.light', borderRadius: 1, px: 1 } : undefined}
                secondaryAction={c.iddiccontact === ending ? <Chip size="small" color="warning" label={translate('adreswijzigingen.ends')} /> : undefined}
              >
                <ListItemText
                  primary={c.legalentityname}
                  secondary={[roles.label(c.workaddress), formatAddress(c, box)].filter(Boolean).join(' · ') + since(c.startdate)}
                />
              </ListItem>
            ))}
          </List>
        )}
        {ending !== undefined && !cooperations.some((c) => c.iddiccontact === ending) && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('adreswijzigingen.contact_not_found')}
          </Alert>
        )}
      </Section>
    </Loaded>
  );
};
