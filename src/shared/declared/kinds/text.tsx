import { Link } from '@mui/material';
import { type Identifier, TextInput, useTranslate } from 'react-admin';
import { fileSlotOf } from '../../../../domain/declare/access';
import type { Declaration } from '../../../../domain/declare/declaration';
import type { NumberField, TextField } from '../../../../domain/declare/fields';
import { formatNumber } from '../../../i18n/format';
import { useAppDataProvider } from '../../useAppDataProvider';
import { hintOf } from '../keys';
import { HtmlInput } from './HtmlInput';
import { PlaceholderInput } from './PlaceholderInput';
import type { ScreenKind } from './spec';

/** A web address as a link that opens beside the portal; typed without its scheme, it gets http:// (SPEC §5). */
const href = (value: string) => (/^https?:\/\//i.test(value) ? value : `http://${value}`);

/** A stored file's name (`from: { fileName }`) opens the file, in a list as on a page (the evaluation queue's tests). */
const FileLink = ({ d, slot, id, name, record }: { d: Declaration; slot: string; id: Identifier; name: string; record: Record<string, unknown> }) => {
  const dataProvider = useAppDataProvider();
  const path = fileSlotOf(d, slot, id, record);
  return (
    <Link href={dataProvider.fileUrl(path)} download={name} onClick={(e) => e.stopPropagation()}>
      {name}
    </Link>
  );
};

/**
 * A text with {{parameters}} (a template's subject): each parameter is a name the template uses, the
 * same in both languages ({{cursus}} in a French subject too), so a browser's translator leaves it as
 * it is, and so does the walk's language check.
 */
const WithParameters = ({ text }: { text: string }) => (
  <>
    {text.split(/(\{\{\w+\}\})/).map((part, i) =>
      i % 2 ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in their order, never move.
        <span key={i} translate="no">
          {part}
        </span>
      ) : (
        part
      ),
    )}
  </>
);

export const text: ScreenKind<TextField> = {
  Input: ({ d, name, f, label, required }) => {
    const hint = useTranslate()(hintOf(d, name), { _: '' }) || undefined;
    if (f.format === 'html') return <HtmlInput source={name} label={label} required={required} helperText={hint} />;
    if (f.placeholders)
      return <PlaceholderInput d={d} source={name} label={label} required={required} long={!!f.long} offered={f.placeholders} helperText={hint} />;
    return (
      <TextInput
        source={name}
        label={label}
        fullWidth
        isRequired={required}
        helperText={hint}
        multiline={!!f.long}
        minRows={f.long ? 3 : undefined}
        type={f.format === 'email' ? 'email' : f.format === 'url' ? 'url' : undefined}
        inputProps={{ maxLength: f.max }}
      />
    );
  },
  Value: ({ d, name, f, record }) => {
    const value = record[name] as string | null;
    if (!value) return null;
    if (f.from && 'fileName' in f.from) return <FileLink d={d} slot={f.from.fileName} id={record.id} name={value} record={record} />;
    if (f.format === 'url')
      return (
        <Link href={href(value)} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
          {value}
        </Link>
      );
    if (f.format === 'html')
      return (
        <>
          {value
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 120)}
        </>
      );
    // The same in every language: a browser's translator leaves it alone, and so does the walk's language check.
    if (f.format === 'code') return <code translate="no">{value}</code>;
    if (f.placeholders) return <WithParameters text={value} />;
    return <>{value}</>;
  },
  filter: ({ filter, label }) => <TextInput key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />,
  cell: (value) => value,
  sortable: true,
};

/** A number as the UI writes it: decimal comma (SPEC §5); the schema reads it back. */
const commaNumber = (value: unknown) => (typeof value === 'number' ? String(value).replace('.', ',') : ((value as string | null) ?? ''));

export const number: ScreenKind<NumberField> = {
  Input: ({ name, f, label, required }) => (
    <TextInput
      source={name}
      label={label}
      fullWidth
      isRequired={required}
      format={commaNumber}
      inputProps={{ inputMode: f.decimals > 0 ? 'decimal' : 'numeric' }}
    />
  ),
  Value: ({ name, f, record }) => <>{formatNumber(record[name] as number | null, f.decimals)}</>,
  filter: ({ filter, label }) => <TextInput key={filter.name} source={filter.name} label={label} alwaysOn={filter.alwaysOn} />,
  cell: (value) => value,
  numFmt: (f) => (f.decimals > 0 ? `#,##0.${'#'.repeat(f.decimals)}` : '#,##0'),
  sortable: true,
};
