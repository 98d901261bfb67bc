import { SEC, SEC_OPL } from '../../domain/declare/roles';
import { declare } from '../../domain/declare/types';

/**
 * A resource that exists only in the tests: declared here, with its table made by the test, to show
 * that a declaration alone gives routes, roles, validation, ownership, a queue, docs and screens.
 */
export const notities = declare({
  name: 'notities',
  path: '/proef/notities',
  table: 'proef_notities',
  fields: {
    title: { kind: 'text', max: 40, required: true },
    amount: { kind: 'number', min: 0, max: 100, decimals: 2 },
    day: { kind: 'date' },
    urgent: { kind: 'flag' },
    status: { kind: 'choice', options: ['NIEUW', 'GOEDGEKEURD', 'AFGEKEURD'], readOnly: true },
    legalEntityId: { kind: 'reference', resource: 'rechtspersonen', readOnly: true },
    number: { kind: 'text', max: 9, readOnly: true },
  },
  title: 'title',
  list: {
    columns: ['title', 'amount', 'day', 'urgent', 'status'],
    filters: [
      { name: 'status', field: 'status', op: 'eq', alwaysOn: true },
      { name: 'titel', field: 'title', op: 'contains' },
      { name: 'vanaf', field: 'day', op: 'from' },
    ],
    search: ['title'],
    sort: { field: 'title', order: 'ASC' },
    pageSize: 5,
  },
  tabs: ['detail'],
  access: { list: SEC_OPL, create: ['OPLVERSTREKKER'], edit: SEC_OPL, delete: ['OPLVERSTREKKER'], export: SEC },
  ownership: { scope: 'legalEntity', field: 'legalEntityId', bypass: SEC },
  queue: {
    state: 'status',
    initial: 'NIEUW',
    defaultFilter: 'NIEUW',
    errorCode: 'CURSUS_STATUS_ERROR',
    transitions: {
      goedkeuren: { from: ['NIEUW'], to: 'GOEDGEKEURD', roles: SEC, comment: 'optional', numbers: 'number' },
      afkeuren: { from: ['NIEUW'], to: 'AFGEKEURD', roles: SEC, comment: 'required' },
    },
  },
});

export const NOTITIES_TABLE = `CREATE TABLE proef_notities (
  id serial PRIMARY KEY, title text NOT NULL, amount numeric(5, 2), day date, urgent boolean NOT NULL DEFAULT false,
  status text NOT NULL, legal_entity_id integer NOT NULL, number text UNIQUE)`;

/** Its texts: a declaration's third file, here beside it. */
export const notitiesTexts = {
  name: 'Notitie |||| Notities',
  new: 'Nieuwe notitie',
  empty: 'Er zijn nog geen notities.',
  tabs: { detail: 'Gegevens' },
  fields: { title: 'Titel', amount: 'Bedrag', day: 'Dag', urgent: 'Dringend', status: 'Status', legalEntityId: 'Organisatie', q: 'Zoeken' },
  choices: { status: { NIEUW: 'Nieuw', GOEDGEKEURD: 'Goedgekeurd', AFGEKEURD: 'Afgekeurd' } },
};
