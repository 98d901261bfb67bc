import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardActions, CardContent, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useCanAccess, useGetIdentity, useGetList, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { brusselsDate, dutchDay } from '../../../domain/dates';
import wachtdienstleden from '../../../domain/declarations/wachtdienstleden';
import wachtdienstwijzigingen from '../../../domain/declarations/wachtdienstwijzigingen';
import { SERVICE_FIELD_NAMES } from '../../../domain/schemas/wachtdiensten';
import { ValueText } from '../../shared/declared/columns';
import { DeclaredDialog } from '../../shared/declared/DeclaredDialog';
import { errorNotification } from '../../shared/forms/formHelpers';
import { PageSwitcher } from '../../shared/layout/PageSwitcher';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { ConfirmLeave, JoinDialog, MakeResponsible } from './MemberDialogs';

const perPage = wachtdienstleden.list.pageSize;
/** On a phone the name, the membership and the actions fit; the ordenummer and the date wait for a wider screen. */
const secondary = { display: { xs: 'none', sm: 'table-cell' } } as const;
const SECONDARY = new Set(['ordenummer', 'creationdate']);

/**
 * The members of an on-call service (SPEC §2 /wachtdiensten/{id}), active (W) or passive (P): a vet
 * joins and leaves with a comment; the responsible person and the secretariat name another
 * responsible among the members and export them; a vet asks for a change of the service.
 */
export default function MembersTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const { id = '' } = useParams();
  const { data: service, refetch: reloadService } = useGetOne('wachtdiensten', { id });
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const isVet = !!permissions?.includes('DIERENARTS');
  const isSecretariat = !!permissions?.includes('SECRETARIAAT');
  const canManage = useCanAccess({ resource: 'wachtdiensten', action: 'manage', record: service }).canAccess === true;
  const [page, setPage] = useState(0);
  const { data: members = [], total = 0, refetch } = useGetList(wachtdienstleden.name, {
    filter: { wachtdienstId: Number(id) },
    pagination: { page: page + 1, perPage },
    sort: wachtdienstleden.list.sort,
  });
  const [dialog, setDialog] = useState<null | 'join' | 'update' | { leave: RaRecord } | { responsible: RaRecord }>(null);
  const mine = members.find((m) => m.ordenummer === identity?.id);
  const done = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notify(message, { type: 'success' });
      setDialog(null);
      await Promise.all([refetch(), reloadService()]);
    } catch (error) {
      notify(...errorNotification(error));
    }
  };
  if (!service) return null;
  const name = String(service.name);

  return (
    <Card>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {isVet && !mine && service.active && (
          <Button variant="contained" onClick={() => setDialog('join')}>
            {translate('wachtdiensten.join')}
          </Button>
        )}
        {isVet && (
          <Button variant="outlined" onClick={() => setDialog('update')}>
            {translate('wachtdiensten.request_update')}
          </Button>
        )}
        {canManage && (
          <Button variant="outlined" startIcon={<Download />} href={provider.membersExportUrl(id)} download>
            {translate('wachtdiensten.export')}
          </Button>
        )}
      </CardActions>
      <CardContent>
        {!service.active && <Alert severity="info">{translate('wachtdiensten.inactive')}</Alert>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('resources.wachtdienstleden.name', { smart_count: 2 })}>
            <TableHead>
              <TableRow>
                {(['name', 'ordenummer', 'activeMember', 'creationdate'] as const).map((f) => (
                  <TableCell key={f} sx={SECONDARY.has(f) ? secondary : undefined}>
                    {translate(`resources.wachtdienstleden.fields.${f}`)}
                  </TableCell>
                ))}
                <TableCell>{translate('wachtdiensten.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{translate('resources.wachtdienstleden.empty')}</TableCell>
                </TableRow>
              )}
              {members.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>
                    {m.name}
                    {m.ordenummer === service.responsible && ` (${translate('wachtdiensten.responsible').toLowerCase()})`}
                  </TableCell>
                  <TableCell sx={secondary}>{m.ordenummer}</TableCell>
                  <TableCell>
                    <ValueText d={wachtdienstleden} field="activeMember" value={m.activeMember} />
                  </TableCell>
                  <TableCell sx={secondary}>{m.creationdate ? dutchDay(brusselsDate(new Date(m.creationdate))) : ''}</TableCell>
                  <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                    {(m.id === mine?.id || isSecretariat) && (
                      <Button size="small" onClick={() => setDialog({ leave: m })}>
                        {translate('wachtdiensten.leave')}
                      </Button>
                    )}
                    {canManage && m.ordenummer !== service.responsible && (
                      <Button size="small" onClick={() => setDialog({ responsible: m })}>
                        {translate('wachtdiensten.make_responsible')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <PageSwitcher size={total} page={page} pageSize={perPage} onPage={setPage} />
      </CardContent>
      {dialog === 'join' && <JoinDialog name={name} onClose={() => setDialog(null)} onJoin={(kind) => done(() => provider.joinService(id, kind), 'wachtdiensten.joined')} />}
      {dialog && typeof dialog === 'object' && 'leave' in dialog && (
        <ConfirmLeave
          name={name}
          onClose={() => setDialog(null)}
          onLeave={(comment) => done(() => provider.leaveService(id, Number(dialog.leave.id), comment), dialog.leave.id === mine?.id ? 'wachtdiensten.left' : 'wachtdiensten.removed')}
        />
      )}
      {dialog && typeof dialog === 'object' && 'responsible' in dialog && (
        <MakeResponsible
          member={String(dialog.responsible.name)}
          onClose={() => setDialog(null)}
          onConfirm={() => done(() => provider.setResponsible(id, Number(dialog.responsible.id)), 'wachtdiensten.responsible_set')}
        />
      )}
      {dialog === 'update' && (
        <DeclaredDialog
          d={wachtdienstwijzigingen}
          canEdit
          initial={Object.fromEntries(SERVICE_FIELD_NAMES.map((f) => [f, service[f]]))}
          fixed={{ wachtdienstId: service.id }}
          savedMessage="wachtdiensten.request_sent"
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
