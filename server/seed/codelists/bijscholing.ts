import type { CodelistSeed } from './types';

/**
 * Codelijsten rond permanente vorming (bijscholing): cursustypes, cursusstatussen,
 * vakgebieden, niveaus, beoordelaars en puntencategorieën.
 */

/** CURSUSTYPE — het soort punten dat een cursus oplevert; de aanbieder kiest er één bij registratie. */
export const cursustype: CodelistSeed = {
  code: 'CURSUSTYPE',
  description: 'Cursustypes (soort bijscholingspunten)',
  translations: { fr: 'Types de cours (sorte de points de formation continue)' },
  items: [
    {
      codedetail: 'EBP',
      description: 'EBP-cursus (erkende bijscholing, wetenschappelijk onderbouwd)',
      translations: { fr: 'Cours EBP (formation continue agréée, evidence-based)' },
    },
    {
      codedetail: 'BP',
      description: 'BP-cursus (bijscholingspunten)',
      translations: { fr: 'Cours BP (points de formation continue)' },
    },
  ],
};

/** CURSTATUS — levenscyclus van een cursusaanvraag. Codes zijn vast: de applicatie rekent erop. */
export const curstatus: CodelistSeed = {
  code: 'CURSTATUS',
  description: 'Status van een cursus',
  translations: { fr: "Statut d'un cours" },
  items: [
    { codedetail: 'NIEUW', description: 'Nieuw', translations: { fr: 'Nouveau' } },
    { codedetail: 'ONVOLLEDIG', description: 'Onvolledig', translations: { fr: 'Incomplet' } },
    { codedetail: 'AANGEVRAAGD', description: 'Aangevraagd', translations: { fr: 'Demandé' } },
    {
      codedetail: 'BEOORDELEN_P',
      description: 'Te beoordelen (beoordelaar nodig)',
      translations: { fr: 'À évaluer (évaluateur requis)' },
    },
    { codedetail: 'GOEDGEKEURD', description: 'Goedgekeurd', translations: { fr: 'Approuvé' } },
    { codedetail: 'AFGEKEURD', description: 'Afgekeurd', translations: { fr: 'Refusé' } },
  ],
};

/** VAKGEBIED — diergeneeskundige disciplines waarin een cursus valt. */
export const vakgebied: CodelistSeed = {
  code: 'VAKGEBIED',
  description: 'Vakgebieden',
  translations: { fr: 'Disciplines' },
  items: [
    { codedetail: 'INTERN', description: 'Interne geneeskunde', translations: { fr: 'Médecine interne' } },
    { codedetail: 'HEELK', description: 'Heelkunde', translations: { fr: 'Chirurgie' } },
    { codedetail: 'ORTHO', description: 'Orthopedie', translations: { fr: 'Orthopédie' } },
    { codedetail: 'DERMA', description: 'Dermatologie', translations: { fr: 'Dermatologie' } },
    { codedetail: 'OFTALMO', description: 'Oftalmologie', translations: { fr: 'Ophtalmologie' } },
    { codedetail: 'CARDIO', description: 'Cardiologie', translations: { fr: 'Cardiologie' } },
    { codedetail: 'NEURO', description: 'Neurologie', translations: { fr: 'Neurologie' } },
    { codedetail: 'ONCO', description: 'Oncologie', translations: { fr: 'Oncologie' } },
    {
      codedetail: 'ANEST',
      description: 'Anesthesie en pijnbestrijding',
      translations: { fr: 'Anesthésie et analgésie' },
    },
    {
      codedetail: 'SPOED',
      description: 'Spoedgeneeskunde en intensieve zorg',
      translations: { fr: "Médecine d'urgence et soins intensifs" },
    },
    { codedetail: 'BEELD', description: 'Medische beeldvorming', translations: { fr: 'Imagerie médicale' } },
    {
      codedetail: 'VOORTPL',
      description: 'Voortplanting en verloskunde',
      translations: { fr: 'Reproduction et obstétrique' },
    },
    { codedetail: 'GEDRAG', description: 'Diergedrag', translations: { fr: 'Comportement animal' } },
    { codedetail: 'TAND', description: 'Tandheelkunde', translations: { fr: 'Dentisterie' } },
    { codedetail: 'VOEDING', description: 'Diervoeding', translations: { fr: 'Nutrition animale' } },
    {
      codedetail: 'INFECT',
      description: 'Infectieziekten en microbiologie',
      translations: { fr: 'Maladies infectieuses et microbiologie' },
    },
    { codedetail: 'PARASIT', description: 'Parasitologie', translations: { fr: 'Parasitologie' } },
    {
      codedetail: 'KLINBIO',
      description: 'Klinische biologie en laboratoriumdiagnostiek',
      translations: { fr: 'Biologie clinique et diagnostic de laboratoire' },
    },
    { codedetail: 'PATHO', description: 'Pathologie', translations: { fr: 'Pathologie' } },
    {
      codedetail: 'FARMA',
      description: 'Farmacologie en toxicologie',
      translations: { fr: 'Pharmacologie et toxicologie' },
    },
    {
      codedetail: 'ANTIBIO',
      description: 'Verantwoord antibioticagebruik',
      translations: { fr: 'Usage prudent des antibiotiques' },
    },
    {
      codedetail: 'KUDDE',
      description: 'Bedrijfsbegeleiding en kuddegezondheid',
      translations: { fr: 'Guidance vétérinaire et santé de troupeau' },
    },
    { codedetail: 'VOEDSEL', description: 'Voedselveiligheid', translations: { fr: 'Sécurité alimentaire' } },
    { codedetail: 'EPIDEM', description: 'Epidemiologie', translations: { fr: 'Épidémiologie' } },
    {
      codedetail: 'ONEHEALTH',
      description: 'Volksgezondheid en One Health',
      translations: { fr: 'Santé publique et One Health' },
    },
    { codedetail: 'WELZIJN', description: 'Dierenwelzijn', translations: { fr: 'Bien-être animal' } },
    {
      codedetail: 'DEONTO',
      description: 'Deontologie en wetgeving',
      translations: { fr: 'Déontologie et législation' },
    },
    { codedetail: 'MANAG', description: 'Praktijkmanagement', translations: { fr: 'Gestion de cabinet' } },
    {
      codedetail: 'COMMUNIC',
      description: 'Communicatie en klantrelaties',
      translations: { fr: 'Communication et relation client' },
    },
    // Niet langer aangeboden voor nieuwe cursussen; blijft bestaan voor historische gegevens.
    { codedetail: 'HOMEO', description: 'Homeopathie', active: false, translations: { fr: 'Homéopathie' } },
    {
      codedetail: 'ALGEMEEN',
      description: 'Algemeen (niet ingedeeld)',
      active: false,
      translations: { fr: 'Général (non classé)' },
    },
  ],
};

