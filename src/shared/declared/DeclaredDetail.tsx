import { Box, Chip, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Link, Loading, useCanAccess, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { declarationNamed } from '../../../domain/declare/registry';
import { type Declaration, tabName } from '../../../domain/declare/types';
import { DecisionDialog, transitionsFrom } from './DecisionDialog';
import { DeclaredForm } from './DeclaredForm';
import { DeclaredList, useDocumentTitle } from './DeclaredList';
import { resourceParts } from './parts';

/**
 * The detail page of a declared resource: its title and state, the decision of a queue for those who
 * may take one, and its tabs as sub-routes. The `detail` tab is the record's own form (read-only for
 * whoever may not edit it); a tab naming another resource lists that resource's records of this one.
 */
export const DeclaredDetail = ({ d, tab }: { d: Declaration; tab: string }) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: record, isPending, error } = useGetOne(d.name, { id }, { retry: false });
  const { permissions } = usePermissions<string[]>();
  const canEdit = useCanAccess({ resource: d.name, action: 'edit' }).canAccess === true;
  const [deciding, setDeciding] = useState(false);
  const base = `${d.screen || d.path}/${encodeURIComponent(id)}`;
  const title = record ? String(record[d.title] ?? '') : translate(`resources.${d.name}.name`, { smart_count: 1 });
  useDocumentTitle(title);

  if (isPending) return <Loading />;
  if (error || !record) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>{translate('declared.not_found')}</Typography>
        <Link to={d.screen || d.path}>{translate('declared.back_to_list')}</Link>
      </Box>
    );
  }
  const queue = d.queue;
  const decisions = transitionsFrom(d, record, permissions ?? []);
  const own = resourceParts[d.name]?.tabs?.[tab];
  const listed = d.tabs?.find((t) => typeof t !== 'string' && t.name === tab);
  const sub = listed && typeof listed !== 'string' ? declarationNamed(listed.list) : undefined;

  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {queue && <Chip label={translate(`resources.${d.name}.choices.${queue.state}.${record[queue.state]}`, { _: record[queue.state] })} />}
        {decisions.length > 0 && <Button label="declared.decide" variant="contained" onClick={() => setDeciding(true)} />}
      </Box>
      {(d.tabs?.length ?? 0) > 1 && (
        <Tabs value={tab} sx={{ mb: 2 }} variant="scrollable">
          {d.tabs!.map((t) => {
            const name = tabName(t);
            return <Tab key={name} value={name} label={translate(`resources.${d.name}.tabs.${name}`)} component={RouterLink} to={name === 'detail' ? base : `${base}/${name}`} />;
          })}
        </Tabs>
      )}
      {own ? <OwnTab screen={own} /> : sub && listed && typeof listed !== 'string' ? <DeclaredList d={sub} filter={{ [listed.field]: record.id }} embedded /> : tab === 'detail' ? <DeclaredForm d={d} record={record} readOnly={!canEdit} /> : null}
      {deciding && <DecisionDialog d={d} record={record} onClose={() => setDeciding(false)} />}
    </Box>
  );
};

const OwnTab = ({ screen: Screen }: { screen: React.ComponentType }) => <Screen />;

export default DeclaredDetail;
