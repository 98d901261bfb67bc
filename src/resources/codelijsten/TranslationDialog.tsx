import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { TextInput, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { translationSchema } from '../../../domain/schemas/codelists';
import { DialogForm } from '../../shared/forms/DialogForm';
import { errorNotification, serverFieldErrors } from '../../shared/forms/formHelpers';
import { requiredIn } from '../../shared/forms/zod';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import type { TranslationRow } from './types';

export interface TranslationDialogProps {
  row: TranslationRow;
  /** One of the non-Dutch LANGUAGES (fr). */
  language: string;
  onClose: () => void;
  /** Called after the server stored the text, so the table can fetch the new state. */
  onSaved: () => void;
}

const resolver = zodResolver(translationSchema);
const required = requiredIn(translationSchema);

/**
 * Edit one translation of one value: POST /lists/codelists/items/{itemId}/translations/{lang}
 * (SPEC §7). There is no react-admin resource for translations: this uses the data provider's
 * custom method and hands a 401 to the authProvider the way react-admin's own saves would.
 */
export const TranslationDialog = ({ row, language, onClose, onSaved }: TranslationDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const provider = useAppDataProvider();
  const languageName = translate(`languages.${language}`);
  const current = row.translations[language] ?? '';

  const onSubmit = async (values: FieldValues) => {
    try {
      await provider.saveCodelistTranslation(row.iddiccodedetail, language, values.description);
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return undefined;
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      notify(...errorNotification(error));
      return undefined;
    }
    notify('UPDATE_SUCCESS', { type: 'success' });
    onSaved();
    onClose();
    return undefined;
  };

  return (
    <DialogForm
      title={translate('codelijsten.edit_translation', { language: languageName })}
      record={{ description: current }}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
      alwaysEnable={!current}
    >
      {/* The Dutch text is what gets translated; show it with its code. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {row.codedetail}: {row.description}
      </Typography>
      <TextInput source="description" label={languageName} isRequired={required('description')} autoFocus fullWidth />
    </DialogForm>
  );
};
