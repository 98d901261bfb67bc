import { z } from 'zod';
import { declare } from '../declare/declaration';
import type { RowGrant } from '../declare/grants';
import { SEC, SEC_VET, VET } from '../roles';
import { PROVINCE_NIS_PREFIXES } from '../rules/wachtdiensten';
import { dbId, PAGE_SIZES } from '../schemas/common';
import { REACHABLE, SERVICE_FIELD_NAMES, SERVICE_FIELDS } from '../schemas/wachtdiensten';

/** SPEC §6: a service's responsible person (matched by username) manages it; another vet may look, not act (403). */
const responsibleOnly: RowGrant = { roles: VET, rows: (caller) => ({ responsible: caller.username }), owned: true };
/** Who runs a service: the secretariat and its responsible person. */
const manage = [...SEC, responsibleOnly];

/**
 * On-call services (SPEC §2 /wachtdiensten, §3, §4): every vet and the secretariat find them; the
 * secretariat and the service's responsible person change it, name another responsible and export
 * its members. A service is made or changed for a vet by an approved request
 * (wachtdienstaanvragen, wachtdienstwijzigingen); its members are wachtdienstleden.
 */
export default declare({
  name: 'wachtdiensten',
  path: '/wachtdiensten',
  fields: {
    ...SERVICE_FIELDS,
    responsible: { kind: 'text', max: 30, readOnly: true },
    responsibleName: { kind: 'text', max: 201, readOnly: true },
    active: { kind: 'flag', writers: SEC },
    memberCount: { kind: 'number', min: 0, max: 99999, decimals: 0, from: { count: 'wachtdienstleden' } },
  },
  title: 'name',
  list: {
    columns: ['name', 'type', 'telephone', 'responsibleName', 'memberCount', 'active'],
    filters: [
      { name: 'name', field: 'name', op: 'contains', alwaysOn: true },
      { name: 'type', field: 'type', op: 'eq', alwaysOn: true },
      { name: 'diersoort', field: 'diersoorten', op: 'eq' },
      { name: 'discipline', field: 'disciplines', op: 'eq' },
      { name: 'gemeente', field: 'cities', op: 'eq' },
      { name: 'active', field: 'active', op: 'eq' },
    ],
    // The province of any of its municipalities (server/resources/wachtdiensten.ts).
    params: ['provincie'],
    choices: { provincie: { options: Object.keys(PROVINCE_NIS_PREFIXES) } },
    sort: { field: 'name', order: 'ASC' },
    pageSize: PAGE_SIZES.services,
  },
  access: {
    list: SEC_VET,
    show: SEC_VET,
    edit: manage,
    'set-responsible': manage,
    'members-export': manage,
    // Why a member left is between them, the responsible and the secretariat: the history shows other vets no comment.
    comments: manage,
  },
  actions: {
    // Another responsible: one of the service's members, by the id of their membership.
    'set-responsible': { body: z.object({ id: dbId() }) },
    // The members with how to reach them, as an .xlsx named after the service.
    'members-export': { download: true },
  },
  paths: { actions: { 'members-export': '/wachtdiensten/:id/members/actions/export' } },
  nested: { service: SERVICE_FIELD_NAMES },
  rules: [REACHABLE],
  // The members, joining and leaving, the responsible and the export are the resource's own tab (src/resources/wachtdiensten).
  history: { update: [], 'set-responsible': ['responsibleName'], uitschrijven: [] },
  tabs: ['detail', { name: 'leden', roles: SEC_VET }, { name: 'historiek', show: 'history' }],
  icon: 'LocalHospital',
  menu: 70,
});
