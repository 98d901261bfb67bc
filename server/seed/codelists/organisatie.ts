import type { CodelistSeed } from './types';

/**
 * Codelijsten rond praktijk en organisatie: rechtsvormen, sectoren, ja/nee-vlag
 * en de rollen binnen een samenwerking (werkadressen).
 */

/**
 * legalform — Belgische rechtsvormen volgens het Wetboek van vennootschappen en verenigingen (WVV, 2019).
 * De oude vormen die het WVV afschafte (BVBA, CVBA, Comm.VA, LV) blijven inactief bestaan voor
 * historische gegevens.
 */
export const legalform: CodelistSeed = {
  code: 'legalform',
  description: 'Rechtsvormen',
  translations: { fr: 'Formes juridiques' },
  items: [
    {
      codedetail: 'EENMANSZAAK',
      description: 'Eenmanszaak (natuurlijk persoon)',
      translations: { fr: 'Entreprise individuelle (personne physique)', en: 'Sole proprietorship' },
    },
    { codedetail: 'BV', description: 'Besloten vennootschap', translations: { fr: 'Société à responsabilité limitée (SRL)', en: 'Private limited company' } },
    { codedetail: 'NV', description: 'Naamloze vennootschap', translations: { fr: 'Société anonyme (SA)', en: 'Public limited company' } },
    { codedetail: 'CV', description: 'Coöperatieve vennootschap', translations: { fr: 'Société coopérative (SC)', en: 'Cooperative company' } },
    { codedetail: 'VOF', description: 'Vennootschap onder firma', translations: { fr: 'Société en nom collectif (SNC)', en: 'General partnership' } },
    { codedetail: 'CommV', description: 'Commanditaire vennootschap', translations: { fr: 'Société en commandite (SComm)', en: 'Limited partnership' } },
    { codedetail: 'MTS', description: 'Maatschap', translations: { fr: 'Société simple', en: 'Partnership (maatschap)' } },
    { codedetail: 'SE', description: 'Europese vennootschap', translations: { fr: 'Société européenne (SE)', en: 'European company (SE)' } },
    {
      codedetail: 'SCE',
      description: 'Europese coöperatieve vennootschap',
      translations: { fr: 'Société coopérative européenne (SCE)', en: 'European cooperative society (SCE)' },
    },
    {
      codedetail: 'ESV',
      description: 'Economisch samenwerkingsverband',
      translations: { fr: "Groupement d'intérêt économique (GIE)", en: 'Economic interest grouping' },
    },
    {
      codedetail: 'EESV',
      description: 'Europees economisch samenwerkingsverband',
      translations: { fr: "Groupement européen d'intérêt économique (GEIE)", en: 'European economic interest grouping (EEIG)' },
    },
    {
      codedetail: 'VZW',
      description: 'Vereniging zonder winstoogmerk',
      translations: { fr: 'Association sans but lucratif (ASBL)', en: 'Non-profit association' },
    },
    {
      codedetail: 'IVZW',
      description: 'Internationale vereniging zonder winstoogmerk',
      translations: { fr: 'Association internationale sans but lucratif (AISBL)', en: 'International non-profit association' },
    },
    { codedetail: 'SON', description: 'Stichting van openbaar nut', translations: { fr: "Fondation d'utilité publique", en: 'Public-benefit foundation' } },
    { codedetail: 'PS', description: 'Private stichting', translations: { fr: 'Fondation privée', en: 'Private foundation' } },
    { codedetail: 'FV', description: 'Feitelijke vereniging', translations: { fr: 'Association de fait', en: 'Unincorporated association' } },
    { codedetail: 'OB', description: 'Openbaar bestuur', translations: { fr: 'Administration publique', en: 'Public administration' } },
    { codedetail: 'BUITENL', description: 'Buitenlandse rechtsvorm', translations: { fr: 'Forme juridique étrangère', en: 'Foreign legal form' } },
    // Afgeschaft door het WVV (omgezet van rechtswege uiterlijk op 1 januari 2024).
    {
      codedetail: 'BVBA',
      description: 'Besloten vennootschap met beperkte aansprakelijkheid',
      active: false,
      translations: { fr: 'Société privée à responsabilité limitée (SPRL)', en: 'Private limited liability company (former)' },
    },
    {
      codedetail: 'CVBA',
      description: 'Coöperatieve vennootschap met beperkte aansprakelijkheid',
      active: false,
      translations: { fr: 'Société coopérative à responsabilité limitée (SCRL)', en: 'Cooperative with limited liability (former)' },
    },
    {
      codedetail: 'CommVA',
      description: 'Commanditaire vennootschap op aandelen',
      active: false,
      translations: { fr: 'Société en commandite par actions (SCA)', en: 'Partnership limited by shares (former)' },
    },
    {
      codedetail: 'LV',
      description: 'Landbouwvennootschap',
      active: false,
      translations: { fr: 'Société agricole (SAGR)', en: 'Agricultural company (former)' },
    },
  ],
};

