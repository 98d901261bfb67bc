/**
 * The member's own data file (GDPR art. 15 and 20) in Dutch: the overview's title, its areas and
 * sections, the labels of the columns and the names of the codes the portal keeps itself.
 */
export const MEMBER_DATA_TITLE = 'Uw gegevens bij de Orde der Dierenartsen';

export const memberDataIntro =
  'Dit bestand bevat alle gegevens die het ledenportaal over u bijhoudt. gegevens.json bevat dezelfde gegevens in een machineleesbare vorm; de map bestanden bevat de documenten die u opgeladen hebt. Uw stem in een verkiezing is geheim en staat er niet in: enkel dat en wanneer u stemde.';

/** The document's parts: each area a heading, its sections below it, in this order. */
export const memberDataAreas: { id: string; title: string; sections: Record<string, string> }[] = [
  {
    id: 'account',
    title: 'Account en persoonsgegevens',
    sections: {
      account: 'Account',
      persoon: 'Persoonsgegevens',
      sessies: 'Aanmeldingen',
      links: 'Links om een wachtwoord in te stellen of het account te activeren',
      agenda: 'Agendalink',
      cursusagenda: 'Bijscholingen in de eigen agenda',
    },
  },
  {
    id: 'adressen',
    title: 'Adressen en samenwerkingen',
    sections: {
      adressen: 'Adressen',
      samenwerkingen: 'Samenwerkingen met rechtspersonen',
      adreswijzigingen: 'Aanvragen tot wijziging van adressen en samenwerkingen',
    },
  },
  {
    id: 'beroep',
    title: 'Beroep en bijscholing',
    sections: {
      activiteiten: 'Professionele activiteiten',
      punten: 'Bijscholingspunten',
      aanwezigheden: 'Aanwezigheden die een opleidingsverstrekker registreerde',
      vrijstellingen: 'Vrijstellingen van bijscholing',
      attesten: 'Attesten permanente vorming',
    },
  },
  {
    id: 'wachtdienst',
    title: 'Wachtdiensten',
    sections: {
      wachtdiensten: 'Lidmaatschappen van wachtdiensten',
      wachtdienstaanvragen: 'Aanvragen voor een nieuwe wachtdienst',
      wachtdienstwijzigingen: 'Aanvragen tot wijziging van een wachtdienst',
    },
  },
  { id: 'verkiezing', title: 'Verkiezingen', sections: { verkiezingen: 'Deelname aan verkiezingen', kandidaturen: 'Kandidaturen' } },
  { id: 'berichten', title: 'Mails en herinneringen', sections: { mails: 'Mails aan u', herinneringen: 'Herinneringen' } },
  { id: 'documenten', title: 'Documenten', sections: { bestanden: 'Opgeladen bestanden' } },
  { id: 'logboek', title: 'Logboek', sections: { logboek: 'Wat er met uw gegevens gebeurde' } },
];

export const memberDataTexts = {
  contents: 'Inhoud',
  member: 'Ordenummer',
  made: 'Gemaakt op',
  none: 'Geen gegevens.',
  yes: 'Ja',
  no: 'Nee',
  file: (id: number) => `bestand nr. ${id} (map bestanden)`,
  bytes: (size: string) => `${size} bytes`,
  fileKind: (extension: string) => `${extension.toUpperCase()}-bestand`,
  period: (from: string, until: string) => `${from} tot ${until}`,
  changed: 'Wijzigingen',
  written: 'Gegevens',
  more: (n: number) => (n === 1 ? 'en 1 ander gegeven' : `en ${n} andere gegevens`),
  by: 'Door',
  subject: 'Over',
  address: 'Adres',
} as const;

/** A column's label wherever it appears (a section's own label below comes first). */
export const memberColumnLabels: Record<string, string> = {
  ordenummer: 'Ordenummer',
  firstname: 'Voornaam',
  lastname: 'Familienaam',
  name: 'Naam',
  email: 'E-mailadres',
  telephone: 'Telefoon',
  mobile: 'Gsm',
  locality: 'Gemeente',
  roles: 'Rollen',
  active: 'Actief',
  created_at: 'Aangemaakt op',
  updated_at: 'Laatst gewijzigd op',
  creationdate: 'Aangemaakt op',
  startdate: 'Vanaf',
  enddate: 'Tot',
  comment: 'Commentaar',
  comments: 'Toelichting',
  state: 'Status',
  status: 'Status',
};

