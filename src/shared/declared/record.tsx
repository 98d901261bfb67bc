import { Box, Typography } from '@mui/material';
import { Labeled, type RaRecord, RecordContextProvider, useTranslate } from 'react-admin';
import { mayWrite } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import { isServerFilled } from '../../../domain/declare/fields';
import { declarationNamed } from '../../../domain/declare/registry';
import { useCodelistLanguage } from '../lookups/codelists';
import { columnOf } from './columns';
import { titleText } from './describe';
import { labelOf } from './keys';
import { fileNameFieldOf, titleFieldOf } from './kinds/references';

/**
 * The fields shown with a file slot besides the file's name: those the server fills that are named
 * after the file (an evaluation test's state and number); a field the form asks for (`attestRequired`) is not one.
 */
export const companionsOf = (d: Declaration, file: string) =>
  Object.keys(d.fields).filter(
    (name) => name !== file && name !== fileNameFieldOf(d, file) && name.startsWith(file) && !!d.fields[name]!.readOnly && !d.fields[name]!.hidden,
  );

/** Whether a field belongs to an upload slot: a file, the name of one, or a field shown with one. */
export const isFilePart = (d: Declaration, name: string) => {
  const f = d.fields[name]!;
  if (f.kind === 'file' || (!!f.from && 'fileName' in f.from)) return true;
  return Object.entries(d.fields).some(([file, other]) => other.kind === 'file' && !other.hidden && companionsOf(d, file).includes(name));
};

/** The fields a person sees of a record: all but the hidden ones and the upload slots' parts. */
export const shownFields = (d: Declaration) =>
  Object.keys(d.fields).filter((name) => !d.fields[name]!.hidden && !isFilePart(d, name) && !namedElsewhere(d, name));

/**
 * A reference to another system's record (an organisation) whose name another field shows (`from:
 * { titleOf }`): that field stands for it, so the page shows the name once and never the number.
 */
const namedElsewhere = (d: Declaration, name: string) => {
  const f = d.fields[name]!;
  if (f.kind !== 'reference' || declarationNamed(f.resource)) return false;
  const shown = titleFieldOf(d, name);
  return !!shown && !d.fields[shown]!.hidden;
};

/** The fields a role may type into: not filled by the server, not hidden, and written by that role. */
export const editableFields = (d: Declaration, roles: readonly string[]) =>
  Object.entries(d.fields)
    .filter(([name, f]) => !isServerFilled(f) && !f.hidden && f.kind !== 'file' && mayWrite(d, name, roles))
    .map(([name]) => name);

/** Inputs that take a whole row of a two-column form: long texts, HTML, lists of values. */
export const isWide = (d: Declaration, name: string) => {
  const f = d.fields[name]!;
  return (f.kind === 'text' && (!!f.long || f.format === 'html')) || f.kind === 'codes' || f.kind === 'choices' || f.kind === 'references';
};

export function useRecordTitle(d: Declaration) {
  const translate = useTranslate();
  const language = useCodelistLanguage();
  return (record: RaRecord | undefined) => titleText(d, record, translate, language);
}

const empty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);

/** Read-only values of a record, each with its label, two columns on a wide screen. */
export const RecordValues = ({ d, record, fields }: { d: Declaration; record: RaRecord; fields: readonly string[] }) =>
  fields.length === 0 ? null : (
    <RecordContextProvider value={record}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, mb: 2 }}>
        {fields.map((name) => (
          <Labeled key={name} label={labelOf(d, name)}>
            {empty(record[name]) ? <Typography variant="body2">–</Typography> : columnOf(d, name)}
          </Labeled>
        ))}
      </Box>
    </RecordContextProvider>
  );
