import { Box, Chip, Typography } from '@mui/material';
import { useRef } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Declaration } from '../../../../domain/declare/declaration';

export interface PlaceholderInputProps {
  d: Declaration;
  source: string;
  label: string;
  required: boolean;
  long: boolean;
  /** The record's field whose values are the placeholders this text may use. */
  offered: string;
  /** What the text may contain, under the input. */
  helperText?: string;
}

/**
 * A text with {{placeholders}} (a mail template's subject and body): the placeholders the record
 * offers are chips under the input, each with what it stands for; a click puts it at the cursor (or
 * over the selection), which the input remembers when the click takes the focus away.
 */
export const PlaceholderInput = ({ d, source, label, required, long, offered, helperText }: PlaceholderInputProps) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const names = (useWatch({ name: offered }) as string[] | null) ?? [];
  const caret = useRef<{ start: number; end: number } | null>(null);
  const track = (event: { target: EventTarget }) => {
    const target = event.target as HTMLInputElement | HTMLTextAreaElement;
    caret.current = { start: target.selectionStart ?? 0, end: target.selectionEnd ?? 0 };
  };
  const insert = (name: string) => {
    const token = `{{${name}}}`;
    const value = String(getValues(source) ?? '');
    const start = Math.min(caret.current?.start ?? value.length, value.length);
    const end = Math.min(Math.max(caret.current?.end ?? start, start), value.length);
    setValue(source, value.slice(0, start) + token + value.slice(end), { shouldDirty: true, shouldTouch: true });
    const position = start + token.length;
    caret.current = { start: position, end: position };
    // After React wrote the new value, the cursor goes right after the placeholder.
    setTimeout(() => {
      const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${source}"]`);
      element?.focus();
      element?.setSelectionRange(position, position);
    });
  };
  return (
    <Box sx={{ mb: 1 }}>
      <TextInput
        source={source}
        label={label}
        fullWidth
        isRequired={required}
        helperText={helperText}
        multiline={long}
        minRows={long ? 10 : undefined}
        maxRows={long ? 24 : undefined}
        onSelect={track}
        onKeyUp={track}
        onClick={track}
      />
      {names.length > 0 && (
        <Box
          role="group"
          aria-label={translate('declared.placeholders', { field: translate(label) })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
            {translate('declared.insert_placeholder')}
          </Typography>
          {names.map((name) => (
            <Chip
              key={name}
              size="small"
              variant="outlined"
              label={`{{${name}}}`}
              title={translate(`resources.${d.name}.choices.${offered}.${name}`, { _: name })}
              onClick={() => insert(name)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