/** Labels that differ per section, and the columns a section shows that others keep to themselves. */
export const memberSectionLabels: Record<string, Record<string, string>> = {
  account: { username: 'Gebruikersnaam', kennisname: 'Reglement aanvaard', cursus_type: 'Soort opleidingsverstrekker' },
  adressen: { role: 'Soort adres', adres: 'Adres' },
  samenwerkingen: { rechtspersoon: 'Rechtspersoon', workaddress: 'Functie' },
  adreswijzigingen: {
    id: 'Nummer',
    code: 'Soort',
    data: 'Gevraagd',
    error: 'Fout',
    decided_at: 'Beslist op',
    decided_by: 'Beslist door',
    creationdate: 'Ingediend op',
  },
  punten: {
    id: 'Nummer',
    periode_id: 'Periode',
    bijlage_id: 'Document',
    attend_id: 'Aanwezigheidsbewijs',
    geslaagden_id: 'Attest van slagen',
    credited_by: 'Geregistreerd door',
    credited_at: 'Geregistreerd op',
  },
  aanwezigheden: { cursus_id: 'Cursus', username: '', geslaagd: 'Geslaagd', credited_by: 'Geregistreerd door', credited_at: 'Geregistreerd op' },
  vrijstellingen: { id: 'Nummer', end_date: 'Einddatum', attachment_id: 'Bewijsstuk' },
  attesten: {
    code: 'Verificatiecode',
    periode_id: 'Periode',
    totaal: 'Goedgekeurde punten',
    voldaan: 'Voldaan aan de bijscholingsverplichting',
    sha256: 'Vingerafdruk van de PDF',
    made_at: 'Opgemaakt op',
    made_by: 'Opgemaakt door',
  },
  wachtdiensten: { wachtdienst: 'Wachtdienst', name: '', ordenummer: '', active_member: 'Lidmaatschap', creationdate: 'Lid sinds' },
  agenda: { created_at: 'Aangemaakt op' },
  cursusagenda: { cursus_id: 'Cursus', created_at: 'Toegevoegd op', username: '' },
  sessies: { created_at: 'Aangemeld op', last_seen: 'Laatst actief op' },
  links: { kind: 'Soort', expires_at: 'Geldig tot', used_at: 'Gebruikt op' },
  verkiezingen: { verkiezing: 'Verkiezing', gestemd_op: 'Gestemd op' },
  kandidaturen: { verkiezing: 'Verkiezing', begin: 'Begin van de stemming', einde: 'Einde van de stemming', campagne_id: 'Campagnebestand' },
  wachtdienstaanvragen: { id: 'Nummer' },
  wachtdienstwijzigingen: { id: 'Nummer' },
  mails: {
    idmail: 'Nummer',
    sjabloon: 'Soort mail',
    recipient: 'Aan',
    waarden: 'Inhoud',
    attempts: 'Pogingen',
    next_attempt_at: 'Volgende poging',
    processed_at: 'Verstuurd op',
  },
  herinneringen: { occasion: 'Gelegenheid', creationdate: 'Verstuurd op', idmail: 'Mail nr.', recipient: '' },
  bestanden: {
    id: 'Nummer',
    name: 'Bestandsnaam',
    content_type: 'Soort bestand',
    size: 'Grootte',
    sha256: 'Vingerafdruk (SHA-256)',
    created_at: 'Opgeladen op',
  },
  logboek: { at: 'Tijdstip', action: 'Handeling' },
};

/** The parts of what an address change asked, and of an address. */
export const memberDataLabels: Record<string, string> = {
  code: 'Soort',
  startdate: 'Vanaf',
  legalentityname: 'Naam van de organisatie',
  iddiclegalform: 'Rechtsvorm',
  orgtelephone: 'Telefoon van de organisatie',
  orgemail: 'E-mailadres van de organisatie',
  orgwebsite: 'Website van de organisatie',
  workaddress: 'Functie',
  telephone: 'Telefoon',
  mobile: 'Gsm',
  email: 'E-mailadres',
};

/** Columns that only link rows inside the portal or repeat who the member is: in gegevens.json, not in the overview. */
export const memberHiddenColumns = new Set([
  'id',
  'username',
  'member',
  'requester',
  'requester_name',
  'created_by',
  'user_id',
  'person_id',
  'iddicperson',
  'iddicaddress',
  'iddiclegalentity',
  'iddiccontact',
  'legal_entity_id',
  'idmailtemplate',
  'idbijcursus',
  'wachtdienst_id',
  'verkiezing_id',
  'subject_id',
  'request_id',
  'message_id',
  'search_name',
  'search_first',
  'search_locality',
  'siteProtocol',
]);

/** Codes the portal names itself (a code list in the database names the rest). */
export const memberCodeTexts: Record<string, Record<string, string>> = {
  roles: { DIERENARTS: 'Dierenarts', SECRETARIAAT: 'Secretariaat', OPLVERSTREKKER: 'Opleidingsverstrekker' },
  kind: { RESET: 'Wachtwoord opnieuw instellen', ACTIVATE: 'Account activeren' },
  occasion: { punten: 'Bijscholingspunten', stemmen: 'Stemmen', vrijstelling: 'Vrijstelling', evaluatie: 'Evaluatietoets' },
};

export const memberDataFileName = (username: string, day: string) => `gegevens-${username}-${day}.zip`;
