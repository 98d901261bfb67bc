/**
 * The French text of every mail template (server/seed/mailTemplates.ts holds the Dutch): the same
 * parameters in the subject and in the body as the Dutch, so that the secretariat can save them as
 * they are (domain/declare/schemas.ts, the `sameParams` rule).
 */
export const GREETING_FR = 'Bonjour {{voornaam}} {{achternaam}},';
export const SIGNATURE_FR = "Avec nos salutations distinguées,\nLe secrétariat de l'Ordre des Médecins Vétérinaires";

export const frenchTexts: Record<string, { description: string; subject: string; lines: string[] }> = {
  WACHTWOORD_RESET: {
    description: 'Réinitialisation du mot de passe',
    subject: 'Votre mot de passe pour le portail des membres',
    lines: [
      "Vous avez demandé un nouveau mot de passe pour l'utilisateur {{gebruikersnaam}}. Ce lien vous permet de choisir un nouveau mot de passe :\n{{link}}",
      "Le lien n'est utilisable qu'une seule fois et expire après 24 heures. Vous n'avez rien demandé ? Vous pouvez ignorer cet e-mail.",
    ],
  },
  ACTIVATIE: {
    description: 'Activation du compte',
    subject: 'Activez votre compte sur le portail des membres',
    lines: [
      "Un compte a été créé pour vous avec le nom d'utilisateur {{gebruikersnaam}}. Activez votre compte et choisissez un mot de passe via ce lien :\n{{link}}",
    ],
  },
  REGISTRATIE_ONTVANGEN: {
    description: "Enregistrement d'un prestataire de formation reçu",
    subject: 'Votre enregistrement comme prestataire de formation a bien été reçu',
    lines: [
      "Nous avons bien reçu votre enregistrement comme prestataire de formation pour {{organisatie}}. Le secrétariat l'examinera au plus vite ; vous serez averti dès qu'une décision aura été prise.",
    ],
  },
  REGISTRATIE_GOEDGEKEURD: {
    description: "Enregistrement d'un prestataire de formation approuvé",
    subject: 'Votre enregistrement comme prestataire de formation a été approuvé',
    lines: [
      "Votre enregistrement comme prestataire de formation pour {{organisatie}} a été approuvé. Activez votre compte (nom d'utilisateur {{gebruikersnaam}}) via ce lien :\n{{link}}",
    ],
  },
  REGISTRATIE_AFGEKEURD: {
    description: "Enregistrement d'un prestataire de formation refusé",
    subject: "Votre enregistrement comme prestataire de formation n'a pas été accepté",
    lines: [
      "Nous regrettons de vous informer que votre enregistrement comme prestataire de formation pour {{organisatie}} n'a pas été accepté.",
      'Motif : {{reden}}',
    ],
  },
  ADRESWIJZIGING_GOEDGEKEURD: {
    description: "Changement d'adresse approuvé",
    subject: "Votre changement d'adresse a été traité",
    lines: ['Votre demande ({{soort}}) a été approuvée et traitée :\n{{adres}}', 'Vous pouvez vérifier vos données sur {{link}}'],
  },
  ADRESWIJZIGING_AFGEKEURD: {
    description: "Changement d'adresse refusé",
    subject: "Votre changement d'adresse n'a pas été traité",
    lines: ["Votre demande ({{soort}}) pour {{adres}} n'a pas été approuvée.", 'Motif : {{reden}}'],
  },
  CURSUS_INGEDIEND: {
    description: 'Formation soumise',
    subject: 'Formation soumise : {{cursus}}',
    lines: ['{{organisatie}} a soumis la formation « {{cursus}} » pour approbation. Vous pouvez la consulter sur {{link}}'],
  },
  CURSUS_STATUS: {
    description: "Statut d'une formation modifié",
    subject: 'Nouveau statut pour votre formation {{cursus}}',
    lines: ['Le statut de votre formation « {{cursus}} » est désormais : {{status}}.', 'Commentaire du secrétariat : {{reden}}', 'Détails : {{link}}'],
  },
  EVALUATIE_GOEDGEKEURD: {
    description: "Test d'évaluation approuvé",
    subject: "Test d'évaluation approuvé : {{cursus}}",
    lines: ["Le test d'évaluation de la formation « {{cursus}} » a été approuvé sous le numéro {{evaluatienummer}}."],
  },
  EVALUATIE_AFGEKEURD: {
    description: "Test d'évaluation refusé",
    subject: "Test d'évaluation refusé : {{cursus}}",
    lines: ["Le test d'évaluation de la formation « {{cursus}} » n'a pas été approuvé.", 'Motif : {{reden}}'],
  },
  VERKIEZING_UITNODIGING: {
    description: 'Invitation à voter',
    subject: 'Invitation : votez pour {{verkiezing}}',
    lines: [
      'Vous êtes invité à voter pour {{verkiezing}}. Vous pouvez voter du {{begin}} au {{einde}} via {{link}}',
      'Votre vote est secret : votre navigateur le scelle, et seul le comité électoral réuni peut ouvrir les totaux.',
      "L'empreinte de cette élection (candidats, comité électoral et clé) est :\n{{vingerafdruk_verkiezing}}\nSi vous contrôlez un bulletin de vote, le contrôle affiche la même empreinte.",
    ],
  },
  VERKIEZING_HERINNERING: {
    description: 'Rappel de voter',
    subject: 'Rappel : votez pour {{verkiezing}}',
    lines: ["Vous n'avez pas encore voté pour {{verkiezing}}. Vous pouvez encore voter jusqu'au {{einde}} via {{link}}", 'Votre vote est secret.'],
  },
  VERKIEZING_SLUITING: {
    description: 'Aux votants : le vote est clôturé, avec la tête du tableau des votes',
    subject: 'Le vote pour {{verkiezing}} est clôturé',
    lines: [
      'Le vote pour {{verkiezing}} est clôturé. Votre vote figure au tableau des votes. La tête du tableau des votes à la clôture est :\n{{vingerafdruk}}',
      "Cette tête résume chaque bulletin du tableau des votes. Le comité électoral ne dépouille qu'une urne portant exactement cette tête, et vous pouvez la comparer au tableau des votes via {{link}}",
    ],
  },
  WACHTDIENST_REGISTRATIE: {
    description: "Décision sur l'enregistrement d'un service de garde",
    subject: 'Enregistrement du service de garde {{wachtdienst}} : {{beslissing}}',
    lines: ["Une décision a été prise sur l'enregistrement du service de garde {{wachtdienst}} : {{beslissing}}.", 'Commentaire : {{reden}}'],
  },
  WACHTDIENST_WIJZIGING: {
    description: "Décision sur une modification d'un service de garde",
    subject: 'Modification du service de garde {{wachtdienst}} : {{beslissing}}',
    lines: ['Une décision a été prise sur la modification demandée du service de garde {{wachtdienst}} : {{beslissing}}.', 'Commentaire : {{reden}}'],
  },
  VRIJSTELLING_BESLISSING: {
    description: 'Décision sur une dispense',
    subject: 'Votre demande de dispense : {{beslissing}}',
    lines: [
      'Une décision a été prise sur votre demande de dispense pour {{jaren}} an(s) : {{beslissing}}.',
      "La dispense court jusqu'au {{einddatum}}.",
      'Commentaire : {{reden}}',
    ],
  },
  PUNTEN_AFGEKEURD: {
    description: 'Points de formation continue refusés',
    subject: 'Points de formation continue non acceptés',
    lines: [
      "Les points de formation continue suivants n'ont pas été acceptés : {{punten}}.",
      'Motif : {{reden}}',
      'Vous pouvez vérifier vos points sur {{link}}',
    ],
  },
  PUNTEN_GEREGISTREERD: {
    description: 'Points de formation continue enregistrés par le prestataire de formation',
    subject: 'Votre participation à {{cursus}} a été enregistrée',
    lines: [
      '{{organisatie}} a enregistré votre participation à la formation {{cursus}}. Elle figure désormais comme approuvée dans vos points de formation continue : {{punten}}.',
      'Vous pouvez vérifier vos points sur {{link}}',
    ],
  },
  HERINNERING_PUNTEN: {
    description: 'Rappel : trop peu de points de formation continue avant la fin de la période',
    subject: 'Rappel : vos points de formation continue',
    lines: [
      'La période de formation continue en cours se termine le {{einddatum}}. Vous avez actuellement {{punten}}.',
      'Vous pouvez compléter et vérifier vos points sur {{link}}',
    ],
  },
  COMITE_TAAK: {
    description: 'Comité électoral : une étape de la cérémonie des clés vous attend',
    subject: 'Comité électoral {{verkiezing}} : {{taak}}',
    lines: [
      'Vous êtes membre du comité électoral de {{verkiezing}}. Une étape vous attend : {{taak}}.',
      "Effectuez cette étape dans le portail via {{link}} avec votre fichier de clé et votre phrase secrète. Personne d'autre ne peut le faire à votre place.",
    ],
  },
  COMITE_TELLING: {
    description: 'Comité électoral : le vote est clôturé, le dépouillement attend',
    subject: 'Comité électoral {{verkiezing}} : le dépouillement vous attend',
    lines: [
      "Le vote pour {{verkiezing}} est clôturé. L'empreinte de l'urne à la clôture est :\n{{vingerafdruk}}",
      "Votre navigateur vérifie l'urne et cette empreinte avant de déchiffrer quoi que ce soit. Participez au dépouillement via {{link}} avec votre fichier de clé et votre phrase secrète.",
    ],
  },
  HERINNERING_STEMMEN: {
    description: 'Rappel : pas encore voté, la veille de la clôture du vote',
    subject: 'Dernier jour : votez pour {{verkiezing}}',
    lines: ["Vous n'avez pas encore voté pour {{verkiezing}}. Le vote se clôture le {{einde}} ; vous pouvez voter via {{link}}", 'Votre vote est secret.'],
  },
  HERINNERING_VRIJSTELLING: {
    description: 'Rappel : la dispense de formation continue arrive à échéance',
    subject: 'Votre dispense de formation continue arrive à échéance',
    lines: [
      "Votre dispense de formation continue prend fin le {{einddatum}}. À partir de 32 jours avant cette date, elle n'est plus prise en compte pour le contrôle.",
      'Vous pouvez demander une nouvelle dispense via {{link}}',
    ],
  },
  HERINNERING_EVALUATIE: {
    description: "Rappel au prestataire de formation : test d'évaluation manquant",
    subject: "Test d'évaluation manquant : {{cursus}}",
    lines: [
      "La formation {{cursus}} de {{organisatie}} est terminée, mais le test d'évaluation n'a pas encore été chargé.",
      'Vous pouvez le charger via {{link}}',
    ],
  },
};
