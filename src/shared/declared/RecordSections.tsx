import { Box, Typography } from '@mui/material';
import { type ComponentType, useId } from 'react';
import { type RaRecord, usePermissions, useTranslate } from 'react-admin';
import { transitionsFrom } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import { declarationNamed } from '../../../domain/declare/registry';
import { DecisionForm } from './DecisionDialog';
import { DeclaredFiles, fileFieldsOf } from './DeclaredFiles';

/**
 * What a record without a page of its own shows in its dialog: its upload slots, the decision on it
 * for those who may take one, and its tabs' lists (a mail's parameters and delivery log).
 */
export interface RecordSectionsProps {
  d: Declaration;
  record: RaRecord;
  /** After an upload: the record changed, the dialog stays. */
  onChanged: () => void;
  /** After a decision: the record is in another state, so what the dialog shows of it is no longer true. */
  onDecided: () => void;
  /** The list screen the tabs' lists are drawn with (handed in by that list itself). */
  List: ComponentType<{ d: Declaration; filter: Record<string, unknown>; embedded: boolean; readOnly: boolean }>;
}

export const RecordSections = ({ d, record, onChanged, onDecided, List }: RecordSectionsProps) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const id = useId();
  const inDialog = d.detail === 'dialog' || !d.tabs?.length;
  if (!inDialog) return null;
  const lists = (d.tabs ?? []).flatMap((tab) => (typeof tab !== 'string' && 'list' in tab ? [tab] : []));
  const deciding = transitionsFrom(d, record, permissions ?? []).length > 0;
  return (
    <>
      {fileFieldsOf(d).length > 0 && <DeclaredFiles d={d} record={record} bare onUploaded={onChanged} />}
      {deciding && (
        <Box component="section" aria-labelledby={`${id}-decide`} sx={{ mt: 2 }}>
          <Typography id={`${id}-decide`} variant="subtitle1" component="h3">
            {translate('declared.decide')}
          </Typography>
          <DecisionForm d={d} record={record} actions={(confirm) => <Box sx={{ mt: 1 }}>{confirm}</Box>} onDone={onDecided} />
        </Box>
      )}
      {lists.map((tab) => {
        const sub = declarationNamed(tab.list);
        if (!sub?.belongsTo) return null;
        return (
          <Box component="section" key={tab.name} aria-labelledby={`${id}-${tab.name}`} sx={{ mt: 2 }}>
            <Typography id={`${id}-${tab.name}`} variant="subtitle1" component="h3">
              {translate(`resources.${d.name}.tabs.${tab.name}`)}
            </Typography>
            <List d={sub} filter={{ [sub.belongsTo.field]: record.id }} embedded readOnly />
          </Box>
        );
      })}
    </>
  );
};
