import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import type { Field } from '../../../../domain/declare/fields';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { DateTextInput } from '../../forms/DateTextInput';
import { DateTimeTextInput } from '../../forms/DateTimeTextInput';
import { TimeTextInput } from '../../forms/TimeTextInput';
import type { ScreenKind } from './spec';

type Of<K extends Field['kind']> = Extract<Field, { kind: K }>;

/** A time filter, its placeholder the format in the reader's letters (uu:mm, hh:mm). */
const TimeFilterInput = (props: TextInputProps) => <TextInput placeholder={useTranslate()('app.time_placeholder')} {...props} />;

/** A day as a real Excel date (shown dd/mm/yyyy), read as noon UTC so no time zone moves it. */
const day = (value: unknown) => (typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : null);

export const date: ScreenKind<Of<'date'>> = {
  Input: ({ name, label, required }) => <DateTextInput source={name} label={label} fullWidth isRequired={required} />,
  Value: ({ name, record }) => <>{formatDate(record[name] as string | null)}</>,
  filter: ({ filter, label }) => <DateTextInput key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />,
  cell: (value) => (value == null ? null : day(value)),
  numFmt: () => 'dd/mm/yyyy',
  sortable: true,
};

export const time: ScreenKind<Of<'time'>> = {
  Input: ({ name, label, required }) => <TimeTextInput source={name} label={label} fullWidth isRequired={required} />,
  Value: ({ name, record }) => <>{(record[name] as string | null) ?? ''}</>,
  filter: ({ filter, label }) => <TimeFilterInput key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />,
  cell: (value) => value,
  sortable: true,
};

export const datetime: ScreenKind<Of<'datetime'>> = {
  // Entered and shown on the Brussels clock (DESIGN §3), whatever the browser's own time zone.
  Input: ({ name, label, required, f }) =>
    f.readOnly ? (
      <TextInput source={name} label={label} fullWidth disabled format={(v) => formatDateTime(v as string | null)} />
    ) : (
      <DateTimeTextInput source={name} label={label} fullWidth isRequired={required} />
    ),
  Value: ({ name, record }) => <>{formatDateTime(record[name] as string | null)}</>,
  filter: ({ filter, label }) => <DateTextInput key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />,
  cell: (value) => (typeof value === 'string' ? formatDateTime(value) : null),
  sortable: true,
};
