import type { Field } from '../declare/fields';
import { SEC, SEC_VET, VET } from '../roles';
import { APPROVAL_LIST, APPROVAL_STATES } from '../rules/approvals';
import { SPECIALIST } from '../rules/wachtdiensten';
import { PAGE_SIZES } from './common';

/**
 * An on-call service's own data (SPEC §3), the same in the service and in the requests that make or
 * change one, so a request's form asks exactly what the service holds. SPEC §5: species required, a
 * telephone or a website (the declarations' `oneOf` rule), disciplines only for a SPECIALIST service;
 * forms offer only active codelist items (and one already chosen).
 */
export const SERVICE_FIELDS = {
  name: { kind: 'text', max: 200, required: true },
  telephone: { kind: 'text', max: 30 },
  email: { kind: 'text', max: 200, format: 'email' },
  website: { kind: 'text', max: 200, format: 'url' },
  type: { kind: 'code', codelist: 'WACHTDIENST_TYPE', required: true, options: [SPECIALIST] },
  diersoorten: { kind: 'codes', codelist: 'DIERSOORTEN', required: true },
  disciplines: { kind: 'codes', codelist: 'VAKGEBIED', onlyWhen: { field: 'type', values: [SPECIALIST] } },
  cities: { kind: 'codes', codelist: 'GEMEENTE' },
  info: { kind: 'text', max: 2000, long: true },
} as const satisfies Record<string, Field<'type'>>;

export const SERVICE_FIELD_NAMES = Object.keys(SERVICE_FIELDS) as (keyof typeof SERVICE_FIELDS)[];

/** SPEC §5: at least one way to reach the service. */
export const REACHABLE = { kind: 'oneOf', fields: ['telephone', 'website'] } as const;

/**
 * What a request for a service holds besides the service (SPEC §3 Requests): where to mail the
 * decision, who asked, the decision (SPEC §4's approval states) with its comment, and when.
 */
export const REQUEST_FIELDS = {
  userEmail: { kind: 'text', max: 200, format: 'email' },
  requester: { kind: 'text', max: 30, readOnly: true },
  requesterName: { kind: 'text', max: 201, readOnly: true },
  decision: { kind: 'code', codelist: APPROVAL_LIST, options: APPROVAL_STATES, readOnly: true, required: true },
  comments: { kind: 'text', max: 2000, long: true, readOnly: true },
  creationdate: { kind: 'datetime', readOnly: true, required: true },
} as const satisfies Record<string, Field>;

/**
 * What both kinds of request declare alike: a vet asks and follows their own, the secretariat reads
 * and corrects every one while it waits (REQ) and decides, with its corrections in SPEC §7's
 * `service`; the moves differ (SPEC §4) and are each declaration's own.
 */
export const REQUEST_DECLARATION = {
  access: { list: SEC_VET, show: SEC_VET, create: VET, edit: SEC, screen: SEC },
  ownership: { scope: 'member', field: 'requester', bypass: SEC },
  editableIn: { states: ['REQ'], bypass: [] },
  nested: { service: SERVICE_FIELD_NAMES },
  rules: [REACHABLE],
} as const;
export const REQUEST_QUEUE = {
  state: 'decision',
  initial: 'REQ',
  defaultFilter: 'REQ',
  names: { status: 'decision', comment: 'comments' },
  edits: true,
} as const;

/** What both requests' lists share: waiting ones first by the decision filter, newest first; only their columns differ. */
export const REQUEST_LIST = {
  filters: [{ name: 'decision', field: 'decision', op: 'eq', alwaysOn: true }],
  search: ['name'],
  sort: { field: 'creationdate', order: 'DESC' },
  pageSize: PAGE_SIZES.services,
} as const;

/** Both requests' tabs: the request, the secretariat's decision, its history. */
export const REQUEST_TABS = ['detail', { name: 'beslissing', show: 'decision', roles: SEC }, { name: 'historiek', show: 'history' }] as const;
