import type { z } from 'zod';
import type { controlMemberSchema, controlPageSchema } from '../../../domain/schemas/control';
import { download, http } from '../http';

export type ControlPage = z.input<typeof controlPageSchema>;
export type ControlMember = z.input<typeof controlMemberSchema>;
export interface ControlPeriod {
  id: number;
  startDate: string;
  endDate: string;
  active: boolean;
  requiredPoints: number;
}
/** The list's filters as the screen holds them: text as typed, empty for none. */
export interface ControlFilterValues {
  docontrol: boolean;
  min: string;
  max: string;
  username: string;
}

const controlPath = (periodId: number, tail = '') => `/bijscholing/periodes/${periodId}/controle${tail}`;

/** The query string of the filters; the empty ones are left out. */
export function controlSearch(filters: ControlFilterValues, paging?: { limit: number; offset: number }) {
  const params = new URLSearchParams();
  if (filters.docontrol) params.set('docontrol', '1');
  for (const name of ['min', 'max', 'username'] as const) {
    const value = filters[name].trim().replace(',', '.');
    if (value) params.set(name, value);
  }
  if (paging) {
    params.set('limit', String(paging.limit));
    params.set('offset', String(paging.offset));
  }
  return params.toString();
}

/** The control list of continuing education (SPEC §2 /bijscholing/controle). */
export const controlMethods = {
  /** Every period, the active one first, then the newest. */
  controlPeriods: async () => {
    const { items } = await http<{ items: ControlPeriod[] }>('/bijscholing/periodes?limit=500');
    return [...items].sort((a, b) => Number(b.active) - Number(a.active) || b.startDate.localeCompare(a.startDate));
  },
  controlList: (periodId: number, filters: ControlFilterValues, limit: number, offset: number) =>
    http<ControlPage>(`${controlPath(periodId)}?${controlSearch(filters, { limit, offset })}`),
  controlMember: (periodId: number, username: string) => http<ControlMember>(`${controlPath(periodId, '/arts')}?username=${encodeURIComponent(username)}`),
  /**
   * The Excel export, read chunk by chunk so `onBytes` can show how much has arrived (the server
   * streams it and cannot say its size beforehand); the workbook and its file name.
   */
  controlExcel: (periodId: number, filters: ControlFilterValues, onBytes: (received: number) => void) =>
    download(`${controlPath(periodId, '/excel')}?${controlSearch(filters)}`, 'controlelijst.xlsx', onBytes),
};
