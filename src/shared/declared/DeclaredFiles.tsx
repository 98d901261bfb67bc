import { Box, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Labeled, type RaRecord, RecordContextProvider, usePermissions, useTranslate } from 'react-admin';
import { fileSlotOf, rolesFor, stateAllows } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import type { FileField } from '../../../domain/declare/fields';
import { isAsked } from '../../../domain/declare/schemas';
import { rolesOf } from '../../../domain/roles';
import { FileUpload } from '../upload/FileUpload';
import { useAppDataProvider } from '../useAppDataProvider';
import { columnOf } from './columns';
import { fileNameFieldOf } from './kinds/references';
import { companionsOf } from './record';

/** The `file` fields a tab shows (`tab`, or `detail` when none is named); every one without a tab. */
export const fileFieldsOf = (d: Declaration, tab?: string) =>
  Object.entries(d.fields).filter(
    (e): e is [string, FileField] => e[1].kind === 'file' && !e[1].hidden && (tab === undefined || (e[1].tab ?? 'detail') === tab),
  );

/** Whether the user may put a file in the slot: the roles of `upload`, and the record's state where it must still be changeable. */
export function mayUpload(d: Declaration, f: FileField, record: RaRecord, roles: readonly string[]) {
  if (!rolesOf(rolesFor(d, 'upload')).some((r) => roles.includes(r))) return false;
  return !f.whileEditable || stateAllows(d, record, roles, 'edit');
}

export interface DeclaredFilesProps {
  d: Declaration;
  record: RaRecord;
  /** The detail tab whose slots are shown; all of them without one (the record's edit dialog). */
  tab?: string;
  /** Inside a dialog: no card of its own. */
  bare?: boolean;
  /** After an upload was stored, for screens that show the file's name elsewhere too (a list's row). */
  onUploaded?: () => void;
}

/**
 * The upload slots of a declared record on one tab: each `file` field as POST/GET at its slot (filePathOf),
 * with its name and the fields that go with it (an evaluation's state), read again after an upload.
 */
export function DeclaredFiles({ d, record, tab, bare, onUploaded }: DeclaredFilesProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { permissions } = usePermissions<string[]>();
  const [fresh, setFresh] = useState<RaRecord | null>(null);
  // Only the slots the record's kind uses (`onlyWhen`): a reading offers no pass certificate.
  const fields = fileFieldsOf(d, tab).filter(([name]) => isAsked(d, name, record));
  if (fields.length === 0) return null;
  const shown = fresh ?? record;
  const reload = () => {
    onUploaded?.();
    return dataProvider
      .getOne(d.name, { id: record.id, meta: record })
      .then(({ data }) => setFresh(data))
      .catch(() => undefined);
  };
  const slots = (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      {fields.map(([name, f]) => (
        <div key={name}>
          <FileUpload
            path={fileSlotOf(d, name, record.id, record)}
            label={translate(`resources.${d.name}.fields.${name}`)}
            name={shown[fileNameFieldOf(d, name) ?? ''] as string | null | undefined}
            canUpload={mayUpload(d, f, shown, permissions ?? [])}
            onUploaded={reload}
            onRemoved={reload}
          />
          <RecordContextProvider value={shown}>
            {/* Only what the server filled in so far (no empty labels before a test was decided). */}
            <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
              {companionsOf(d, name)
                .filter((other) => shown[other] != null && shown[other] !== '')
                .map((other) => (
                  <Labeled key={other} label={`resources.${d.name}.fields.${other}`}>
                    {columnOf(d, other)}
                  </Labeled>
                ))}
            </Box>
          </RecordContextProvider>
        </div>
      ))}
    </Box>
  );
  if (bare) return slots;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>{slots}</CardContent>
    </Card>
  );
}
