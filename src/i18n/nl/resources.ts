import { type ResourceTexts, registerTexts } from '../../../domain/texts/registry';

/** The texts of each declared resource (domain/texts/resources, typed by its declaration), found at build time. */
const declaredTexts = import.meta.glob<{ default: ResourceTexts }>('../../../domain/texts/resources/*.ts', { eager: true });
const declared = Object.fromEntries(Object.entries(declaredTexts).map(([file, m]) => [file.replace(/^.*\/|\.ts$/g, ''), m.default]));
registerTexts(declared);

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
  },
};
