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
      translations: { fr: 'Cours EBP (formation continue agréée, evidence-based)', en: 'EBP course (accredited, evidence-based)' },
    },
    {
      codedetail: 'BP',
      description: 'BP-cursus (bijscholingspunten)',
      translations: { fr: 'Cours BP (points de formation continue)', en: 'BP course (continuing education points)' },
    },
  ],
};

/** CURSTATUS — levenscyclus van een cursusaanvraag. Codes zijn vast: de applicatie rekent erop. */
export const curstatus: CodelistSeed = {
  code: 'CURSTATUS',
  description: 'Status van een cursus',
  translations: { fr: "Statut d'un cours" },
  items: [
    { codedetail: 'NIEUW', description: 'Nieuw', translations: { fr: 'Nouveau', en: 'New' } },
    { codedetail: 'ONVOLLEDIG', description: 'Onvolledig', translations: { fr: 'Incomplet', en: 'Incomplete' } },
    { codedetail: 'AANGEVRAAGD', description: 'Aangevraagd', translations: { fr: 'Demandé', en: 'Requested' } },
    {
      codedetail: 'BEOORDELEN_P',
      description: 'Te beoordelen (beoordelaar nodig)',
      translations: { fr: 'À évaluer (évaluateur requis)', en: 'To be assessed (assessor needed)' },
    },
    { codedetail: 'GOEDGEKEURD', description: 'Goedgekeurd', translations: { fr: 'Approuvé', en: 'Approved' } },
    { codedetail: 'AFGEKEURD', description: 'Afgekeurd', translations: { fr: 'Refusé', en: 'Rejected' } },
  ],
};

/** VAKGEBIED — diergeneeskundige disciplines waarin een cursus valt. */
export const vakgebied: CodelistSeed = {
  code: 'VAKGEBIED',
  description: 'Vakgebieden',
  translations: { fr: 'Disciplines' },
  items: [
    { codedetail: 'INTERN', description: 'Interne geneeskunde', translations: { fr: 'Médecine interne', en: 'Internal medicine' } },
    { codedetail: 'HEELK', description: 'Heelkunde', translations: { fr: 'Chirurgie', en: 'Surgery' } },
    { codedetail: 'ORTHO', description: 'Orthopedie', translations: { fr: 'Orthopédie', en: 'Orthopaedics' } },
    { codedetail: 'DERMA', description: 'Dermatologie', translations: { fr: 'Dermatologie', en: 'Dermatology' } },
    { codedetail: 'OFTALMO', description: 'Oftalmologie', translations: { fr: 'Ophtalmologie', en: 'Ophthalmology' } },
    { codedetail: 'CARDIO', description: 'Cardiologie', translations: { fr: 'Cardiologie', en: 'Cardiology' } },
    { codedetail: 'NEURO', description: 'Neurologie', translations: { fr: 'Neurologie', en: 'Neurology' } },
    { codedetail: 'ONCO', description: 'Oncologie', translations: { fr: 'Oncologie', en: 'Oncology' } },
    {
      codedetail: 'ANEST',
      description: 'Anesthesie en pijnbestrijding',
      translations: { fr: 'Anesthésie et analgésie', en: 'Anaesthesia and analgesia' },
    },
    {
      codedetail: 'SPOED',
      description: 'Spoedgeneeskunde en intensieve zorg',
      translations: { fr: "Médecine d'urgence et soins intensifs", en: 'Emergency and critical care' },
    },
    { codedetail: 'BEELD', description: 'Medische beeldvorming', translations: { fr: 'Imagerie médicale', en: 'Diagnostic imaging' } },
    {
      codedetail: 'VOORTPL',
      description: 'Voortplanting en verloskunde',
      translations: { fr: 'Reproduction et obstétrique', en: 'Reproduction and obstetrics' },
    },
    { codedetail: 'GEDRAG', description: 'Diergedrag', translations: { fr: 'Comportement animal', en: 'Animal behaviour' } },
    { codedetail: 'TAND', description: 'Tandheelkunde', translations: { fr: 'Dentisterie', en: 'Dentistry' } },
    { codedetail: 'VOEDING', description: 'Diervoeding', translations: { fr: 'Nutrition animale', en: 'Animal nutrition' } },
    {
      codedetail: 'INFECT',
      description: 'Infectieziekten en microbiologie',
      translations: { fr: 'Maladies infectieuses et microbiologie', en: 'Infectious diseases and microbiology' },
    },
    { codedetail: 'PARASIT', description: 'Parasitologie', translations: { fr: 'Parasitologie', en: 'Parasitology' } },
    {
      codedetail: 'KLINBIO',
      description: 'Klinische biologie en laboratoriumdiagnostiek',
      translations: { fr: 'Biologie clinique et diagnostic de laboratoire', en: 'Clinical pathology and laboratory diagnostics' },
    },
    { codedetail: 'PATHO', description: 'Pathologie', translations: { fr: 'Pathologie', en: 'Pathology' } },
    {
      codedetail: 'FARMA',
      description: 'Farmacologie en toxicologie',
      translations: { fr: 'Pharmacologie et toxicologie', en: 'Pharmacology and toxicology' },
    },
    {
      codedetail: 'ANTIBIO',
      description: 'Verantwoord antibioticagebruik',
      translations: { fr: 'Usage prudent des antibiotiques', en: 'Prudent use of antimicrobials' },
    },
    {
      codedetail: 'KUDDE',
      description: 'Bedrijfsbegeleiding en kuddegezondheid',
      translations: { fr: 'Guidance vétérinaire et santé de troupeau', en: 'Herd health management' },
    },
    { codedetail: 'VOEDSEL', description: 'Voedselveiligheid', translations: { fr: 'Sécurité alimentaire', en: 'Food safety' } },
    { codedetail: 'EPIDEM', description: 'Epidemiologie', translations: { fr: 'Épidémiologie', en: 'Epidemiology' } },
    {
      codedetail: 'ONEHEALTH',
      description: 'Volksgezondheid en One Health',
      translations: { fr: 'Santé publique et One Health', en: 'Public health and One Health' },
    },
    { codedetail: 'WELZIJN', description: 'Dierenwelzijn', translations: { fr: 'Bien-être animal', en: 'Animal welfare' } },
    {
      codedetail: 'DEONTO',
      description: 'Deontologie en wetgeving',
      translations: { fr: 'Déontologie et législation', en: 'Professional ethics and legislation' },
    },
    { codedetail: 'MANAG', description: 'Praktijkmanagement', translations: { fr: 'Gestion de cabinet', en: 'Practice management' } },
    {
      codedetail: 'COMMUNIC',
      description: 'Communicatie en klantrelaties',
      translations: { fr: 'Communication et relation client', en: 'Communication and client relations' },
    },
    // Niet langer aangeboden voor nieuwe cursussen; blijft bestaan voor historische gegevens.
    { codedetail: 'HOMEO', description: 'Homeopathie', active: false, translations: { fr: 'Homéopathie', en: 'Homeopathy' } },
    {
      codedetail: 'ALGEMEEN',
      description: 'Algemeen (niet ingedeeld)',
      active: false,
      translations: { fr: 'Général (non classé)', en: 'General (unclassified)' },
    },
  ],
};

