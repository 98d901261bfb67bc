import { declare } from '../../../domain/declare/declaration';
import { texts } from '../../../domain/declare/texts';
import { SEC, SEC_OPL } from '../../../domain/roles';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import { serve } from '../../../server/generator/part';

/**
 * Training locations, as a newcomer would add them from docs/declarations.md: a list with a format rule (a
 * Belgian postcode of 4 digits), a bounded number and a reference to a centre. Its three parts:
 * this declaration, the migration `npm run declare:sql locaties` drafts, and its texts.
 */
export const locaties = declare({
  name: 'locaties',
  path: '/bijscholing/locaties',
  fields: {
    name: { kind: 'text', max: 100, required: true },
    street: { kind: 'text', max: 100 },
    postcode: { kind: 'text', max: 4, required: true, pattern: { regex: /^[1-9]\d{3}$/, example: '9000' } },
    locality: { kind: 'text', max: 100, required: true },
    capacity: { kind: 'number', min: 1, max: 1000, decimals: 0, required: true },
    centre: { kind: 'reference', resource: 'centrums', required: true },
    centreName: { kind: 'text', max: 150, from: { titleOf: 'centre' } },
  },
  title: 'name',
  list: {
    columns: ['name', 'postcode', 'locality', 'capacity', 'centreName'],
    filters: [{ name: 'centrum', field: 'centre', op: 'eq', alwaysOn: true }],
    search: ['name', 'locality'],
    sort: { field: 'name', order: 'ASC' },
    pageSize: PAGE_SIZES.referenceLists,
  },
  access: { list: SEC_OPL, create: SEC, edit: SEC, delete: SEC },
  rules: [{ kind: 'unique', field: 'name' }],
  icon: 'Place',
});

export const locatiesResource = serve(locaties, {});

export const locatiesTexts = texts(locaties, {
  name: 'Locatie |||| Locaties',
  new: 'Nieuwe locatie',
  empty: 'Er zijn nog geen locaties.',
  fields: {
    name: 'Naam',
    street: 'Straat',
    postcode: 'Postcode',
    locality: 'Gemeente',
    capacity: 'Capaciteit',
    centre: 'Centrum',
    centreName: 'Centrum',
    q: 'Zoeken',
  },
});
