/** The texts of each declared resource (name, fields, choices), one file per resource, found at build time. */
const declaredTexts = import.meta.glob<{ default: Record<string, unknown> }>('./resources/*.ts', { eager: true });
const declared = Object.fromEntries(Object.entries(declaredTexts).map(([file, m]) => [file.replace(/^.*\/|\.ts$/g, ''), m.default]));

/** react-admin resource names (with Dutch plurals) and field labels. */
export const resourceMessages = {
  resources: {
    ...declared,
    dierenartsen: {
      name: 'Dierenarts |||| Dierenartsen',
      fields: { lastname: 'Naam', firstname: 'Voornaam', locality: 'Gemeente', reference: 'Ordenummer', ordenummer: 'Ordenummer' },
    },
    rechtspersonen: {
      name: 'Rechtspersoon |||| Rechtspersonen',
      fields: { name: 'Naam', locality: 'Gemeente', legalentityDisplayAddress: 'Adres', reference: 'Referentie', website: 'Website' },
    },
    pages: {
      name: 'Paginasjabloon |||| Paginasjablonen',
      fields: {
        name: 'Naam',
        title: 'Titel',
        content: 'Tekst (HTML)',
        updated_at: 'Laatst gewijzigd',
        updated_by: 'Gewijzigd door',
      },
    },
    templates: {
      name: 'Mailsjabloon |||| Mailsjablonen',
      fields: {
        name: 'Naam',
        description: 'Omschrijving',
        subject: 'Onderwerp',
        body: 'Tekst',
        updated_at: 'Laatst gewijzigd',
        q: 'Zoeken',
      },
    },
    mails: {
      name: 'Mail |||| Mails',
      fields: {
        idmail: 'Nummer',
        creationdate: 'Aangemaakt op',
        recipient: 'Ontvanger',
        template: 'Sjabloon (code)',
        description: 'Sjabloon',
        status: 'Status',
        attempts: 'Pogingen',
        processed_at: 'Verwerkt op',
        message_id: 'Bericht-ID',
        q: 'Ontvanger zoeken',
      },
    },
    codelijsten: {
      name: 'Codelijst |||| Codelijsten',
      fields: {
        code: 'Code',
        description: 'Omschrijving',
        itemcount: 'Aantal waarden',
        q: 'Zoeken',
      },
    },
    'codelijst-items': {
      name: 'Waarde |||| Waarden',
      fields: {
        codedetail: 'Code',
        description: 'Omschrijving (Nederlands)',
        active: 'Actief',
        q: 'Zoeken',
      },
    },
    profiel: {
      name: 'Profiel |||| Profielen',
      fields: {
        username: 'Gebruikersnaam',
        firstname: 'Voornaam',
        lastname: 'Naam',
        email: 'E-mailadres',
        telephone: 'Telefoon',
        password: 'Nieuw wachtwoord',
        repassword: 'Wachtwoord opnieuw',
      },
    },
    registraties: {
      name: 'Registratie |||| Registraties',
      fields: {
        created_at: 'Ontvangen op',
        name: 'Organisatie',
        fullname: 'Naam',
        email: 'E-mailadres',
        username: 'Gebruikersnaam',
        status: 'Status',
      },
    },
    adreswijzigingen: {
      name: 'Adreswijziging |||| Adreswijzigingen',
      fields: {
        creationdate: 'Ingediend op',
        name: 'Lid',
        type: 'Soort',
        address: 'Adres',
        startdate: 'Vanaf',
        state: 'Status',
      },
    },
  },
};
