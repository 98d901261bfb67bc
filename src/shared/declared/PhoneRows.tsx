import type { ReactElement } from 'react';
import { type RaRecord, type RowClickFunction, SimpleList } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { labelOf } from './keys';
import { screenKindOf } from './kinds';

/** One column's value as it reads in a list. */
const Cell = ({ d, name, record }: { d: Declaration; name: string; record: RaRecord }) => {
  const f = d.fields[name]!;
  const { Value } = screenKindOf(f);
  return <Value d={d} name={name} f={f} label={labelOf(d, name)} record={record} />;
};

/**
 * A list on a phone, where a table would run off the screen: each row as its first column, the next
 * two beneath it, and a queue's state at the right.
 */
export const PhoneRows = ({ d, rowClick, empty }: { d: Declaration; rowClick: string | false | RowClickFunction; empty: ReactElement }) => {
  const state = d.queue?.state;
  const [first, ...rest] = d.list.columns.filter((c) => c !== state);
  return (
    <SimpleList
      primaryText={(record) => <Cell d={d} name={first ?? d.title} record={record} />}
      secondaryText={(record) => (
        <>
          {rest.slice(0, 2).map((name, i) => (
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
