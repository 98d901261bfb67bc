import Download from '@mui/icons-material/Download';
import { Alert, Button, Card, CardActions, CardContent } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useCanAccess, useGetIdentity, useGetList, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import wachtdienstleden from '../../../domain/resources/wachtdienstleden';
import wachtdienstwijzigingen from '../../../domain/resources/wachtdienstwijzigingen';
import { SERVICE_FIELD_NAMES } from '../../../domain/schemas/wachtdiensten';
import { DeclaredDialog } from '../../shared/declared/DeclaredDialog';
import { errorNotification } from '../../shared/forms/formHelpers';
import { PageSwitcher } from '../../shared/layout/PageSwitcher';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { ConfirmLeave, JoinDialog, MakeResponsible } from './MemberDialogs';
import { MemberRows } from './MemberRows';

const perPage = wachtdienstleden.list.pageSize;

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
  const canManage = useCanAccess({ resource: 'wachtdiensten', action: 'set-responsible', record: service }).canAccess === true;
  const [page, setPage] = useState(0);
  const {
    data: members = [],
    total = 0,
    refetch,
  } = useGetList(wachtdienstleden.name, {
    filter: { wachtdienstId: Number(id) },
    pagination: { page: page + 1, perPage },
    sort: wachtdienstleden.list.sort,
  });
  // The vet's own membership, whatever page it is on: it decides joining, leaving and asking for a change.
  const { data: own, refetch: refetchOwn } = useGetList(
    wachtdienstleden.name,
    { filter: { wachtdienstId: Number(id), ordenummer: identity?.id }, pagination: { page: 1, perPage: 1 } },
    { enabled: isVet && identity?.id != null },
  );
  const [dialog, setDialog] = useState<null | 'join' | 'update' | { leave: RaRecord } | { responsible: RaRecord }>(null);
  const mine = own?.[0];
  const done = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notify(message, { type: 'success' });
      setDialog(null);
      await Promise.all([refetch(), reloadService(), isVet ? refetchOwn() : null]);
    } catch (error) {
      notify(...errorNotification(error));
    }
  };
  if (!service) return null;
  const name = String(service.name);
  const actionsOf = (m: RaRecord) => [
    ...(m.id === mine?.id || isSecretariat ? [{ label: translate('wachtdiensten.leave'), onClick: () => setDialog({ leave: m }) }] : []),
    ...(canManage && m.ordenummer !== service.responsible
      ? [{ label: translate('wachtdiensten.make_responsible'), onClick: () => setDialog({ responsible: m }) }]
      : []),
  ];

  return (
    <Card>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {isVet && own && !mine && service.active && (
          <Button variant="contained" onClick={() => setDialog('join')}>
            {translate('wachtdiensten.join')}
          </Button>
        )}
        {/* A change is asked by the service's own people (the server refuses anyone else). */}
        {isVet && (mine || service.responsible === identity?.id) && (
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
        <MemberRows members={members} responsible={service.responsible} actions={actionsOf} />
        <PageSwitcher size={total} page={page} pageSize={perPage} onPage={setPage} />
      </CardContent>
      {dialog === 'join' && (
        <JoinDialog name={name} onClose={() => setDialog(null)} onJoin={(kind) => done(() => provider.joinService(id, kind), 'wachtdiensten.joined')} />
      )}
      {dialog && typeof dialog === 'object' && 'leave' in dialog && (
        <ConfirmLeave
          name={name}
          onClose={() => setDialog(null)}
          onLeave={(comment) =>
            done(
              () => provider.leaveService(id, Number(dialog.leave.id), comment),
              dialog.leave.id === mine?.id ? 'wachtdiensten.left' : 'wachtdiensten.removed',
            )
          }
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
