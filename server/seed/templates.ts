/** The page templates the product starts with, in Dutch and French; the secretariat edits them afterwards. */
export const pageTemplates = [
  {
    name: 'LOGIN_INTRO',
    title: 'Welkom op het ledenportaal',
    content:
      '<p>Welkom op het ledenportaal van de Orde der Dierenartsen. Dierenartsen melden aan met hun ordenummer, opleidingsverstrekkers met hun gebruikersnaam.</p>',
    title_fr: 'Bienvenue sur le portail des membres',
    content_fr:
      "<p>Bienvenue sur le portail des membres de l'Ordre des Médecins Vétérinaires. Les vétérinaires se connectent avec leur numéro d'Ordre, les prestataires de formation avec leur nom d'utilisateur.</p>",
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
    title_fr: 'Règlement du portail des membres',
    content_fr: [
      "<p>En tant que membre de l'Ordre des Médecins Vétérinaires, vous vous engagez à :</p>",
      '<ul><li>tenir les données de ce portail exactes et complètes ;</li>',
      '<li>garder vos données de connexion personnelles et secrètes ;</li>',
      '<li>enregistrer vos points de formation continue en toute sincérité et conserver les pièces justificatives ;</li>',
      "<li>n'utiliser les données de vos confrères que pour l'exercice de la profession.</li></ul>",
      "<p>L'Ordre traite vos données à caractère personnel conformément au Règlement général sur la protection des données.</p>",
    ].join(''),
  },
  {
    name: 'VERKIEZING_INFO',
    title: 'Verkiezingen',
    content: '<p>Elke dierenarts die ingeschreven is op de lijst van de Orde mag één keer stemmen per verkiezing. Uw stem is geheim.</p>',
    title_fr: 'Élections',
    content_fr: "<p>Chaque vétérinaire inscrit au tableau de l'Ordre peut voter une fois par élection. Votre vote est secret.</p>",
  },
  {
    name: 'VRIJSTELLING_REGELS',
    title: 'Vrijstelling van bijscholing',
    content:
      '<p>U kunt vrijstelling van de bijscholingsplicht aanvragen voor 1 tot 5 jaar, met een bewijsstuk (bv. een medisch attest of een bewijs van verblijf in het buitenland).</p>',
    title_fr: 'Dispense de formation continue',
    content_fr:
      "<p>Vous pouvez demander une dispense de l'obligation de formation continue pour 1 à 5 ans, avec une pièce justificative (p. ex. un certificat médical ou une preuve de séjour à l'étranger).</p>",
  },
];
