import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import punten from '../../../domain/resources/punten';
import { isAsked } from '../../../domain/declare/schemas';
import type { UploadedFile } from '../../dataProvider/custom/files';
import { FileUpload } from '../../shared/upload/FileUpload';
import { isNewId, type PointRow } from './model';

/** The file slots of a row (SPEC §7 /bijscholing/punten/{id}/bijlage|attend|geslaagden), named as the row's fields. */
const SLOTS = [
  { field: 'bijlage', name: 'docName' },
  { field: 'attend', name: 'attendName' },
  { field: 'geslaagden', name: 'geslaagdenName' },
] as const;

export type FileField = (typeof SLOTS)[number]['field'];

/** A row's document, attendance proof (not for a reading) and pass certificate (a course's); only a saved NEW row takes files. */
export function PointFiles({ row, onClose, onUploaded }: { row: PointRow; onClose: () => void; onUploaded: (field: FileField, file: UploadedFile) => void }) {
  const translate = useTranslate();
  const saved = !isNewId(row.id);
  // Only the slots the row's kind uses (the declaration's `onlyWhen`, which the server holds too).
  const slots = SLOTS.filter((s) => isAsked(punten, s.field, { type: row.type }));
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
