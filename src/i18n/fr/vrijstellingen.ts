/** The exemptions screen of a veterinarian (SPEC §2 /vrijstellingen): their requests and the request dialog. */
export const exemptionMessages = {
  vrijstellingen: {
    title: 'Mes dispenses',
    intro:
      "Vous pouvez demander une dispense de l'obligation de formation continue pour 1 à 5 ans, avec une pièce justificative (p. ex. un certificat médical).",
    request: 'Demander une dispense',
    years: "Nombre d'années",
    years_option: '%{smart_count} an |||| %{smart_count} ans',
    comments: 'Explication (facultatif)',
    file: 'Pièce justificative',
    choose_file: 'Choisir un fichier',
    no_file: 'Aucun fichier choisi.',
    send: 'Demander',
    cancel: 'Annuler',
    sending: 'Envoi de votre demande…',
    reloading: 'La liste va être rechargée dans un instant.',
    active: 'Active',
    active_yes: 'Oui',
    active_no: 'Non',
    none: "Vous n'avez pas encore demandé de dispense.",
    exempt_until: "Dispensé(e) jusqu'au %{date}",
  },
};
