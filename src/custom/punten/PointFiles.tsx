import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UploadedFile } from '../../dataProvider/custom/files';
import { FileUpload } from '../../shared/upload/FileUpload';
import { isCourseType, isNewId, type PointRow } from './model';

/** The file slots of a row (SPEC §7 /bijscholing/punten/{id}/bijlage|attend|geslaagden), named as the row's fields. */
const SLOTS = [
  { field: 'bijlage', name: 'docName' },
  { field: 'attend', name: 'attendName' },
  { field: 'geslaagden', name: 'geslaagdenName' },
] as const;

export type FileField = (typeof SLOTS)[number]['field'];

/** A row's document, attendance proof and (for a course) pass certificate; only a saved NEW row takes files. */
export function PointFiles({ row, onClose, onUploaded }: { row: PointRow; onClose: () => void; onUploaded: (field: FileField, file: UploadedFile) => void }) {
  const translate = useTranslate();
  const saved = !isNewId(row.id);
  const slots = SLOTS.filter((s) => s.field !== 'geslaagden' || isCourseType(row.type));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="point-files-title">
      <DialogTitle id="point-files-title">{translate('puntentabel.files_title', { title: row.title ?? '' })}</DialogTitle>
      <DialogContent>
        {!saved && <Alert severity="info">{translate('puntentabel.files_saved_first')}</Alert>}
        {saved &&
          slots.map(({ field, name }) => (
            <FileUpload
              key={field}
              path={`/bijscholing/punten/${row.id}/${field}`}
              label={translate(`resources.punten.fields.${field}`)}
              name={row[name]}
              canUpload={row.state === 'NEW'}
              onUploaded={(file) => onUploaded(field, file)}
            />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('puntentabel.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
