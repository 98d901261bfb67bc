import type { ResourceTexts } from '../../../domain/texts/registry';

/**
 * The French texts of each declared resource (domain/texts/resources-fr, the same shape as the Dutch
 * ones), found at build time. Only the Dutch texts are registered (domain/texts/registry): the
 * server's mails and exports name choices from there.
 */
const declaredTexts = import.meta.glob<{ default: ResourceTexts }>('../../../domain/texts/resources-fr/*.ts', { eager: true });
const declared = Object.fromEntries(Object.entries(declaredTexts).map(([file, m]) => [file.replace(/^.*\/|\.ts$/g, ''), m.default]));

/** react-admin resource names (with French plurals) and field labels. */
export const resourceMessages = {
  resources: {
    ...declared,
    dierenartsen: {
      name: 'Médecin vétérinaire |||| Médecins vétérinaires',
      fields: { lastname: 'Nom', firstname: 'Prénom', locality: 'Commune', reference: "Numéro d'Ordre", ordenummer: "Numéro d'Ordre" },
    },
    rechtspersonen: {
      name: 'Personne morale |||| Personnes morales',
      fields: { name: 'Nom', locality: 'Commune', legalentityDisplayAddress: 'Adresse', reference: 'Référence', website: 'Site web' },
    },
    profiel: {
      name: 'Profil |||| Profils',
      fields: {
        username: "Nom d'utilisateur",
        firstname: 'Prénom',
        lastname: 'Nom',
        email: 'Adresse e-mail',
        telephone: 'Téléphone',
        password: 'Nouveau mot de passe',
        repassword: 'Confirmer le mot de passe',
      },
    },
  },
};
