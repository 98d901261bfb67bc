import { MAIL_TEMPLATE_PARAMS } from '../../domain/mailTemplates';
import { frenchTexts, GREETING_FR, SIGNATURE_FR } from './mailTemplates.fr';

export interface MailTemplateSeed {
  name: string;
  description: string;
  /** What the template is for, in French: the product's, on the secretariat's screens. */
  description_fr: string;
  subject: string;
  body: string;
  subject_fr: string;
  body_fr: string;
  params: string[];
}

const GREETING = 'Beste {{voornaam}} {{achternaam}},';
const SIGNATURE = 'Met vriendelijke groeten,\nHet secretariaat van de Orde der Dierenartsen';

/** One Dutch template for every mail the product sends (SPEC §4 decisions, §7 calls); the French twins: ./mailTemplates.fr.ts. */
const texts: Record<string, { description: string; subject: string; lines: string[] }> = {
  WACHTWOORD_RESET: {
    description: 'Wachtwoord opnieuw instellen',
    subject: 'Uw wachtwoord voor het ledenportaal',
    lines: [
      'U vroeg een nieuw wachtwoord aan voor de gebruiker {{gebruikersnaam}}. Via deze link kiest u een nieuw wachtwoord:\n{{link}}',
      'De link is één keer bruikbaar en vervalt na 24 uur. Vroeg u niets aan? Dan mag u deze e-mail negeren.',
    ],
  },
  ACTIVATIE: {
    description: 'Account activeren',
    subject: 'Activeer uw account op het ledenportaal',
    lines: ['Er werd een account voor u aangemaakt met gebruikersnaam {{gebruikersnaam}}. Activeer uw account en kies een wachtwoord via deze link:\n{{link}}'],
  },
  REGISTRATIE_ONTVANGEN: {
    description: 'Registratie opleidingsverstrekker ontvangen',
    subject: 'Uw registratie als opleidingsverstrekker werd ontvangen',
    lines: [
      'Wij ontvingen uw registratie als opleidingsverstrekker voor {{organisatie}}. Het secretariaat bekijkt ze zo snel mogelijk; u krijgt bericht zodra ze beoordeeld is.',
    ],
  },
  REGISTRATIE_GOEDGEKEURD: {
    description: 'Registratie opleidingsverstrekker goedgekeurd',
    subject: 'Uw registratie als opleidingsverstrekker werd goedgekeurd',
    lines: [
      'Uw registratie als opleidingsverstrekker voor {{organisatie}} werd goedgekeurd. Activeer uw account (gebruikersnaam {{gebruikersnaam}}) via deze link:\n{{link}}',
    ],
  },
  REGISTRATIE_AFGEKEURD: {
    description: 'Registratie opleidingsverstrekker afgekeurd',
    subject: 'Uw registratie als opleidingsverstrekker werd niet aanvaard',
    lines: ['Uw registratie als opleidingsverstrekker voor {{organisatie}} werd helaas niet aanvaard.', 'Reden: {{reden}}'],
  },
  ADRESWIJZIGING_GOEDGEKEURD: {
    description: 'Adreswijziging goedgekeurd',
    subject: 'Uw adreswijziging werd verwerkt',
    lines: ['Uw aanvraag ({{soort}}) werd goedgekeurd en verwerkt:\n{{adres}}', 'U kunt uw gegevens nakijken op {{link}}'],
  },
  ADRESWIJZIGING_AFGEKEURD: {
    description: 'Adreswijziging afgekeurd',
    subject: 'Uw adreswijziging werd niet verwerkt',
    lines: ['Uw aanvraag ({{soort}}) voor {{adres}} werd niet goedgekeurd.', 'Reden: {{reden}}'],
  },
  CURSUS_INGEDIEND: {
    description: 'Cursus ingediend',
    subject: 'Cursus ingediend: {{cursus}}',
    lines: ['{{organisatie}} diende de cursus "{{cursus}}" in ter goedkeuring. U kunt ze bekijken op {{link}}'],
  },
  CURSUS_STATUS: {
    description: 'Status van een cursus gewijzigd',
    subject: 'Nieuwe status voor uw cursus {{cursus}}',
    lines: ['De status van uw cursus "{{cursus}}" is nu: {{status}}.', 'Commentaar van het secretariaat: {{reden}}', 'Details: {{link}}'],
  },
  EVALUATIE_GOEDGEKEURD: {
    description: 'Evaluatietoets goedgekeurd',
    subject: 'Evaluatietoets goedgekeurd: {{cursus}}',
    lines: ['De evaluatietoets van de cursus "{{cursus}}" werd goedgekeurd met nummer {{evaluatienummer}}.'],
  },
  EVALUATIE_AFGEKEURD: {
    description: 'Evaluatietoets afgekeurd',
    subject: 'Evaluatietoets afgekeurd: {{cursus}}',
    lines: ['De evaluatietoets van de cursus "{{cursus}}" werd niet goedgekeurd.', 'Reden: {{reden}}'],
  },
  VERKIEZING_UITNODIGING: {
    description: 'Uitnodiging om te stemmen',
    subject: 'Uitnodiging: stem voor {{verkiezing}}',
    lines: [
      'U wordt uitgenodigd om te stemmen voor {{verkiezing}}. U kunt stemmen van {{begin}} tot {{einde}} via {{link}}',
      'Uw stem is geheim: uw browser verzegelt ze, en alleen het kiescomité samen kan de totalen openen.',
      'De vingerafdruk van deze verkiezing (kandidaten, kiescomité en sleutel) is:\n{{vingerafdruk_verkiezing}}\nControleert u een stembiljet, dan toont de controle dezelfde vingerafdruk.',
    ],
  },
  VERKIEZING_HERINNERING: {
    description: 'Herinnering om te stemmen',
    subject: 'Herinnering: stem voor {{verkiezing}}',
    lines: ['U hebt nog niet gestemd voor {{verkiezing}}. U kunt nog stemmen tot {{einde}} via {{link}}', 'Uw stem is geheim.'],
  },
  VERKIEZING_SLUITING: {
    description: 'Aan wie gestemd heeft: de stemming is gesloten, met de kop van het stembord',
    subject: 'De stemming voor {{verkiezing}} is gesloten',
    lines: [
      'De stemming voor {{verkiezing}} is gesloten. Uw stem staat op het stembord. De kop van het stembord bij de sluiting is:\n{{vingerafdruk}}',
      'Die kop vat elk stembiljet op het stembord samen. Het kiescomité telt alleen een stembus met precies deze kop, en u kunt ze vergelijken met het stembord via {{link}}',
    ],
  },
  WACHTDIENST_REGISTRATIE: {
    description: 'Beslissing over de registratie van een wachtdienst',
    subject: 'Registratie wachtdienst {{wachtdienst}}: {{beslissing}}',
    lines: ['Over de registratie van de wachtdienst {{wachtdienst}} werd beslist: {{beslissing}}.', 'Commentaar: {{reden}}'],
  },
  WACHTDIENST_WIJZIGING: {
    description: 'Beslissing over een wijziging van een wachtdienst',
    subject: 'Wijziging wachtdienst {{wachtdienst}}: {{beslissing}}',
    lines: ['Over de gevraagde wijziging van de wachtdienst {{wachtdienst}} werd beslist: {{beslissing}}.', 'Commentaar: {{reden}}'],
  },
  VRIJSTELLING_BESLISSING: {
    description: 'Beslissing over een vrijstelling',
    subject: 'Uw aanvraag tot vrijstelling: {{beslissing}}',
    // A declined request has no end date: that line is then left out.
    lines: [
      'Over uw aanvraag tot vrijstelling voor {{jaren}} jaar werd beslist: {{beslissing}}.',
      'De vrijstelling loopt tot {{einddatum}}.',
      'Commentaar: {{reden}}',
    ],
  },
  PUNTEN_AFGEKEURD: {
    description: 'Bijscholingspunten afgekeurd',
    subject: 'Bijscholingspunten niet aanvaard',
    lines: ['De volgende bijscholingspunten werden niet aanvaard: {{punten}}.', 'Reden: {{reden}}', 'U kunt uw punten nakijken op {{link}}'],
  },
  PUNTEN_GEREGISTREERD: {
    description: 'Bijscholingspunten geregistreerd door de opleidingsverstrekker',
    subject: 'Uw deelname aan {{cursus}} werd geregistreerd',
    lines: [
      '{{organisatie}} registreerde uw deelname aan de cursus {{cursus}}. In uw bijscholingspunten staat ze nu goedgekeurd: {{punten}}.',
      'U kunt uw punten nakijken op {{link}}',
    ],
  },
  HERINNERING_PUNTEN: {
    description: 'Herinnering: te weinig bijscholingspunten voor het einde van de periode',
    subject: 'Herinnering: uw bijscholingspunten',
    lines: ['De huidige bijscholingsperiode loopt af op {{einddatum}}. U hebt er nu {{punten}}.', 'U kunt uw punten aanvullen en nakijken op {{link}}'],
  },
  COMITE_TAAK: {
    description: 'Kiescomité: een stap van de sleutelceremonie wacht op u',
    subject: 'Kiescomité {{verkiezing}}: {{taak}}',
    lines: [
      'U bent lid van het kiescomité van {{verkiezing}}. Er wacht een stap op u: {{taak}}.',
      'Zet die stap in het portaal via {{link}} met uw sleutelbestand en uw wachtwoordzin. Niemand anders kan dat voor u doen.',
    ],
  },
  COMITE_TELLING: {
    description: 'Kiescomité: de stemming is gesloten, de telling wacht',
    subject: 'Kiescomité {{verkiezing}}: de telling wacht op u',
    lines: [
      'De stemming voor {{verkiezing}} is gesloten. De vingerafdruk van de stembus bij de sluiting is:\n{{vingerafdruk}}',
      'Uw browser controleert de stembus en die vingerafdruk voor hij iets ontsleutelt. Tel mee via {{link}} met uw sleutelbestand en uw wachtwoordzin.',
    ],
  },
  HERINNERING_STEMMEN: {
    description: 'Herinnering: nog niet gestemd, de dag voor de stemming sluit',
    subject: 'Laatste dag: stem voor {{verkiezing}}',
    lines: ['U hebt nog niet gestemd voor {{verkiezing}}. De stemming sluit op {{einde}}; u kunt stemmen via {{link}}', 'Uw stem is geheim.'],
  },
  HERINNERING_VRIJSTELLING: {
    description: 'Herinnering: de vrijstelling van bijscholing loopt af',
    subject: 'Uw vrijstelling van bijscholing loopt af',
    lines: [
      'Uw vrijstelling van bijscholing loopt af op {{einddatum}}. Vanaf 32 dagen voor die datum telt ze niet meer mee voor de controle.',
      'U kunt een nieuwe vrijstelling aanvragen via {{link}}',
    ],
  },
  HERINNERING_EVALUATIE: {
    description: 'Herinnering aan de opleidingsverstrekker: evaluatietoets ontbreekt',
    subject: 'Evaluatietoets ontbreekt: {{cursus}}',
    lines: ['De cursus {{cursus}} van {{organisatie}} is afgelopen, maar de evaluatietoets werd nog niet opgeladen.', 'U kunt ze opladen via {{link}}'],
  },
};

export const mailTemplates: MailTemplateSeed[] = Object.entries(texts).map(([name, t]) => ({
  name,
  description: t.description,
  description_fr: frenchTexts[name]!.description,
  subject: t.subject,
  body: [GREETING, ...t.lines, SIGNATURE].join('\n\n'),
  subject_fr: frenchTexts[name]!.subject,
  body_fr: [GREETING_FR, ...frenchTexts[name]!.lines, SIGNATURE_FR].join('\n\n'),
  params: MAIL_TEMPLATE_PARAMS[name] ?? [],
}));
