import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { withProtocol } from '../../../domain/text';
import { errorText } from '../../custom/forms/formHelpers';
import { useCodelist } from '../../custom/register/api';
import { formatDate } from '../../i18n/format';
import { ReasonDialog } from '../registraties/ReasonDialog';
import { postJson, useApiQuery, useReportFailure } from '../registraties/useApi';
import { StateChip, useKindLabel } from './StateChip';
import {
  ADRESWIJZIGINGEN_RESOURCE,
  type AddressChange,
  type Cooperation,
  formatAddress,
  type MemberAddress,
  type OrganisationAddress,
} from './types';

/** The request's own fields in the order they are shown; only those it carries appear. */
const REQUEST_FIELDS = [
  'legalentityname',
  'iddiclegalform',
  'street',
  'number',
  'box',
  'postcode',
  'locality',
  'land',
  'orgtelephone',
  'orgemail',
  'orgwebsite',
  'workaddress',
  'telephone',
  'mobile',
  'email',
] as const;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** Label and value pairs: two columns on a wide screen, one on a phone. */
const Details = ({ rows }: { rows: [string, ReactNode][] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, m: 0 }}>
    {rows.map(([term, value]) => (
      <Box key={term} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {term}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** A pending or failed read, or its content. */
const Loaded = ({ query, children }: { query: { isPending: boolean; error: unknown }; children: ReactNode }) => {
  if (query.error) return <Alert severity="error">{errorText(query.error)}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={56} />;
  return <>{children}</>;
};

/** What the member asked: the kind, the dates and every field the request carries, in Dutch. */
const RequestDetails = ({ request }: { request: AddressChange }) => {
  const translate = useTranslate();
  const kind = useKindLabel();
  const legalForms = useCodelist('legalform');
  const roles = useCodelist('WORKADDRESS');
  const countries = useCodelist('COUNTRY');
  const field = (name: string) => translate(`adreswijzigingen.fields.${name}`);
  const data = request.data ?? {};
  const value = (name: (typeof REQUEST_FIELDS)[number]): ReactNode => {
    const raw = data[name];
    if (name === 'iddiclegalform') return legalForms.label(raw);
    if (name === 'workaddress') return roles.label(raw);
    if (name === 'land') return countries.label(raw);
    if (name === 'orgwebsite') return withProtocol(raw, data.siteProtocol === 'https' ? 'https' : 'http');
    return String(raw);
  };
  const rows: [string, ReactNode][] = [
    [field('code'), kind(request.type)],
    [translate('resources.adreswijzigingen.fields.state'), <StateChip key="state" request={request} withReason={false} />],
    [field('creationdate'), formatDate(request.creationdate)],
    [field('startdate'), formatDate(request.startdate)],
    ...(request.address ? ([[field('address'), request.address]] as [string, ReactNode][]) : []),
    ...REQUEST_FIELDS.filter((name) => data[name] != null && data[name] !== '').map((name) => [field(name), value(name)] as [string, ReactNode]),
  ];
  return <Details rows={rows} />;
};

/** The member's current addresses and cooperations; the cooperation a CONTACTEND would end is marked. */
const MemberCurrent = ({ request }: { request: AddressChange }) => {
  const translate = useTranslate();
  const roles = useCodelist('WORKADDRESS');
  const box = translate('register.box_short');
  const member = useApiQuery<{ items: MemberAddress[]; relaties: Cooperation[] }>(
    [ADRESWIJZIGINGEN_RESOURCE, 'member', request.ordenummer],
    `/dierenartsen/${encodeURIComponent(request.ordenummer)}/addressen`,
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

/** CONTACTNEW: the organisation's addresses as the member's picker showed them, the chosen one marked. */
const OrganisationAddresses = ({ request }: { request: AddressChange }) => {
  const translate = useTranslate();
  const box = translate('register.box_short');
  const organisation = Number(request.data?.iddiclegalentity);
  const chosen = Number(request.data?.iddicaddress);
  const query = useApiQuery<{ items: OrganisationAddress[] }>(
    [ADRESWIJZIGINGEN_RESOURCE, 'organisation', organisation],
    `/crm/public/legalentities/${organisation}/addresses`,
    !!organisation,
  );
  const items = query.data?.items ?? [];
  return (
    <Section title={translate('adreswijzigingen.organisation_addresses')}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('adreswijzigingen.organisation_addresses_hint')}
      </Typography>
      <Loaded query={query}>
        {items.length === 0 ? (
          <Typography variant="body2">{translate('adreswijzigingen.no_organisation_addresses')}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate('adreswijzigingen.organisation_addresses')}>
            {items.map((a) => {
              const selected = a.iddicaddress === chosen;
              return (
                <ListItem key={a.iddicaddress} disableGutters aria-current={selected || undefined} sx={selected ? { bgcolor: 'action.selected', borderRadius: 1 } : undefined}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {selected ? <RadioButtonCheckedIcon color="primary" fontSize="small" /> : <RadioButtonUncheckedIcon fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary={formatAddress(a, box)} secondary={a.main ? translate('adreswijzigingen.main_address') : undefined} />
                </ListItem>
              );
            })}
          </List>
        )}
      </Loaded>
    </Section>
  );
};

type Decision = { state: 'APPROVED'; comment: null } | { state: 'DECLINED'; comment: string };

export interface AddressChangeDialogProps {
  request: AddressChange;
  onClose: () => void;
}

/**
 * One request beside the member's current data, with Goedkeuren and Afkeuren (reason required).
 * Pessimistic, without undo. An approval that cannot be applied comes back in ERROR: the dialog
 * then stays open with the reason, and the request moves to "Enkel fouten".
 */
export const AddressChangeDialog = ({ request, onClose }: AddressChangeDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportFailure = useReportFailure();
  const kind = useKindLabel();
  const titleId = useId();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [current, setCurrent] = useState(request);
  const [declining, setDeclining] = useState(false);
  const open = current.state === 'NEW' || current.state === 'ERROR';

  const decide = useMutation({
    mutationFn: (decision: Decision) => postJson<{ state: string; request: AddressChange }>(`/dierenartsen/addresschanges/${current.id}`, decision),
    onSuccess: (result) => {
      setDeclining(false);
      refresh();
      if (result.state === 'ERROR') {
        const reason = result.request?.error ?? '';
        setCurrent({ ...current, ...result.request, state: 'ERROR', error: reason });
        notify('adreswijzigingen.not_applied', { type: 'warning', messageArgs: { reason } });
        return;
      }
      notify(result.state === 'APPROVED' ? 'adreswijzigingen.approved' : 'adreswijzigingen.declined', { type: 'success' });
      onClose();
    },
    onError: (error) => {
      setDeclining(false);
      void reportFailure(error);
    },
  });

  return (
    <Dialog open onClose={decide.isPending ? undefined : onClose} fullWidth maxWidth="lg" fullScreen={isPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('adreswijzigingen.dialog_title', { type: kind(current.type), name: current.name, ordenummer: current.ordenummer })}
      </DialogTitle>
      <DialogContent dividers>
        {current.state === 'ERROR' && current.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('adreswijzigingen.error_reason', { reason: current.error })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('adreswijzigingen.request')}
            </Typography>
            <RequestDetails request={current} />
            {current.type === 'CONTACTNEW' && (
              <Box sx={{ mt: 2 }}>
                <OrganisationAddresses request={current} />
              </Box>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('adreswijzigingen.current')}
            </Typography>
            <MemberCurrent request={current} />
          </Paper>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={decide.isPending}>
          {translate('ra.action.close')}
        </Button>
        {open && (
          <>
            <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setDeclining(true)} disabled={decide.isPending}>
              {translate('adreswijzigingen.decline')}
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={decide.isPending ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
              onClick={() => decide.mutate({ state: 'APPROVED', comment: null })}
              disabled={decide.isPending}
            >
              {translate('adreswijzigingen.approve')}
            </Button>
          </>
        )}
      </DialogActions>
      {declining && (
        <ReasonDialog
          title={translate('adreswijzigingen.decline_title')}
          content={translate('adreswijzigingen.decline_content')}
          confirmLabel={translate('adreswijzigingen.decline')}
          loading={decide.isPending}
          onConfirm={(comment) => decide.mutate({ state: 'DECLINED', comment })}
          onClose={() => setDeclining(false)}
        />
      )}
    </Dialog>
  );
};
