import vrijstellingen from '../../resources/vrijstellingen';
import { texts } from '../../declare/texts';

const fields = {
  username: "Numéro d'Ordre",
  member: 'Médecin vétérinaire',
  years: "Nombre d'années",
  statecode: 'Statut',
  endDate: 'Date de fin',
  attachment: 'Pièce justificative',
  attachmentName: 'Pièce justificative',
  comments: 'Votre explication',
  reason: 'Commentaire du secrétariat',
  creationdate: 'Demandée le',
  decisiondate: 'Décidée le',
} as const;

export const exemptionFieldTexts = fields;

export default texts(vrijstellingen, {
  name: 'Dispense |||| Dispenses',
  new: 'Demander une dispense',
  empty: "Vous n'avez pas encore demandé de dispense.",
  fields,
});
