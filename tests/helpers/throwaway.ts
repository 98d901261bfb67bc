import { declare } from '../../domain/declare/declaration';
import { texts } from '../../domain/declare/texts';
import { registerTexts } from '../../domain/texts/registry';
import { SEC, SEC_OPL } from '../../domain/roles';
import { draftSql } from '../../server/generator/ddl';
import { yearNumber } from '../../server/generator/helpers/moves';
import type { Queryable } from '../../server/db';
import { type Resource, serve } from '../../server/generator/part';

/**
 * A resource that exists only in the tests: declared here, with its server part and its table made
 * from the declaration, to show that a declaration alone gives routes, roles, validation, ownership,
 * a queue, docs and screens.
 */
export const notities = declare({
  name: 'notities',
  path: '/proef/notities',
  fields: {
    title: { kind: 'text', max: 40, required: true },
    amount: { kind: 'number', min: 0, max: 100, decimals: 2 },
    day: { kind: 'date' },
    urgent: { kind: 'flag' },
    status: { kind: 'choice', options: ['NIEUW', 'GOEDGEKEURD', 'AFGEKEURD'], readOnly: true, required: true },
    legalEntityId: { kind: 'reference', resource: 'rechtspersonen', readOnly: true, required: true },
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
      goedkeuren: { from: ['NIEUW'], to: 'GOEDGEKEURD', roles: SEC, comment: 'optional' },
      afkeuren: { from: ['NIEUW'], to: 'AFGEKEURD', roles: SEC, comment: 'required' },
    },
  },
});

/** Its server part: the table, and the number an approval gives. */
export const notitiesResource = serve(notities, { table: 'proef_notities', hooks: { beforeTransition: [yearNumber(['goedkeuren'], 'number')] } });

/** Makes its table, as `npm run declare:sql` drafts it, one statement at a time. */
export const makeTable = async (db: Queryable, resource: Resource) => {
  for (const statement of draftSql(resource)
    .split(/;\n/)
    .filter((s) => s.replace(/--.*$/gm, '').trim()))
    await db.query(statement);
};

/** Its texts: a declaration's third file, here beside it. */
export const notitiesTexts = texts(notities, {
  name: 'Notitie |||| Notities',
  new: 'Nieuwe notitie',
  empty: 'Er zijn nog geen notities.',
  tabs: { detail: 'Gegevens' },
  fields: { title: 'Titel', amount: 'Bedrag', day: 'Dag', urgent: 'Dringend', status: 'Status', legalEntityId: 'Organisatie', number: 'Nummer', q: 'Zoeken' },
  choices: { status: { NIEUW: 'Nieuw', GOEDGEKEURD: 'Goedgekeurd', AFGEKEURD: 'Afgekeurd' } },
  history: { goedkeuren: 'Goedgekeurd', afkeuren: 'Afgekeurd' },
});

// The server checks that a declared resource's screens have their texts; a test's resource brings its own.
registerTexts({ notities: notitiesTexts });