/** OPLNIVEAU — niveau van een cursus. */
export const oplniveau: CodelistSeed = {
  code: 'OPLNIVEAU',
  description: 'Opleidingsniveaus',
  translations: { fr: 'Niveaux de formation' },
  items: [
    { codedetail: 'BASIS', description: 'Basis', translations: { fr: 'Base', en: 'Basic' } },
    { codedetail: 'GEVORDERD', description: 'Gevorderd', translations: { fr: 'Avancé', en: 'Advanced' } },
    { codedetail: 'EXPERT', description: 'Expert', translations: { fr: 'Expert', en: 'Expert' } },
    { codedetail: 'SPECIALIST', description: 'Specialist', translations: { fr: 'Spécialiste', en: 'Specialist' } },
    { codedetail: 'ALLE', description: 'Alle niveaus', translations: { fr: 'Tous niveaux', en: 'All levels' } },
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
      translations: { fr: 'Commission Formation continue', en: 'Continuing Education Committee' },
    },
    {
      codedetail: 'NGR',
      description: 'Nederlandstalige Gewestelijke Raad',
      translations: { fr: "Conseil régional d'expression néerlandaise", en: 'Dutch-speaking Regional Council' },
    },
    {
      codedetail: 'FGR',
      description: 'Franstalige Gewestelijke Raad',
      translations: { fr: "Conseil régional d'expression française", en: 'French-speaking Regional Council' },
    },
    {
      codedetail: 'UGENT',
      description: 'Faculteit Diergeneeskunde UGent',
      translations: { fr: 'Faculté de Médecine vétérinaire UGent', en: 'Faculty of Veterinary Medicine, Ghent University' },
    },
    {
      codedetail: 'ULIEGE',
      description: 'Faculteit Diergeneeskunde ULiège',
      translations: { fr: 'Faculté de Médecine vétérinaire ULiège', en: 'Faculty of Veterinary Medicine, University of Liège' },
    },
    {
      codedetail: 'EXTERN',
      description: 'Externe deskundige',
      translations: { fr: 'Expert externe', en: 'External expert' },
    },
  ],
};

/** CATTYPE — categorieën van bijscholingspunten; codes = types van puntenregistraties. */
export const cattype: CodelistSeed = {
  code: 'CATTYPE',
  description: 'Categorieën van bijscholingspunten',
  translations: { fr: 'Catégories de points de formation continue' },
  items: [
    { codedetail: 'ebpcursussen', description: 'EBP-cursussen', translations: { fr: 'Cours EBP', en: 'EBP courses' } },
    { codedetail: 'bpcursussen', description: 'BP-cursussen', translations: { fr: 'Cours BP', en: 'BP courses' } },
    { codedetail: 'others', description: 'Andere vormen', translations: { fr: 'Autres formes', en: 'Other activities' } },
    { codedetail: 'teachings', description: 'Lesgeven', translations: { fr: 'Enseignement', en: 'Teaching' } },
    { codedetail: 'peerreview', description: 'Peer review', translations: { fr: 'Évaluation par les pairs', en: 'Peer review' } },
    {
      codedetail: 'publications',
      description: 'Wetenschappelijke publicaties',
      translations: { fr: 'Publications scientifiques', en: 'Scientific publications' },
    },
  ],
};
