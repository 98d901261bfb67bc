/** Dutch page and mail templates the product starts with; the secretariat edits them afterwards. */
export const pageTemplates = [
  {
    name: 'LOGIN_INTRO',
    title: 'Welkom op het ledenportaal',
    content:
      '<p>Welkom op het ledenportaal van de Orde der Dierenartsen. Dierenartsen melden aan met hun ordenummer, opleidingsverstrekkers met hun gebruikersnaam.</p>',
  },
  {
    name: 'REGLEMENT',
    title: 'Reglement van het ledenportaal',
    content: [
      '<p>Als lid van de Orde der Dierenartsen verbindt u zich ertoe:</p>',
      '<ul><li>de gegevens in dit portaal juist en volledig bij te houden;</li>',
      '<li>uw aanmeldgegevens persoonlijk en geheim te houden;</li>',
      '<li>de bijscholingspunten naar waarheid te registreren en de bewijsstukken te bewaren;</li>',
      "<li>de gegevens van collega's enkel te gebruiken voor de uitoefening van het beroep.</li></ul>",
      '<p>De Orde verwerkt uw persoonsgegevens volgens de Algemene Verordening Gegevensbescherming.</p>',
    ].join(''),
  },
  {
    name: 'VERKIEZING_INFO',
    title: 'Verkiezingen',
    content: '<p>Elke dierenarts die ingeschreven is op de lijst van de Orde mag één keer stemmen per verkiezing. Uw stem is geheim.</p>',
  },
  {
    name: 'VRIJSTELLING_REGELS',
    title: 'Vrijstelling van bijscholing',
    content:
      '<p>U kunt vrijstelling van de bijscholingsplicht aanvragen voor 1 tot 5 jaar, met een bewijsstuk (bv. een medisch attest of een bewijs van verblijf in het buitenland).</p>',
  },
];
