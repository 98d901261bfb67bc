import type { AttendancePreview, AttendanceResult, AttendanceState } from '../../../domain/schemas/attendance';
import { download, http } from '../http';

const base = (courseId: string | number) => `/bijscholing/cursussen/${courseId}/aanwezigheden`;

/** A course's attendance tab (docs/features/courses.md, "Attendance"): the state, the template, a preview and the credit. */
export const attendanceMethods = {
  attendanceState: (courseId: string | number) => http<AttendanceState>(base(courseId)),
  attendanceTemplate: (courseId: string | number, onBytes: (received: number) => void) => download(`${base(courseId)}/sjabloon`, 'aanwezigheden.xlsx', onBytes),
  /** The preview of a typed or pasted list; nothing is written. */
  attendancePreviewText: (courseId: string | number, tekst: string) =>
    http<AttendancePreview>(`${base(courseId)}/voorbeeld`, { method: 'POST', json: { tekst } }),
  /** The preview of an .xlsx or .csv list; the server reads and checks it (the browser does not guess its kind). */
  attendancePreviewFile: (courseId: string | number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http<AttendancePreview>(`${base(courseId)}/bestand`, { method: 'POST', body: form });
  },
  attendanceConfirm: (courseId: string | number, deelnemers: { ordenummer: string; geslaagd: boolean }[]) =>
    http<AttendanceResult>(base(courseId), { method: 'POST', json: { deelnemers } }),
};
