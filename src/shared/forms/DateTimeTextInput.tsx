import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dutchDateTime, fromBrusselsLocal } from '../../../domain/dates';
import { dutchToIso } from './DateTextInput';
import { toTime } from './TimeTextInput';

/** A text that is no moment is kept behind this mark, so the schema refuses it and the input shows it as typed. */
const AS_TYPED = 'typed:';
/** What the input shows for a moment: dd/MM/yyyy HH:mm. Only that is read while typing, so the text never changes under the fingers. */
const SHOWN = /^(\d{2}\/\d{2}\/\d{4}) (\d{2}:\d{2})$/;
/** On leaving the input, a shorter way of typing it too: 1/2/2027 9.05, 01-02-2027 9h05. */
const LOOSE = /^(\S+)\s+(\S+)$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A time of day that exists (toTime leaves 25:00 as typed, and the calendar would carry it into the next day). */
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A moment as the form keeps it (ISO) -> dd/MM/yyyy HH:mm on the Brussels clock; a half-typed or refused text stays as typed. */
export const isoToDutchDateTime = (value: unknown) => {
  if (typeof value !== 'string' || !value) return '';
  if (value.startsWith(AS_TYPED)) return value.slice(AS_TYPED.length);
  const at = new Date(value);
  // Never a date the clock cannot read (that threw and took the whole form down).
  return Number.isNaN(at.getTime()) ? value : dutchDateTime(at);
};

/** dd/MM/yyyy HH:mm on the Brussels clock -> the moment in ISO; anything else (or, unless `loose`, another way of typing it) stays text, which the schema refuses. */
export const dutchToIsoDateTime = (text: string, loose = false) => {
  if (!text.trim()) return null;
  const m = (loose ? LOOSE : SHOWN).exec(text.trim());
  const day = m ? dutchToIso(m[1]!) : '';
  const hour = m ? toTime(m[2]!) : '';
  const at = ISO_DAY.test(day) && HOUR.test(hour) ? fromBrusselsLocal(`${day}T${hour}`) : null;
  return at ?? `${AS_TYPED}${text}`;
};

/**
 * A moment typed as dd/mm/jjjj uu:mm on the Brussels clock (DESIGN §3), whatever the browser's
 * language or time zone: a text field, where a native date-time control draws the browser's own
 * format and lets a keyboard type a six-digit year. Kept as ISO; what is no moment gets the schema's
 * Dutch message at the field. A shorter way of typing it is tidied up when the input is left.
 */
export const DateTimeTextInput = (props: TextInputProps) => {
  const { getValues, setValue } = useFormContext();
  const translate = useTranslate();
  const tidy = () => {
    const value = getValues(props.source);
    if (typeof value !== 'string' || !value.startsWith(AS_TYPED)) return;
    const at = dutchToIsoDateTime(value.slice(AS_TYPED.length), true);
    if (at !== value) setValue(props.source, at, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <TextInput
      placeholder={translate('app.datetime_placeholder')}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
      format={isoToDutchDateTime}
      parse={(text: string) => dutchToIsoDateTime(text)}
      onBlur={tidy}
      {...props}
    />
  );
};
