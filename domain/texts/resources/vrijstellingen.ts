import vrijstellingen from '../../resources/vrijstellingen';
import { texts } from '../../declare/texts';

const fields = {
  username: 'Ordenummer',
  member: 'Dierenarts',
  years: 'Aantal jaren',
  statecode: 'Status',
  endDate: 'Einddatum',
  attachment: 'Bewijsstuk',
  attachmentName: 'Bewijsstuk',
  comments: 'Uw toelichting',
  reason: 'Commentaar secretariaat',
  creationdate: 'Aangevraagd op',
  decisiondate: 'Beslist op',
} as const;

export const exemptionFieldTexts = fields;

export default texts(vrijstellingen, {
  name: 'Vrijstelling |||| Vrijstellingen',
  new: 'Vrijstelling aanvragen',
  empty: 'U hebt nog geen vrijstelling aangevraagd.',
  fields,
});
