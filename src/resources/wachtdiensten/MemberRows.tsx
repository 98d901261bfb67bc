import { Box, Button, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { brusselsDate, dutchDay } from '../../../domain/dates';
import wachtdienstleden from '../../../domain/resources/wachtdienstleden';
import { ValueText } from '../../shared/declared/columns';

export interface MemberRowsProps {
  members: RaRecord[];
  /** The ordenummer of the service's responsible person. */
  responsible: unknown;
  /** What the user may do with one member: the buttons of its row. */
  actions: (member: RaRecord) => { label: string; onClick: () => void }[];
}

const joined = (m: RaRecord) => (m.creationdate ? dutchDay(brusselsDate(new Date(m.creationdate))) : '');

/**
 * The members of a service: a table from a tablet on, and on a phone a list in which each member's
 * buttons have a line of their own, so their whole text shows and they are reached without a sideways swipe.
 */
export function MemberRows({ members, responsible, actions }: MemberRowsProps) {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const label = translate('resources.wachtdienstleden.name', { smart_count: 2 });
  const name = (m: RaRecord) => `${m.name}${m.ordenummer === responsible ? ` (${translate('wachtdiensten.responsible').toLowerCase()})` : ''}`;
  const buttons = (m: RaRecord, variant: 'text' | 'outlined'): ReactNode =>
    actions(m).map((a) => (
      <Button key={a.label} size="small" variant={variant} onClick={a.onClick}>
        {a.label}
      </Button>
    ));
  const empty = translate('resources.wachtdienstleden.empty');

  if (isPhone) {
    return (
      <List aria-label={label} disablePadding>
        {members.length === 0 && <ListItem disableGutters>{empty}</ListItem>}
        {members.map((m) => (
          <ListItem key={m.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={name(m)}
              secondary={
                <>
                  <ValueText d={wachtdienstleden} field="activeMember" value={m.activeMember} />
                  {` · ${translate('resources.wachtdienstleden.fields.creationdate')} ${joined(m)}`}
                </>
              }
              sx={{ flexBasis: '100%', my: 0 }}
            />
            {actions(m).length > 0 && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{buttons(m, 'outlined')}</Box>}
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {(['name', 'ordenummer', 'activeMember', 'creationdate'] as const).map((f) => (
              <TableCell key={f}>{translate(`resources.wachtdienstleden.fields.${f}`)}</TableCell>
            ))}
            <TableCell>{translate('wachtdiensten.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{empty}</TableCell>
            </TableRow>
          )}
          {members.map((m) => (
            <TableRow key={m.id}>
              <TableCell>{name(m)}</TableCell>
              <TableCell>{m.ordenummer}</TableCell>
              <TableCell>
                <ValueText d={wachtdienstleden} field="activeMember" value={m.activeMember} />
              </TableCell>
              <TableCell>{joined(m)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{buttons(m, 'text')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