/** SECTOR — sector waarin een dierenarts actief is. */
export const sector: CodelistSeed = {
  code: 'SECTOR',
  description: 'Sectoren van activiteit',
  translations: { fr: "Secteurs d'activité" },
  items: [
    { codedetail: 'GEZEL', description: 'Praktijk gezelschapsdieren', translations: { fr: 'Pratique animaux de compagnie', en: 'Companion animal practice' } },
    { codedetail: 'LANDBOUW', description: 'Praktijk landbouwhuisdieren', translations: { fr: 'Pratique animaux de rente', en: 'Farm animal practice' } },
    { codedetail: 'GEMENGD', description: 'Gemengde praktijk', translations: { fr: 'Pratique mixte', en: 'Mixed practice' } },
    { codedetail: 'PAARD', description: 'Paardenpraktijk', translations: { fr: 'Pratique équine', en: 'Equine practice' } },
    {
      codedetail: 'VERWIJS',
      description: 'Verwijs- en spoedkliniek',
      translations: { fr: "Clinique de référé et d'urgence", en: 'Referral and emergency clinic' },
    },
    { codedetail: 'FAVV', description: 'Overheid (FAVV)', translations: { fr: 'Autorité publique (AFSCA)', en: 'Government (FASFC)' } },
    {
      codedetail: 'OVERHEID',
      description: 'Andere overheid (FOD, gewest, provincie, gemeente)',
      translations: { fr: 'Autre autorité publique (SPF, région, province, commune)', en: 'Other government (federal, regional, local)' },
    },
    { codedetail: 'SLACHTHUIS', description: 'Slachthuis / keuring', translations: { fr: 'Abattoir / expertise', en: 'Slaughterhouse / meat inspection' } },
    {
      codedetail: 'DGZ',
      description: 'Dierengezondheidszorg (DGZ / ARSIA)',
      translations: { fr: 'Santé animale (DGZ / ARSIA)', en: 'Animal health service (DGZ / ARSIA)' },
    },
    {
      codedetail: 'INDUSTRIE',
      description: 'Industrie (farmaceutisch, voeding)',
      translations: { fr: 'Industrie (pharmaceutique, alimentaire)', en: 'Industry (pharmaceutical, food)' },
    },
    { codedetail: 'LABO', description: 'Laboratorium', translations: { fr: 'Laboratoire', en: 'Laboratory' } },
    { codedetail: 'ONDERWIJS', description: 'Onderwijs en onderzoek', translations: { fr: 'Enseignement et recherche', en: 'Education and research' } },
    { codedetail: 'DIERENTUIN', description: 'Dierentuin', translations: { fr: 'Parc zoologique', en: 'Zoo' } },
    {
      codedetail: 'ASIEL',
      description: 'Dierenasiel / opvangcentrum',
      translations: { fr: "Refuge / centre d'accueil", en: 'Animal shelter / rescue centre' },
    },
    { codedetail: 'DEFENSIE', description: 'Defensie', translations: { fr: 'Défense', en: 'Defence' } },
    { codedetail: 'NIETACTIEF', description: 'Niet actief / gepensioneerd', translations: { fr: 'Non actif / retraité', en: 'Not active / retired' } },
    { codedetail: 'ANDERE', description: 'Andere', translations: { fr: 'Autre', en: 'Other' } },
  ],
};

/** YES_NO_FLAG — eenvoudige ja/nee-keuze. */
export const yesNoFlag: CodelistSeed = {
  code: 'YES_NO_FLAG',
  description: 'Ja / nee',
  translations: { fr: 'Oui / non' },
  items: [
    { codedetail: '1', description: 'Ja', translations: { fr: 'Oui', en: 'Yes' } },
    { codedetail: '0', description: 'Nee', translations: { fr: 'Non', en: 'No' } },
  ],
};

/**
 * WORKADDRESS — rol van een dierenarts op een adres / in een samenwerking.
 * PUBLIEK, POST en LID zijn adresrollen van het lid zelf.
 */
export const workaddress: CodelistSeed = {
  code: 'WORKADDRESS',
  description: 'Rollen in een samenwerking en adressoorten',
  translations: { fr: "Rôles dans une collaboration et types d'adresse" },
  items: [
    {
      codedetail: 'CONTACT',
      description: 'Contactpersoon (werkadres)',
      translations: { fr: 'Personne de contact (adresse de travail)', en: 'Contact person (work address)' },
    },
    { codedetail: 'ASSOCIE', description: 'Vennoot / associé', translations: { fr: 'Associé', en: 'Partner' } },
    { codedetail: 'WERKNEMER', description: 'Werknemer', translations: { fr: 'Salarié', en: 'Employee' } },
    { codedetail: 'ZELFSTANDIGE', description: 'Zelfstandige medewerker', translations: { fr: 'Collaborateur indépendant', en: 'Self-employed associate' } },
    { codedetail: 'ZAAKVOERDER', description: 'Zaakvoerder', translations: { fr: 'Gérant', en: 'Managing director' } },
    {
      codedetail: 'PUBLIEK',
      description: 'Publiek adres (ledenlijst)',
      translations: { fr: 'Adresse publique (liste des membres)', en: 'Public address (member directory)' },
    },
    { codedetail: 'POST', description: 'Correspondentieadres', translations: { fr: 'Adresse de correspondance', en: 'Correspondence address' } },
    { codedetail: 'LID', description: 'Privéadres (domicilie)', translations: { fr: 'Adresse privée (domicile)', en: 'Private address (domicile)' } },
  ],
};
