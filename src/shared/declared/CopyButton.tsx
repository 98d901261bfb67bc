import ContentCopy from '@mui/icons-material/ContentCopy';
import { useMemo, useState } from 'react';
import { Button, type RaRecord, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { inputSchema } from '../../../domain/declare/schemas';
import type { Declaration } from '../../../domain/declare/types';
import { DialogForm } from '../forms/DialogForm';
import { useFormSave } from '../forms/useFormSave';
import { zodForm } from '../forms/zod';
import { useAppDataProvider } from '../useAppDataProvider';
import { inputOf } from './inputs';

/** "Kopiëren": the same content as a new record, after asking what must be new (a course's dates); then opens the copy. */
export const CopyButton = ({ d, record }: { d: Declaration; record: RaRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const provider = useAppDataProvider();
  const saveForm = useFormSave();
  const [open, setOpen] = useState(false);
  const ask = d.copy?.ask ?? [];
  const resolver = useMemo(() => zodForm(z.object(Object.fromEntries(ask.map((f) => [f, inputSchema({ ...d.fields[f]!, required: true })])))), [d, ask]);

  const onSubmit = (values: FieldValues) => {
    let copy: { id: number } | undefined;
    return saveForm(
      async () => {
        copy = await provider.copyRecord(d.name, record.id, Object.fromEntries(ask.map((f) => [f, values[f]])));
      },
      () => navigate(`${d.screen || d.path}/${copy!.id}`),
    );
  };

  return (
    <>
      <Button label="declared.copy" onClick={() => setOpen(true)}>
        <ContentCopy />
      </Button>
      {open && (
        <DialogForm title={translate('declared.copy_title', { title: String(record[d.title] ?? '') })} record={{}} resolver={resolver} onSubmit={onSubmit} onClose={() => setOpen(false)} alwaysEnable>
          {ask.map((f) => inputOf(d, f))}
        </DialogForm>
      )}
    </>
  );
};
