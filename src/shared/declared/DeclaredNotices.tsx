import { Alert, Stack } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Declaration } from '../../../domain/declare/declaration';
import { formatNumber } from '../../i18n/format';

/**
 * What a person should look at again in a record (the declaration's `notices`: hours that
 * contradict the programme), as warnings that do not stop anything; numbers with a decimal comma.
 */
export const DeclaredNotices = ({ d, record }: { d: Declaration; record: Readonly<Record<string, unknown>> }) => {
  const translate = useTranslate();
  const shown = Object.entries(d.notices ?? {}).flatMap(([name, notice]) => {
    const values = notice(record);
    if (!values) return [];
    const words = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v) : v]));
    return [[name, translate(`resources.${d.name}.notices.${name}`, words)] as const];
  });
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-live="polite">
      {shown.map(([name, text]) => (
        <Alert key={name} severity="warning">
          {text}
        </Alert>
      ))}
    </Stack>
  );
};

/** The notices of a record being changed in a form: the saved record with the values typed so far. */
export const LiveNotices = ({ d, record }: { d: Declaration; record: RaRecord }) => {
  const values = useWatch();
  return <DeclaredNotices d={d} record={{ ...record, ...values }} />;
};
