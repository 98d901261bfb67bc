import type { MemberKind } from '../../../domain/rules/wachtdiensten';
import { API, http } from '../http';

const one = (serviceId: string | number) => `/wachtdiensten/${encodeURIComponent(String(serviceId))}`;

/** An on-call service's members (SPEC §7): joining, leaving with a comment, another responsible, the export. */
export const serviceMethods = {
  joinService: (serviceId: string | number, activeMember: MemberKind) => http(`${one(serviceId)}/members`, { method: 'POST', json: { activeMember } }),
  leaveService: (serviceId: string | number, memberId: number, comments: string | null) =>
    http(`${one(serviceId)}/members/${memberId}/delete`, { method: 'POST', json: { comments } }),
  setResponsible: (serviceId: string | number, memberId: number) =>
    http(`${one(serviceId)}/actions/set-responsible`, { method: 'POST', json: { id: memberId } }),
  /** A link: the browser saves the workbook under the service's name. */
  membersExportUrl: (serviceId: string | number) => `${API}${one(serviceId)}/members/actions/export`,
};
