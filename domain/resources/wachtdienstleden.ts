import { z } from 'zod';
import { declare } from '../declare/declaration';
import type { RowGrant } from '../declare/grants';
import { SEC, SEC_VET, VET } from '../roles';
import { MEMBER_KINDS } from '../rules/wachtdiensten';
import { PAGE_SIZES } from '../schemas/common';
import { optionalString } from '../validation';

/** A vet leaves only their own membership; the secretariat any. */
const ownMembership: RowGrant = { roles: VET, rows: (caller) => ({ ordenummer: caller.username }), owned: true };

/**
 * The members of an on-call service (SPEC §3 Member: ordenummer, activeMember W or P): a vet joins
 * (choosing active or passive) and leaves with a comment (SPEC §7 POST .../members/{mid}/delete).
 * Everyone who sees the service sees its members; the member is
 * the caller (ownership fills the ordenummer, every role still reads every row).
 */
export default declare({
  name: 'wachtdienstleden',
  path: '/wachtdiensten/:wachtdienstId/members',
  screen: false,
  fields: {
    wachtdienstId: { kind: 'reference', resource: 'wachtdiensten', required: true },
    ordenummer: { kind: 'text', max: 30, readOnly: true },
    name: { kind: 'text', max: 201, readOnly: true },
    activeMember: { kind: 'choice', options: MEMBER_KINDS, required: true },
    creationdate: { kind: 'datetime', readOnly: true },
  },
  title: 'name',
  list: {
    columns: ['name', 'ordenummer', 'activeMember', 'creationdate'],
    // One member's own row, whatever page it is on (the members tab asks whether the vet belongs).
    filters: [{ name: 'ordenummer', field: 'ordenummer', op: 'eq' }],
    sort: { field: 'name', order: 'ASC' },
    pageSize: PAGE_SIZES.members,
  },
  access: { list: SEC_VET, show: SEC_VET, create: VET, uitschrijven: [...SEC, ownMembership] },
  ownership: { scope: 'member', field: 'ordenummer', bypass: SEC_VET },
  belongsTo: { resource: 'wachtdiensten', field: 'wachtdienstId' },
  // "Only once": the unique key (wachtdienst_id, ordenummer) of migration 045 as well.
  rules: [{ kind: 'unique', field: 'ordenummer', within: 'wachtdienstId', code: 'ALREADY_MEMBER' }],
  // Leaving, with a comment that goes with the membership into the service's history.
  actions: { uitschrijven: { body: z.object({ comments: optionalString(2000) }).default({ comments: null }) } },
  paths: { actions: { uitschrijven: '/wachtdiensten/:wachtdienstId/members/:id/delete' } },
});
