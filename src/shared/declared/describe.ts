import type { RaRecord } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { readersText } from '../../../domain/declare/languageTwins';
import type { Language } from '../../../domain/language';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { labelOf } from './keys';
import { choiceKey } from './kinds/codes';
import type { Translate } from './kinds/spec';

/**
 * A record's title as a person reads it: a date dd/MM/yyyy, a number with a decimal comma, a choice
 * in words, a text with a French twin in the reader's language (a day part's name).
 */
export const titleText = (d: Declaration, record: RaRecord | undefined, translate: Translate, language: Language = 'nl') => {
  const value = record && readersText(d, record, d.title, language);
  if (value == null) return '';
  const f = d.fields[d.title];
  if (f?.kind === 'date') return formatDate(value as string);
  if (f?.kind === 'datetime') return formatDateTime(value as string);
  if (f?.kind === 'number') return formatNumber(value as number, f.decimals);
  if (f?.kind === 'choice') return translate(choiceKey(d, d.title, String(value)), { _: String(value) });
  return String(value);
};

/**
 * A record as another resource's form, list or export names it: its title, then the fields that
 * describe it (`describedBy`), a number with its label ("LEZ – Lezing · Duur (uren): 1,5"); a
 * list's narrow column, `brief`, leaves the numbers out ("LEZ – Lezing"). A text with a French twin
 * reads in the reader's `language` ("LEZ – Exposé ou conférence").
 */
export const describedText = (d: Declaration, record: RaRecord | undefined, translate: Translate, brief = false, language: Language = 'nl') => {
  const title = titleText(d, record, translate, language);
  const parts = (d.describedBy ?? []).flatMap((name) => {
    const value = record && readersText(d, record, name, language);
    const f = d.fields[name]!;
    if (value == null || value === '' || (brief && f.kind === 'number')) return [];
    if (f.kind === 'date') return [formatDate(value as string)];
    return f.kind === 'number' ? [`${translate(labelOf(d, name))}: ${formatNumber(value as number, f.decimals)}`] : [String(value)];
  });
  return parts.length > 0 ? `${title} – ${parts.join(' · ')}` : title;
};
