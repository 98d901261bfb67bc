import type { ReactElement } from 'react';
import { type RaRecord, type RowClickFunction, SimpleList } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { labelOf } from './keys';
import { screenKindOf } from './kinds';
import { useReadersRecord } from './readersRecord';

/** One column's value as it reads in a list. */
const Cell = ({ d, name, record }: { d: Declaration; name: string; record: RaRecord }) => {
  const f = d.fields[name]!;
  const { Value } = screenKindOf(f);
  return <Value d={d} name={name} f={f} label={labelOf(d, name)} record={useReadersRecord(d, name, record)} />;
};

/**
 * A column drawn as a link (a website, a document): the whole row is the phone's button to the record,
 * and a link inside a button cannot be reached on its own (nor is it allowed there); the record shows it.
 */
const isLink = (d: Declaration, name: string) => {
  const f = d.fields[name]!;
  return f.kind === 'text' && (f.format === 'url' || (!!f.from && 'fileName' in f.from));
};

/** Whether a column has something to show: a missing value gets no separator of its own ("Type ·"). */
const present = (value: unknown) => value != null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A list on a phone, where a table would run off the screen: each row as its first column, the next
 * two beneath it (those with a value), and a queue's state at the right.
 */
export const PhoneRows = ({ d, rowClick, empty }: { d: Declaration; rowClick: string | false | RowClickFunction; empty: ReactElement }) => {
  const state = d.queue?.state;
  const [first, ...rest] = d.list.columns.filter((c) => c !== state && !isLink(d, c));
  return (
    <SimpleList
      primaryText={(record) => <Cell d={d} name={first ?? d.title} record={record} />}
      secondaryText={(record) => (
        <>
          {rest
            .slice(0, 2)
            .filter((name) => present(record[name]))
            .map((name, i) => (
              <span key={name}>
                {i > 0 && ' · '}
                <Cell d={d} name={name} record={record} />
              </span>
            ))}
        </>
      )}
      tertiaryText={state ? (record) => <Cell d={d} name={state} record={record} /> : undefined}
      rowClick={rowClick as RowClickFunction}
      empty={empty}
    />
  );
};
