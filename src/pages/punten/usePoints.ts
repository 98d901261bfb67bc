import { useCallback, useEffect, useMemo, useState } from 'react';
import { type TranslateFunction, useGetList, useNotify } from 'react-admin';
import { dutchDay } from '../../../domain/dates';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { isNewId, type PointRow, payload } from './model';

export interface Period {
  id: number;
  startDate: string;
  endDate: string;
  active?: boolean;
  requiredPoints: number;
}

/** A period as the pickers name it: its dates dd/MM/yyyy, the active one marked so. */
export const periodLabel = (translate: TranslateFunction, p: Period) =>
  translate(p.active ? 'puntentabel.period_active' : 'puntentabel.period_option', { start: dutchDay(p.startDate), end: dutchDay(p.endDate) });

/** The periods for the picker, the active one first, then the newest. */
export function usePeriods() {
  const { data = [], isPending } = useGetList<Period>('periodes', { pagination: { page: 1, perPage: 100 }, sort: { field: 'startDate', order: 'DESC' } });
  const periods = useMemo(() => [...data].sort((a, b) => Number(!!b.active) - Number(!!a.active)), [data]);
  return { periods, isPending };
}

const loaded = (row: PointRow): PointRow => ({ ...row, rowState: row.state === 'DECLINED' ? 'del' : 'read' });

/**
 * A member's rows of one period (SPEC §7 "Punten load: periode, username"), kept here while the
 * vet edits, so a row not saved yet stays when the others reload.
 */
export function usePoints(periode: number | undefined, username: string | undefined) {
  const provider = useAppDataProvider();
  const notify = useNotify();
  const enabled = periode != null && !!username;
  const { data, refetch, isPending } = useGetList<PointRow>(
    'punten',
    { filter: { periode, username }, pagination: { page: 1, perPage: 500 }, sort: { field: 'begindatum', order: 'ASC' } },
    { enabled },
  );
  const [rows, setRows] = useState<PointRow[]>([]);
  useEffect(() => {
    setRows((now) => [...(data ?? []).map(loaded), ...now.filter((r) => isNewId(r.id))]);
  }, [data]);

  const save = useCallback(
    async (row: PointRow) => {
      const body = payload(row, periode!);
      const { data: saved } = isNewId(row.id)
        ? await provider.create('punten', { data: body })
        : await provider.update('punten', { id: row.id, data: body, previousData: row });
      const shown: PointRow = { ...(saved as PointRow), rowState: 'calc' };
      setRows((all) => all.map((r) => (r.id === row.id ? shown : r)));
      notify('UPDATE_SUCCESS', { type: 'success' });
      return shown;
    },
    [provider, periode, notify],
  );

  const remove = useCallback(
    async (row: PointRow) => {
      try {
        await provider.delete('punten', { id: row.id, previousData: row });
        setRows((all) => all.filter((r) => r.id !== row.id));
        await refetch();
      } catch (failure) {
        notify((failure as Error).message, { type: 'error' });
      }
    },
    [provider, refetch, notify],
  );

  return { rows, setRows, save, remove, isPending: enabled && isPending };
}
