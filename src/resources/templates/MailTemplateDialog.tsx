import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { type SyntheticEvent, useRef, useState } from 'react';
import { ResourceContextProvider, TextInput, useTranslate, useUpdate } from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { mailTemplateSchema } from '../../../domain/schemas/templates';
import { DialogForm } from '../../shared/forms/DialogForm';
import { errorText } from '../../shared/forms/formHelpers';
import { useFormSave } from '../../shared/forms/useFormSave';
import { ParamList } from './ParamList';
import { type MailTemplate, type MailTemplateInfo, TEMPLATES_RESOURCE } from './types';
import { useApiQuery } from '../../shared/useApiQuery';

const resolver = zodResolver(mailTemplateSchema);
type TextField = 'subject' | 'body';
interface Caret {
  field: TextField;
  start: number;
  end: number;
}

/**
 * Subject and text beside the parameter list. The last cursor position in either input is kept,
 * so a click on a parameter (which moves the focus to the list) still knows where to insert it.
 */
const TemplateInputs = ({ template }: { template: MailTemplate }) => {
  const { getValues, setValue } = useFormContext();
  const caret = useRef<Caret | undefined>(undefined);
  const info = useApiQuery<MailTemplateInfo>([TEMPLATES_RESOURCE, template.id, 'info'], (provider) => provider.getMailTemplateInfo(template.id));

  const track = (event: SyntheticEvent) => {
    const target = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (target.name !== 'subject' && target.name !== 'body') return;
    caret.current = { field: target.name, start: target.selectionStart ?? 0, end: target.selectionEnd ?? 0 };
  };

  const insert = (name: string) => {
    const token = `{{${name}}}`;
    const field = caret.current?.field ?? 'body';
    const value = String(getValues(field) ?? '');
    // An input keeps its selection after it lost the focus to the list: read it there, and fall
    // back on the last one seen (or the end of the text when neither input had the cursor yet).
    const element = caret.current ? document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`) : null;
    const start = Math.min(element?.selectionStart ?? caret.current?.start ?? value.length, value.length);
    const end = Math.min(Math.max(element?.selectionEnd ?? caret.current?.end ?? start, start), value.length);
    setValue(field, value.slice(0, start) + token + value.slice(end), { shouldDirty: true, shouldTouch: true, shouldValidate: false });
    const position = start + token.length;
    caret.current = { field, start: position, end: position };
    // After React has written the new value: the cursor goes right after the placeholder.
    setTimeout(() => {
      const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`);
      element?.focus();
      element?.setSelectionRange(position, position);
    });
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextInput source="subject" fullWidth onSelect={track} onFocus={track} />
        <TextInput source="body" fullWidth multiline minRows={12} maxRows={24} onSelect={track} onFocus={track} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ParamList
          params={info.data?.params}
          isPending={info.isPending}
          error={info.error ? errorText(info.error) : undefined}
          onInsert={insert}
        />
      </Grid>
    </Grid>
  );
};

export interface MailTemplateDialogProps {
  template: MailTemplate;
  onClose: () => void;
}

/**
 * Edit one mail template: POST /templates/mails/{id} with { subject, body } (SPEC §7), pessimistic.
 * A text that uses a parameter the template does not offer comes back as a 400 with the message
 * per field (UNKNOWN_MAIL_PARAMETER); it shows under that input and the dialog stays open.
 */
export const MailTemplateDialog = ({ template, onClose }: MailTemplateDialogProps) => {
  const translate = useTranslate();
  const saveForm = useFormSave();
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  // The form starts from the template as it was opened; a list refresh must not reset the typing.
  const [record] = useState(() => ({ id: template.id, subject: template.subject, body: template.body }));

  const onSubmit = (values: FieldValues) =>
    saveForm(
      () => update(TEMPLATES_RESOURCE, { id: template.id, data: { subject: values.subject, body: values.body }, previousData: template }),
      onClose,
    );

  return (
    // Labels come from resources.templates.fields.*, also where the dialog opens outside a list.
    <ResourceContextProvider value={TEMPLATES_RESOURCE}>
      <DialogForm
        title={translate('templates.edit_title', { name: template.description || template.name })}
        record={record}
        resolver={resolver}
        onSubmit={onSubmit}
        onClose={onClose}
        maxWidth="md"
      >
        <TemplateInputs template={template} />
      </DialogForm>
    </ResourceContextProvider>
  );
};
