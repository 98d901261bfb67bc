import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useMemo, useState } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { OTHERS_SHARE, othersOverCap, POINT_TYPES, periodTotals } from '../../../domain/rules/cpd';
import { formatNumber } from '../../i18n/format';
import { LeaveGuard } from '../../shared/forms/LeaveGuard';
import { useCurrentPerson } from '../../shared/layout/useCurrentPerson';
import { AttestDownload } from './AttestDownload';
import { PointsSection } from './PointsSection';
import { Progress } from './Progress';
import { useActiveExemption } from './useExemption';
import { type Period, periodLabel, usePeriods, usePoints } from './usePoints';

/**
 * /bijscholing/punten (SPEC §2, §5): a vet's points per period, one editable section per type, with
 * the totals and the 60 percent warning by the same rule as the server (domain/rules/cpd). The
 * secretariat reads a member's table with ?user={ordenummer}; it decides on the rows elsewhere.
 */
export default function PuntenPage() {
  const translate = useTranslate();
  const { person } = useCurrentPerson();
  const [params, setParams] = useSearchParams();
  const isSecretariat = !!person?.roles.includes('SECRETARIAAT');
  const username = isSecretariat ? params.get('user')?.trim() || undefined : person?.username;
  const editable = !isSecretariat && !!person?.roles.includes('DIERENARTS');
  const { periods } = usePeriods();
  // The control list links to a member's table of the period it shows (?periode=); else the active one comes first.
  const [chosen, setChosen] = useState<number | undefined>(() => Number(params.get('periode')) || undefined);
  const period: Period | undefined = periods.find((p) => p.id === chosen) ?? periods[0];
  const { rows, setRows, save, remove } = usePoints(period?.id, username);
  const exemptUntil = useActiveExemption(username);
  // The secretariat reads someone else's table: the page names them (SPEC §2 ?user={reference}).
  const other = useGetOne<{ id: string; firstname: string; lastname: string }>(
    'dierenartsen',
    { id: username ?? '' },
    { enabled: isSecretariat && !!username, retry: false },
  );
  const member =
    isSecretariat && username
      ? other.data
        ? translate('puntentabel.member', { name: `${other.data.firstname} ${other.data.lastname}`, user: username })
        : username
      : undefined;
  const unknown = isSecretariat && !!username && !!other.error;
  // Typed rows not saved yet, per section: leaving the page asks first (SPEC §5), as a form does.
  const [typing, setTyping] = useState<Record<string, boolean>>({});

  // Only saved rows count: a row in edit has the vet's text, not the server's points.
  const counted = useMemo(() => rows.filter((r) => typeof r.id === 'number').map((r) => ({ ...r, page: Number(r.page ?? 0) })), [rows]);
  const required = Number(period?.requiredPoints ?? 0);
  const effective = useMemo(() => periodTotals(counted, required), [counted, required]);
  const pending = useMemo(() => periodTotals(counted, required, true), [counted, required]);
  const pages = counted.filter((r) => r.type === 'others' && r.state !== 'DECLINED').reduce((s, r) => s + Number(r.page ?? 0), 0);

  const showUser = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const user = String(new FormData(e.currentTarget).get('user') ?? '').trim();
    setParams(user ? { user } : {});
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: '100%', minWidth: 0 }}>
      <Title title={member ? translate('puntentabel.title_of', { user: member }) : translate('puntentabel.title')} />
      <LeaveGuard dirty={Object.values(typing).some(Boolean)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        {periods.length > 0 ? (
          <TextField
            select
            size="small"
            label={translate('puntentabel.period')}
            value={period?.id ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
            sx={{ minWidth: 260 }}
          >
            {periods.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {periodLabel(translate, p)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography>{translate('puntentabel.no_period')}</Typography>
        )}
        {isSecretariat && (
          <Box component="form" onSubmit={showUser} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField size="small" name="user" key={username} defaultValue={username ?? ''} label={translate('puntentabel.user')} />
            <Button type="submit" variant="outlined">
              {translate('puntentabel.show_user')}
            </Button>
          </Box>
        )}
      </Stack>
      {isSecretariat && !username && <Alert severity="info">{translate('puntentabel.user_hint')}</Alert>}
      {unknown && <Alert severity="warning">{translate('puntentabel.unknown_member', { user: username })}</Alert>}
      {member && !unknown && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('puntentabel.read_only', { member })}
        </Alert>
      )}
      {period && username && !unknown && (
        <>
          {othersOverCap(pending) && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('puntentabel.others_cap')}
              {' - '}
              {translate('puntentabel.others_cap_detail', { cap: formatNumber(OTHERS_SHARE * required), required: formatNumber(required, 0) })}
            </Alert>
          )}
          <Progress effective={effective} pending={pending} endDate={period.endDate} exemptUntil={exemptUntil} member={member} />
          <AttestDownload periodId={period.id} username={isSecretariat ? username : undefined} />
          {POINT_TYPES.map((type) => (
            <PointsSection
              key={type}
              type={type}
              rows={rows.filter((r) => r.type === type)}
              editable={editable}
              user={username}
              total={type === 'others' ? pending.othersUncapped : pending[type]}
              pages={type === 'others' ? pages : undefined}
              save={save}
              remove={remove}
              change={setRows}
              onDirty={(typed) => setTyping((now) => ({ ...now, [type]: typed }))}
            />
          ))}
        </>
      )}
    </Box>
  );
}
