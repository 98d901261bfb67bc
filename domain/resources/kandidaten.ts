import { declare } from '../declare/declaration';
import { SEC, SEC_VET } from '../roles';
import { PAGE_SIZES } from '../schemas/common';

/**
 * The candidates of an election (SPEC §3 Candidate, §7 /verkiezingen/{id}/kandidaten): veterinarians
 * found by name (5 per page, SPEC §9), each with a campaign file. They belong to their election: the
 * secretariat adds and removes them while it is NEW; everyone who sees the election sees them.
 */
export default declare({
  name: 'kandidaten',
  path: '/verkiezingen/kandidaten',
  screen: false,
  paths: { list: '/verkiezingen/:verkiezingId/kandidaten', one: '/verkiezingen/:verkiezingId/kandidaten/:id' },
  fields: {
    // Named by the path (/verkiezingen/{id}/kandidaten), as a codelist's values are: a candidate never moves to another election.
    verkiezingId: { kind: 'reference', resource: 'verkiezingen', readOnly: true, required: true, hidden: true },
    personId: { kind: 'reference', resource: 'personen', required: true, fills: { firstname: 'firstname', lastname: 'lastname' } },
    // The chosen veterinarian's name, so the form shows who was chosen instead of a number; the name fields beside it may differ.
    personName: { kind: 'text', max: 201, from: { titleOf: 'personId' }, hidden: true },
    lastname: { kind: 'text', max: 100, required: true },
    firstname: { kind: 'text', max: 100, required: true },
    campagne: { kind: 'file', readOnly: true, whileEditable: true },
    campaignfilename: { kind: 'text', max: 255, from: { fileName: 'campagne' } },
  },
  title: 'lastname',
  list: {
    columns: ['lastname', 'firstname', 'campaignfilename'],
    sort: { field: 'lastname', order: 'ASC' },
    pageSize: PAGE_SIZES.candidates,
  },
  access: { list: SEC_VET, create: SEC, edit: SEC, delete: SEC, upload: SEC },
  belongsTo: { resource: 'verkiezingen', field: 'verkiezingId' },
  rules: [{ kind: 'unique', field: 'personId', within: 'verkiezingId' }],
});
