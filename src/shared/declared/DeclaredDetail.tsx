import { Alert, Box, Card, CardActions, CardContent, Chip, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Loading, type RaRecord, Title, useCanAccess, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { rolesFor, stateAllows, transitionsFrom } from '../../../domain/declare/access';
import { type Declaration, type Tab as TabDecl, tabName } from '../../../domain/declare/declaration';
import { declarationNamed } from '../../../domain/declare/registry';
import { rolesOf } from '../../../domain/roles';
import { RecordFailure } from '../detail/NotFound';
import { ActionButton } from './ActionButton';
import { StateText, ValueText } from './columns';
import { DecisionDialog, DecisionForm } from './DecisionDialog';
import { DeclaredFiles, fileFieldsOf } from './DeclaredFiles';
import { DeclaredForm } from './DeclaredForm';
import { DeclaredHistory } from './DeclaredHistory';
import { DeclaredList } from './DeclaredList';
import { DeclaredNotices } from './DeclaredNotices';
import { DeclaredRequests } from './DeclaredRequests';
import { DeleteRecordButton } from './DeleteRecordButton';
import { labelOf } from './keys';
import { resourceParts } from './parts';
import { RecordActionButton } from './RecordActionButton';
import { useRecordTitle } from './record';

/** Whether the user's roles may take an action (a record action's own roles). */
const canUse = (d: Declaration, action: string, roles: readonly string[]) => rolesOf(rolesFor(d, action)).some((r) => roles.includes(r));

/** A tab that names roles is for them alone, in the tab bar and at its own address; the history for those who read it (`access.history`). */
const mayOpen = (d: Declaration, tab: TabDecl, roles: readonly string[]) =>
  typeof tab === 'string' ||
  ((!('roles' in tab) || !tab.roles || rolesOf(tab.roles).some((r) => roles.includes(r))) &&
    (!('show' in tab) || tab.show !== 'history' || canUse(d, 'history', roles)));

/** Above a child list, what the parent sums of it (a course's points over its items), as the list changes. */
const ChildTotals = ({ d, record, child }: { d: Declaration; record: RaRecord; child: string }) => {
  const translate = useTranslate();
  const sums = Object.entries(d.fields).filter(([, f]) => !f.hidden && f.from && 'sum' in f.from && f.from.of === child);
  if (sums.length === 0) return null;
  return (
    <Typography sx={{ mb: 1 }} aria-live="polite">
      {sums.map(([name]) => (
        <span key={name}>
          {translate('declared.total_of', { label: translate(labelOf(d, name)) })} <ValueText d={d} field={name} value={record[name] ?? 0} />
        </span>
      ))}
    </Typography>
  );
};

/**
 * The content of one tab: the folder's own screen, a child resource's list, the history, the
 * decision, or the record's form. `canEdit`: the user may change this record now; `open`: its state
 * still lets anyone who may change it do so (for its children's lists).
 */
function TabContent({
  d,
  tab,
  record,
  canEdit,
  open,
  roles,
}: {
  d: Declaration;
  tab: string;
  record: RaRecord;
  canEdit: boolean;
  open: boolean;
  roles: readonly string[];
}) {
  const translate = useTranslate();
  const declared = d.tabs?.find((t) => tabName(t) === tab);
  if (declared && !mayOpen(d, declared, roles)) return <Alert severity="warning">{translate('app.not_allowed')}</Alert>;
  const Own = resourceParts[d.name]?.tabs?.[tab];
  if (Own) return <Own />;
  if (declared && typeof declared !== 'string' && 'list' in declared) {
    const sub = declarationNamed(declared.list);
    // A child changes by its own roles, while its parent's state lets it (a requested course's items do not).
    return sub?.belongsTo ? (
      <>
        <ChildTotals d={d} record={record} child={sub.name} />
        <DeclaredList d={sub} filter={{ [sub.belongsTo.field]: record.id }} embedded readOnly={!open} />
      </>
    ) : null;
  }
  const shows = declared && typeof declared !== 'string' && 'show' in declared ? declared.show : undefined;
  if (shows === 'history') return <DeclaredHistory d={d} id={String(record.id)} />;
  if (shows === 'requests') return <DeclaredRequests d={d} record={record} />;
  if (shows === 'decision') {
    return (
      <Card>
        <CardContent>
          <DecisionForm d={d} record={record} actions={(confirm) => <CardActions sx={{ px: 0 }}>{confirm}</CardActions>} />
        </CardContent>
      </Card>
    );
  }
  if (tab === 'detail') return <DeclaredForm d={d} record={record} readOnly={!canEdit} />;
  // A tab of upload slots alone (a course's attendance and pass lists).
  if (fileFieldsOf(d, tab).length > 0) return <DeclaredFiles d={d} record={record} tab={tab} />;
  return <Typography>{translate('declared.not_found')}</Typography>;
}

/**
 * The detail page of a declared resource: its title and state, the decision of a queue for those who
 * may take one, and its tabs as sub-routes (each tab its own address, so it can be linked to).
 */
export const DeclaredDetail = ({ d, tab }: { d: Declaration; tab: string }) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: record, isPending, error } = useGetOne(d.name, { id }, { retry: false });
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  // Asked of the record: a grant may reach only some rows (a service's own responsible person).
  const canEdit = useCanAccess({ resource: d.name, action: 'edit', record }).canAccess === true;
  const canDelete = useCanAccess({ resource: d.name, action: 'delete', record }).canAccess === true;
  const navigate = useNavigate();
  const [deciding, setDeciding] = useState(false);
  const base = `${d.screen || d.path}/${encodeURIComponent(id)}`;
  const titleOf = useRecordTitle(d);
  const title = record ? titleOf(record) : translate(`resources.${d.name}.name`, { smart_count: 1 });

  if (isPending) return <Loading />;
  if (error || !record) return <RecordFailure error={error ?? { status: 404 }} listPath={d.screen || d.path} />;
  const tabs = (d.tabs ?? []).filter((t) => mayOpen(d, t, roles));
  const decisionTab = tabs.some((t) => typeof t !== 'string' && 'show' in t && t.show === 'decision');
  const ownMoves = resourceParts[d.name]?.moves ?? {};
  const drawnApart = transitionsFrom(d, record, roles).filter(([name]) => ownMoves[name]);
  const available = transitionsFrom(d, record, roles).filter(([name]) => !ownMoves[name]);
  // One move without a comment or fields (a provider's request) is a button of its own, named after it.
  const direct = available.length === 1 && available[0]![1].comment === 'none' && !available[0]![1].sets?.length ? available[0]![0] : null;

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {d.queue && <Chip label={<StateText d={d} value={record[d.queue.state]} />} />}
        {direct && <ActionButton d={d} record={record} action={direct} />}
        {drawnApart.map(([name]) => {
          const Move = ownMoves[name]!;
          return <Move key={name} d={d} record={record} />;
        })}
        {Object.entries(d.actions ?? {})
          // An action with a body of its own, or a download, is drawn by the resource's own part (its tab).
          .filter(([action, a]) => canUse(d, action, roles) && !a.body && !a.download)
          .map(([action]) => action)
          .map((action) => (
            <RecordActionButton key={action} d={d} record={record} action={action} />
          ))}
        {canDelete && stateAllows(d, record, roles, 'delete') && <DeleteRecordButton d={d} record={record} onDeleted={() => navigate(d.screen || d.path)} />}
        {available.length > 0 && !direct && !decisionTab && <Button label="declared.decide" variant="contained" onClick={() => setDeciding(true)} />}
      </Box>
      {tabs.length > 1 && (
        <Tabs value={tab} sx={{ mb: 2 }} variant="scrollable">
          {tabs.map((t) => {
            const name = tabName(t);
            return (
              <Tab
                key={name}
                value={name}
                label={translate(`resources.${d.name}.tabs.${name}`)}
                component={RouterLink}
                to={name === 'detail' ? base : `${base}/${name}`}
              />
            );
          })}
        </Tabs>
      )}
      {/* The record's form shows them itself, live as it changes. */}
      {tab !== 'detail' && <DeclaredNotices d={d} record={record} />}
      <TabContent
        d={d}
        tab={tab}
        record={record}
        canEdit={canEdit && stateAllows(d, record, roles, 'edit')}
        open={stateAllows(d, record, roles, 'edit')}
        roles={roles}
      />
      {deciding && <DecisionDialog d={d} record={record} onClose={() => setDeciding(false)} />}
    </Box>
  );
};

export default DeclaredDetail;
