import type { z } from 'zod';
import type { auditPageSchema } from '../../../domain/schemas/audit';
import { download, http } from '../http';

export type AuditPage = z.input<typeof auditPageSchema>;
/** The trail's hash chain at its last row: how many rows it holds and that row's hash. */
export interface AuditChainHead {
  label: string;
  volgnummer: number;
  hash: string;
}
/** The logbook's filters as the query string carries them: empty ones left out. */
export type AuditFilterValues = Partial<Record<'wie' | 'soort' | 'record' | 'handeling' | 'van' | 'tot', string>>;

const search = (filters: AuditFilterValues, paging?: { limit: number; offset: number }) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value?.trim()) params.set(name, value.trim());
  if (paging) {
    params.set('limit', String(paging.limit));
    params.set('offset', String(paging.offset));
  }
  return params.toString();
};

/** The secretariat's logbook of the audit trail. */
export const auditMethods = {
  auditTrail: (filters: AuditFilterValues, limit: number, offset: number) => http<AuditPage>(`/logboek?${search(filters, { limit, offset })}`),
  auditChainHead: () => http<AuditChainHead>('/logboek/keten'),
  auditExcel: (filters: AuditFilterValues, onBytes: (received: number) => void) => download(`/logboek/excel?${search(filters)}`, 'logboek.xlsx', onBytes),
};
