import { texts } from '../../declare/texts';
import type { MailParam } from '../../mailTemplates';
import templates from '../../resources/templates';

/** What each mail parameter stands for, in French (MAIL_PARAMS of domain/mailTemplates holds the Dutch). */
const mailParamTexts: Record<MailParam, string> = {
  voornaam: 'Prénom du destinataire',
  achternaam: 'Nom de famille du destinataire',
  gebruikersnaam: "Nom d'utilisateur ou numéro d'Ordre",
  link: 'Lien vers la bonne page du portail',
  organisatie: "Nom de l'organisation",
  reden: 'Motif ou commentaire de la décision',
  adres: "L'adresse concernée",
  soort: 'Type de demande',
  cursus: 'Titre de la formation',
  status: 'Nouveau statut',
  evaluatienummer: "Numéro du test d'évaluation approuvé",
  verkiezing: "Nom de l'élection",
  begin: 'Début (date et heure)',
  einde: 'Fin (date et heure)',
  wachtdienst: 'Nom du service de garde',
  beslissing: 'La décision',
  jaren: "Nombre d'années",
  einddatum: 'Date de fin',
  punten: 'Description des points de formation continue',
  taak: "Ce qu'un membre du comité électoral doit faire maintenant",
  vingerafdruk: "Empreinte de l'urne à la clôture (la tête du tableau des votes)",
  vingerafdruk_verkiezing: "Empreinte de l'élection (candidats, comité électoral et clé), pour y comparer un bulletin de vote contrôlé",
};

export default texts(templates, {
  name: "Modèle d'e-mail |||| Modèles d'e-mail",
  empty: "Aucun modèle d'e-mail ne répond aux critères de recherche.",
  fields: {
    idmailtemplate: 'Numéro',
    name: 'Code',
    description: 'Description',
    description_fr: 'Description (français)',
    subject: 'Objet',
    body: 'Texte',
    subject_fr: 'Objet (français)',
    body_fr: 'Texte (français)',
    params: 'Paramètres disponibles',
    updated_at: 'Dernière modification',
    updated_by: 'Modifié par',
    q: 'Rechercher',
  },
  hints: { body: "Un paramètre tel que {{voornaam}} est complété à l'envoi ; seuls les paramètres de ce modèle sont autorisés." },
  // What each parameter stands for, shown with it where the text is written.
  choices: { params: mailParamTexts },
});
