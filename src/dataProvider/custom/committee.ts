import type { z } from 'zod';
import type {
  checkBody,
  committeeAnswer,
  committeeBody,
  committeeBoxAnswer,
  mySharesAnswer,
  partialAnswer,
  partialBody,
  publicationBody,
  sharesBody,
  tasksAnswer,
} from '../../../domain/schemas/committee';
import type { userRowSchema } from '../../../domain/schemas/responses/auth';
import { http } from '../http';

// Wire types: z.input of the contract's schemas (domain/schemas/committee.ts), the JSON as it travels.
export type Committee = z.input<typeof committeeAnswer>;
export type CommitteeMember = Committee['members'][number];
export type CommitteeTask = z.input<typeof tasksAnswer>['items'][number];
export type CommitteeBox = z.input<typeof committeeBoxAnswer>;
export type PartialAnswer = z.input<typeof partialAnswer>;
export type PortalUser = z.input<typeof userRowSchema>;

const committee = (id: number | string, tail = '') => `/verkiezingen/${encodeURIComponent(String(id))}/comite${tail}`;

/**
 * The election committee's calls (server/routes/verkiezingen/comite.ts): the secretariat names the
 * committee and restarts its ceremony; each member sends the public results of the ceremony's rounds
 * and, after the end, its partial decryption. Nothing secret is ever among the arguments.
 */
export const committeeMethods = {
  committee: (id: number | string) => http<Committee>(committee(id)),
  saveCommittee: (id: number | string, body: z.input<typeof committeeBody>) => http<Committee>(committee(id), { method: 'PUT', json: body }),
  restartCeremony: (id: number | string) => http<Committee>(committee(id, '/herstart'), { method: 'POST' }),
  publishKey: (id: number | string, body: z.input<typeof publicationBody>) => http<Committee>(committee(id, '/publicatie'), { method: 'POST', json: body }),
  sendShares: (id: number | string, body: z.input<typeof sharesBody>) => http<Committee>(committee(id, '/delen'), { method: 'POST', json: body }),
  receivedShares: (id: number | string) => http<z.input<typeof mySharesAnswer>>(committee(id, '/delen')),
  checkShares: (id: number | string, body: z.input<typeof checkBody>) => http<Committee>(committee(id, '/controle'), { method: 'POST', json: body }),
  committeeTasks: () => http<z.input<typeof tasksAnswer>>('/comite/taken'),
  sendPartial: (id: number | string, body: z.input<typeof partialBody>) =>
    http<PartialAnswer>(`/verkiezingen/${encodeURIComponent(String(id))}/deelontsleuteling`, { method: 'POST', json: body }),
  /** Portal accounts by name or username (the secretariat's user list), for naming a committee. */
  searchUsers: async (term: string, limit = 10) =>
    (await http<{ items: PortalUser[] }>(`/crm/user?q=${encodeURIComponent(term)}&limit=${limit}&offset=0`)).items,
};
