import ContentCopy from '@mui/icons-material/ContentCopy';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useMemo, useState } from 'react';
import { Button, type RaRecord, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Declaration } from '../../../domain/declare/declaration';
import { askedSchema } from '../../../domain/declare/schemas';
import { DialogForm } from '../forms/DialogForm';
import { useFormSave } from '../forms/useFormSave';
import { zodForm } from '../forms/zod';
import { useAppDataProvider } from '../useAppDataProvider';
import { inputOf } from './inputs';
import { useRecordTitle } from './record';

const icons: Record<string, typeof ContentCopy> = { copy: ContentCopy };

/**
 * A record action of the declaration (`actions`: a copy), after asking the fields it needs (a
 * course's new dates); then opens the record it answers (the copy).
 */
export const RecordActionButton = ({ d, record, action }: { d: Declaration; record: RaRecord; action: string }) => {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const navigate = useNavigate();
  const saveForm = useFormSave();
  const title = useRecordTitle(d)(record);
  const [open, setOpen] = useState(false);
  const ask = d.actions?.[action]?.ask ?? [];
  const resolver = useMemo(() => zodForm(askedSchema(d, ask)), [d, ask]);
  const label = translate(`resources.${d.name}.actions.${action}`, { _: translate(`declared.${action}`, { _: action }) });
  const Icon = icons[action] ?? PlayArrow;

  const onSubmit = (values: FieldValues) => {
    let answer: { id: number } | undefined;
    return saveForm(
      async () => {
        answer = await provider.runAction(d.name, record.id, action, Object.fromEntries(ask.map((f) => [f, values[f]])));
      },
      () => navigate(`${d.screen || d.path}/${answer!.id}`),
    );
  };

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        <Icon />
      </Button>
      {open && (
        <DialogForm
          title={translate(`declared.${action}_title`, { title, _: translate('declared.action_title', { action: label, title }) })}
          record={{}}
          resolver={resolver}
          onSubmit={onSubmit}
          onClose={() => setOpen(false)}
          alwaysEnable
        >
          {ask.map((f) => inputOf(d, f))}
        </DialogForm>
      )}
    </>
  );
};
