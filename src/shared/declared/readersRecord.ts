import type { RaRecord } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { frenchTwins, readersText } from '../../../domain/declare/languageTwins';
import { useCodelistLanguage } from '../lookups/codelists';

/**
 * A list row's field as its reader reads it: a Dutch text with a French twin (a template's subject)
 * shows the twin to a French reader where it has a text, the Dutch one otherwise, as the server
 * searches and sorts it. The record keeps both texts as stored, for the form that edits them
 * (react-admin hands a list's rows to the record's form as they are).
 */
export function useReadersRecord(d: Declaration, name: string, record: RaRecord): RaRecord {
  const language = useCodelistLanguage();
  if (language === 'nl' || !frenchTwins(d).has(name)) return record;
  return { ...record, [name]: readersText(d, record, name, language) };
}
