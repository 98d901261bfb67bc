import { declare } from '../declare/declaration';
import { SEC, SEC_VET, VET } from '../roles';
import { PAGE_SIZES } from '../schemas/common';
import { exemptionFields } from '../schemas/exemptions';

/** Where an exemption's document is downloaded (SPEC §7), by the secretariat and the member it belongs to. */
export const EXEMPTION_DOCUMENT = '/vrijstellingen/:id/actions/download-document';

/**
 * Exemptions from continuing education (SPEC §2 /vrijstellingen, §3, §5): a veterinarian asks for 1
 * to 5 years with one document and follows their own requests here; the secretariat reads them all
 * and decides them in its register (vrijstellingsaanvragen, the same table). The request is one
 * multipart call (SPEC §7: years, comments, file): the record and its document in one go.
 */
export default declare({
  name: 'vrijstellingen',
  path: '/vrijstellingen',
  fields: {
    ...exemptionFields,
    attachment: { ...exemptionFields.attachment, withCreate: { part: 'file' } },
    // What the vet writes with the request; the register (and a vet, after sending) only reads it.
    comments: { kind: 'text', max: 2000, long: true },
  },
  title: 'years',
  list: {
    columns: ['creationdate', 'years', 'statecode', 'endDate', 'attachmentName'],
    filters: [
      { name: 'statecode', field: 'statecode', op: 'eq', alwaysOn: true },
      // The points page of one member (the secretariat's ?user=) asks for that member's exemptions.
      { name: 'username', field: 'username', op: 'eq' },
    ],
    sort: { field: 'creationdate', order: 'DESC' },
    pageSize: PAGE_SIZES.exemptions,
  },
  // No call for one record here: the register's (GET /vrijstellingen/{id}) serves it, and the document.
  access: { list: SEC_VET, show: undefined, create: VET },
  ownership: { scope: 'member', field: 'username', bypass: SEC },
  paths: { files: { attachment: EXEMPTION_DOCUMENT } },
  icon: 'ListAlt',
  menu: 45,
});
