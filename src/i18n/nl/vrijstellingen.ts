/** The exemptions screen of a veterinarian (SPEC §2 /vrijstellingen): their requests and the request dialog. */
export const exemptionMessages = {
  vrijstellingen: {
    title: 'Mijn vrijstellingen',
    intro: 'U kunt vrijstelling van de bijscholingsplicht aanvragen voor 1 tot 5 jaar, met één bewijsstuk (bv. een medisch attest).',
    request: 'Vrijstelling aanvragen',
    years: 'Aantal jaren',
    years_option: '%{smart_count} jaar |||| %{smart_count} jaar',
    comments: 'Toelichting (niet verplicht)',
    file: 'Bewijsstuk',
    choose_file: 'Bestand kiezen',
    no_file: 'Nog geen bestand gekozen.',
    send: 'Aanvragen',
    cancel: 'Annuleren',
    sending: 'Uw aanvraag wordt verstuurd…',
    reloading: 'De lijst wordt zo dadelijk opnieuw geladen.',
    active: 'Actief',
    active_yes: 'Ja',
    active_no: 'Nee',
    none: 'U hebt nog geen vrijstelling aangevraagd.',
    exempt_until: 'Vrijgesteld tot %{date}',
  },
};
