import { declare } from '../../../domain/declare/declaration';
import { texts } from '../../../domain/declare/texts';
import { SEC, SEC_OPL } from '../../../domain/roles';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import { serve } from '../../../server/generator/part';

/**
 * Countries of a diploma, the most ordinary reference list: a code of three capitals that must be
 * unique (`pattern` and `unique` together) and a name. No `sample` in its server part: the generated
 * tests make a new code per record from the pattern itself.
 */
export const landen = declare({
  name: 'landen',
  path: '/proef/landen',
  fields: {
    code: { kind: 'text', max: 3, required: true, pattern: { regex: /^[A-Z]{3}$/, example: 'BEL' } },
    name: { kind: 'text', max: 100, required: true },
  },
  title: 'name',
  list: { columns: ['code', 'name'], search: ['code', 'name'], sort: { field: 'code', order: 'ASC' }, pageSize: PAGE_SIZES.referenceLists },
  access: { list: SEC_OPL, create: SEC, edit: SEC, delete: SEC },
  rules: [{ kind: 'unique', field: 'code' }],
  icon: 'ListAlt',
});

export const landenResource = serve(landen, {});

export const landenTexts = texts(landen, {
  name: 'Land |||| Landen',
  new: 'Nieuw land',
  empty: 'Er zijn nog geen landen.',
  fields: { code: 'Code', name: 'Naam', q: 'Zoeken' },
});
