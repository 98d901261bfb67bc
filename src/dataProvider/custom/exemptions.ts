import { upload } from '../http';

/** An exemption as the lists answer it (domain/resources/vrijstellingen.ts). */
export interface ExemptionRecord {
  id: number;
  username: string;
  member: string | null;
  years: number;
  statecode: string;
  endDate: string | null;
  attachmentName: string | null;
  creationdate: string;
}

/** SPEC §7 multipart POST /vrijstellingen: the request's fields and its one document together. */
export const exemptionMethods = {
  requestExemption: (input: Readonly<Record<string, unknown>>, file: File) =>
    upload<ExemptionRecord>(
      '/vrijstellingen',
      file,
      Object.fromEntries(Object.entries(input).flatMap(([name, value]) => (value == null || value === '' ? [] : [[name, String(value)]]))),
    ),
};
