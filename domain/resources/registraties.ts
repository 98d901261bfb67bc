import { declare } from '../declare/declaration';
import { SEC } from '../roles';
import { PAGE_SIZES } from '../schemas/common';
import { REGISTRATION_STATES } from '../schemas/registration';

/**
 * Provider registrations (SPEC §2 /register, /registraties; §4): anyone registers through the wizard,
 * the secretariat corrects and decides. Hand-written calls: approving makes the organisation and the
 * account and mails the activation link, in one transaction.
 */
export default declare({
  name: 'registraties',
  path: '/registraties',
  fields: {
    status: { kind: 'choice', options: REGISTRATION_STATES, readOnly: true, required: true },
    name: { kind: 'text', max: 200, readOnly: true },
    firstname: { kind: 'text', max: 100, readOnly: true, required: true },
    lastname: { kind: 'text', max: 100, readOnly: true, required: true },
    email: { kind: 'text', max: 320, readOnly: true, required: true },
    username: { kind: 'text', max: 30, readOnly: true, required: true },
    created_at: { kind: 'datetime', readOnly: true, required: true },
  },
  title: 'name',
  list: {
    columns: ['created_at', 'name', 'firstname', 'lastname', 'username', 'status'],
    filters: [{ name: 'status', field: 'status', op: 'eq', alwaysOn: true }],
    sort: { field: 'created_at', order: 'ASC' },
    pageSize: PAGE_SIZES.templates,
  },
  access: { list: SEC, show: SEC, create: 'public', edit: SEC, decide: SEC },
  queue: {
    state: 'status',
    initial: 'NIEUW',
    defaultFilter: 'NIEUW',
    transitions: {
      APPROVED: { from: ['NIEUW'], to: 'APPROVED', roles: SEC, comment: 'optional' },
      DECLINED: { from: ['NIEUW'], to: 'DECLINED', roles: SEC, comment: 'required' },
    },
  },
  paths: { decide: '/registraties/:id/beslissing' },
  custom: {
    'POST /registraties': 'create',
    'GET /registraties': 'list',
    'GET /registraties/:id': 'show',
    'POST /registraties/:id': 'edit',
    'POST /registraties/:id/beslissing': 'decide',
  },
  icon: 'AppRegistration',
  menu: 20,
});
