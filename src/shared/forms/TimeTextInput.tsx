import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** 9:5, 9.05, 9h05, 0905 -> 09:05 when it is a real time of day; anything else stays as typed, which the schema refuses. */
export const toTime = (value: string) => {
  const m = /^(\d{1,2})[:.h]?(\d{2})$/.exec(value.trim());
  if (!m) return value;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}` : value;
};

/**
 * A time of day typed as uu:mm (hh:mm in French: the placeholder in the reader's letters) on a 24-hour
 * clock, whatever the browser's language (a native time input shows AM/PM in an English browser), kept
 * as HH:mm; a shorter way of typing it is tidied up when the input is left, never while typing.
 */
export const TimeTextInput = (props: TextInputProps) => {
  const { getValues, setValue } = useFormContext();
  const translate = useTranslate();
  const tidy = () => {
    const value = getValues(props.source);
    if (typeof value === 'string' && toTime(value) !== value) setValue(props.source, toTime(value), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <TextInput
      placeholder={translate('app.time_placeholder')}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 5 }}
      onBlur={tidy}
      {...props}
    />
  );
};
