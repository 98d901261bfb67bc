import { TextInput, type TextInputProps, useTranslate } from 'react-admin';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DUTCH = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A text typed in the other order (yyyy-MM-dd) is kept behind this mark, so the schema refuses it as
 * it refuses any text that is not a day: there is one way to type a date. The input shows it as typed.
 */
const AS_TYPED = 'typed:';
const ISO_TYPED = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** yyyy-MM-dd as the form keeps it -> dd/MM/yyyy as the member reads it; a half-typed or refused text stays as typed. */
export const isoToDutch = (value: unknown) => {
  if (typeof value !== 'string') return '';
  if (value.startsWith(AS_TYPED)) return value.slice(AS_TYPED.length);
  const m = ISO.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
};

/** dd/MM/yyyy (also d-M-yyyy or d.M.yyyy) -> yyyy-MM-dd when it is a real date; anything else stays text, which the schema refuses. */
export const dutchToIso = (value: string) => {
  if (ISO_TYPED.test(value.trim())) return `${AS_TYPED}${value}`;
  const m = DUTCH.exec(value.trim());
  if (!m) return value;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * A date typed as dd/mm/jjjj whatever the browser's language (DESIGN §3: the UI shows dd/MM/yyyy),
 * sent as yyyy-MM-dd. A text field keeps the format the same on every phone and desktop.
 */
export const DateTextInput = (props: TextInputProps) => {
  const translate = useTranslate();
  return (
    <TextInput
      placeholder={translate('app.date_placeholder')}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
      format={isoToDutch}
      parse={dutchToIso}
      {...props}
    />
  );
};