/** OPLNIVEAU — niveau van een cursus. */
export const oplniveau: CodelistSeed = {
  code: 'OPLNIVEAU',
  description: 'Opleidingsniveaus',
  translations: { fr: 'Niveaux de formation' },
  items: [
    { codedetail: 'BASIS', description: 'Basis', translations: { fr: 'Base' } },
    { codedetail: 'GEVORDERD', description: 'Gevorderd', translations: { fr: 'Avancé' } },
    { codedetail: 'EXPERT', description: 'Expert', translations: { fr: 'Expert' } },
    { codedetail: 'SPECIALIST', description: 'Specialist', translations: { fr: 'Spécialiste' } },
    { codedetail: 'ALLE', description: 'Alle niveaus', translations: { fr: 'Tous niveaux' } },
  ],
};

/** BEOORDELAAR — instanties die cursusaanvragen inhoudelijk beoordelen. */
export const beoordelaar: CodelistSeed = {
  code: 'BEOORDELAAR',
  description: 'Beoordelaars van cursussen',
  translations: { fr: 'Évaluateurs des cours' },
  items: [
    {
      codedetail: 'COMBIJ',
      description: 'Commissie Bijscholing',
      translations: { fr: 'Commission Formation continue' },
    },
    {
      codedetail: 'NGR',
      description: 'Nederlandstalige Gewestelijke Raad',
      translations: { fr: "Conseil régional d'expression néerlandaise" },
    },
    {
      codedetail: 'FGR',
      description: 'Franstalige Gewestelijke Raad',
      translations: { fr: "Conseil régional d'expression française" },
    },
    {
      codedetail: 'UGENT',
      description: 'Faculteit Diergeneeskunde UGent',
      translations: { fr: 'Faculté de Médecine vétérinaire UGent' },
    },
    {
      codedetail: 'ULIEGE',
      description: 'Faculteit Diergeneeskunde ULiège',
      translations: { fr: 'Faculté de Médecine vétérinaire ULiège' },
    },
    {
      codedetail: 'EXTERN',
      description: 'Externe deskundige',
      translations: { fr: 'Expert externe' },
    },
  ],
};

/** CATTYPE — categorieën van bijscholingspunten; codes = types van puntenregistraties. */
export const cattype: CodelistSeed = {
  code: 'CATTYPE',
  description: 'Categorieën van bijscholingspunten',
  translations: { fr: 'Catégories de points de formation continue' },
  items: [
    { codedetail: 'ebpcursussen', description: 'EBP-cursussen', translations: { fr: 'Cours EBP' } },
    { codedetail: 'bpcursussen', description: 'BP-cursussen', translations: { fr: 'Cours BP' } },
    { codedetail: 'others', description: 'Andere vormen', translations: { fr: 'Autres formes' } },
    { codedetail: 'teachings', description: 'Lesgeven', translations: { fr: 'Enseignement' } },
    { codedetail: 'peerreview', description: 'Peer review', translations: { fr: 'Évaluation par les pairs' } },
    {
      codedetail: 'publications',
      description: 'Wetenschappelijke publicaties',
      translations: { fr: 'Publications scientifiques' },
    },
  ],
};
