import ArrowBack from '@mui/icons-material/ArrowBack';
import Business from '@mui/icons-material/BusinessOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import { Avatar, Box, Button, Card, CardContent, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Title, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../i18n/format';
import { DownloadButton } from '../../shared/DownloadButton';
import { isNotFound, NotFound } from '../../shared/detail/NotFound';
import { PageError } from '../../shared/detail/PageError';
import { EraseMemberButton } from '../../shared/memberData/EraseMemberButton';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { formatAddress } from '../adressen/api';
import { groupAddresses } from '../adressen/OwnAddresses';
import { RoleChips, useWorkaddressLabel } from '../adressen/RoleChips';
import { MemberAttest } from './MemberAttest';
import { VETS_RESOURCE, type VetProfile } from './types';

export type { VetProfile };

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="section" sx={{ mt: 3 }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * /zoeken/dierenarts/{ordenummer}: the profile sheet of one veterinarian: name, ordenummer, the
 * public address(es) (all addresses with their roles, and the contact data, for the member
 * themself and the secretariat) and the current cooperations.
 */
export default function DierenartsProfile() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { ordenummer = '' } = useParams();
  const { data, error, isPending } = useGetOne<VetProfile & { id: any }>(VETS_RESOURCE, { id: ordenummer }, { retry: false });
  const kindLabel = useWorkaddressLabel();
  const provider = useAppDataProvider();
  const { permissions } = usePermissions<string[]>();
  const isSecretariat = !!permissions?.includes('SECRETARIAAT');
  const back = (
    <Button
      component={Link}
      to="/zoeken/dierenarts"
      onClick={(event: React.MouseEvent) => {
        // Back to the same search results when the member came from them.
        if (location.key !== 'default') {
          event.preventDefault();
          navigate(-1);
        }
      }}
      startIcon={<ArrowBack />}
      size="small"
    >
      {translate('dierenartsen.back')}
    </Button>
  );

  if (isNotFound(error)) return <NotFound listPath="/zoeken/dierenarts" backLabel={translate('dierenartsen.back')} />;
  if (error) {
    return (
      <Box sx={{ p: { xs: 1, md: 2 } }}>
        <Title title={translate('dierenartsen.profile_title')} />
        {back}
        <PageError error={error} />
      </Box>
    );
  }
  if (isPending || !data) {
    return (
      <Box sx={{ p: 3 }}>
        <Title title={translate('dierenartsen.profile_title')} />
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }

  const name = `${data.firstname} ${data.lastname}`;
  const groups = groupAddresses(data.addresses ?? []);
  const contact = [
    [translate('dierenartsen.fields.email'), data.email],
    [translate('dierenartsen.fields.telephone'), data.telephone],
    [translate('dierenartsen.fields.mobile'), data.mobile],
  ].filter(([, value]) => value);

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 900 }}>
      <Title title={translate('dierenartsen.profile_title_of', { name })} />
      {back}
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }} aria-hidden>
              {`${data.firstname?.[0] ?? ''}${data.lastname?.[0] ?? ''}`.toUpperCase()}
            </Avatar>
            <Box>
              <Typography variant="h5" component="h1">
                {name}
              </Typography>
              <Typography color="text.secondary">{translate('dierenartsen.ordenummer', { ordenummer: data.ordenummer })}</Typography>
            </Box>
          </Stack>

          {contact.length > 0 && (
            <Section title={translate('dierenartsen.contact')}>
              {contact.map(([label, value]) => (
                <Typography key={label} variant="body2">
                  {label}: {value}
                </Typography>
              ))}
            </Section>
          )}

          <Section title={translate('dierenartsen.addresses')}>
            {groups.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('dierenartsen.no_public_address')}
              </Typography>
            )}
            {groups.map((group, index) => (
              <Fragment key={group.address.iddicaddress}>
                {index > 0 && <Divider sx={{ my: 1 }} />}
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Home color="action" />
                  <Box>
                    <Typography>{formatAddress(group.address, translate('register.box_short'))}</Typography>
                    <RoleChips roles={group.roles} />
                  </Box>
                </Stack>
              </Fragment>
            ))}
          </Section>

          <Section title={translate('dierenartsen.cooperations')}>
            {(data.relaties ?? []).length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('dierenartsen.no_cooperations')}
              </Typography>
            )}
            {(data.relaties ?? []).map((coop, index) => (
              <Fragment key={coop.iddiccontact}>
                {index > 0 && <Divider sx={{ my: 1 }} />}
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Business color="action" />
                  <Box>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="subtitle1" component="h3">
                        {coop.legalentityname}
                      </Typography>
                      <Chip size="small" label={kindLabel(coop.workaddress)} />
                    </Stack>
                    <Typography variant="body2">{formatAddress(coop, translate('register.box_short'))}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate('adressen.since', { date: formatDate(coop.startdate) })}
                    </Typography>
                  </Box>
                </Stack>
              </Fragment>
            ))}
          </Section>
          {isSecretariat && (
            <Section title={translate('dierenartsen.cpd')}>
              <MemberAttest username={data.ordenummer} />
            </Section>
          )}
          {isSecretariat && (
            <Section title={translate('dierenartsen.member_data')}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                <DownloadButton
                  label={translate('gegevens.download_member')}
                  progress="gegevens.downloading"
                  done="gegevens.downloaded"
                  load={(onBytes) => provider.memberData(data.ordenummer, onBytes)}
                  variant="outlined"
                />
                <EraseMemberButton username={data.ordenummer} name={name} onErased={() => navigate('/zoeken/dierenarts')} />
              </Stack>
            </Section>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
