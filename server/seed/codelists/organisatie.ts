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
      translations: { fr: 'Entreprise individuelle (personne physique)' },
    },
    { codedetail: 'BV', description: 'Besloten vennootschap', translations: { fr: 'Société à responsabilité limitée (SRL)' } },
    { codedetail: 'NV', description: 'Naamloze vennootschap', translations: { fr: 'Société anonyme (SA)' } },
    { codedetail: 'CV', description: 'Coöperatieve vennootschap', translations: { fr: 'Société coopérative (SC)' } },
    { codedetail: 'VOF', description: 'Vennootschap onder firma', translations: { fr: 'Société en nom collectif (SNC)' } },
    { codedetail: 'CommV', description: 'Commanditaire vennootschap', translations: { fr: 'Société en commandite (SComm)' } },
    { codedetail: 'MTS', description: 'Maatschap', translations: { fr: 'Société simple' } },
    { codedetail: 'SE', description: 'Europese vennootschap', translations: { fr: 'Société européenne (SE)' } },
    {
      codedetail: 'SCE',
      description: 'Europese coöperatieve vennootschap',
      translations: { fr: 'Société coopérative européenne (SCE)' },
    },
    {
      codedetail: 'ESV',
      description: 'Economisch samenwerkingsverband',
      translations: { fr: "Groupement d'intérêt économique (GIE)" },
    },
    {
      codedetail: 'EESV',
      description: 'Europees economisch samenwerkingsverband',
      translations: { fr: "Groupement européen d'intérêt économique (GEIE)" },
    },
    {
      codedetail: 'VZW',
      description: 'Vereniging zonder winstoogmerk',
      translations: { fr: 'Association sans but lucratif (ASBL)' },
    },
    {
      codedetail: 'IVZW',
      description: 'Internationale vereniging zonder winstoogmerk',
      translations: { fr: 'Association internationale sans but lucratif (AISBL)' },
    },
    { codedetail: 'SON', description: 'Stichting van openbaar nut', translations: { fr: "Fondation d'utilité publique" } },
    { codedetail: 'PS', description: 'Private stichting', translations: { fr: 'Fondation privée' } },
    { codedetail: 'FV', description: 'Feitelijke vereniging', translations: { fr: 'Association de fait' } },
    { codedetail: 'OB', description: 'Openbaar bestuur', translations: { fr: 'Administration publique' } },
    { codedetail: 'BUITENL', description: 'Buitenlandse rechtsvorm', translations: { fr: 'Forme juridique étrangère' } },
    // Afgeschaft door het WVV (omgezet van rechtswege uiterlijk op 1 januari 2024).
    {
      codedetail: 'BVBA',
      description: 'Besloten vennootschap met beperkte aansprakelijkheid',
      active: false,
      translations: { fr: 'Société privée à responsabilité limitée (SPRL)' },
    },
    {
      codedetail: 'CVBA',
      description: 'Coöperatieve vennootschap met beperkte aansprakelijkheid',
      active: false,
      translations: { fr: 'Société coopérative à responsabilité limitée (SCRL)' },
    },
    {
      codedetail: 'CommVA',
      description: 'Commanditaire vennootschap op aandelen',
      active: false,
      translations: { fr: 'Société en commandite par actions (SCA)' },
    },
    {
      codedetail: 'LV',
      description: 'Landbouwvennootschap',
      active: false,
      translations: { fr: 'Société agricole (SAGR)' },
    },
  ],
};

/** SECTOR — sector waarin een dierenarts actief is. */
export const sector: CodelistSeed = {
  code: 'SECTOR',
  description: 'Sectoren van activiteit',
  translations: { fr: "Secteurs d'activité" },
  items: [
    { codedetail: 'GEZEL', description: 'Praktijk gezelschapsdieren', translations: { fr: 'Pratique animaux de compagnie' } },
    { codedetail: 'LANDBOUW', description: 'Praktijk landbouwhuisdieren', translations: { fr: 'Pratique animaux de rente' } },
    { codedetail: 'GEMENGD', description: 'Gemengde praktijk', translations: { fr: 'Pratique mixte' } },
    { codedetail: 'PAARD', description: 'Paardenpraktijk', translations: { fr: 'Pratique équine' } },
    {
      codedetail: 'VERWIJS',
      description: 'Verwijs- en spoedkliniek',
      translations: { fr: "Clinique de référé et d'urgence" },
    },
    { codedetail: 'FAVV', description: 'Overheid (FAVV)', translations: { fr: 'Autorité publique (AFSCA)' } },
    {
      codedetail: 'OVERHEID',
      description: 'Andere overheid (FOD, gewest, provincie, gemeente)',
      translations: { fr: 'Autre autorité publique (SPF, région, province, commune)' },
    },
    { codedetail: 'SLACHTHUIS', description: 'Slachthuis / keuring', translations: { fr: 'Abattoir / expertise' } },
    {
      codedetail: 'DGZ',
      description: 'Dierengezondheidszorg (DGZ / ARSIA)',
      translations: { fr: 'Santé animale (DGZ / ARSIA)' },
    },
    {
      codedetail: 'INDUSTRIE',
      description: 'Industrie (farmaceutisch, voeding)',
      translations: { fr: 'Industrie (pharmaceutique, alimentaire)' },
    },
    { codedetail: 'LABO', description: 'Laboratorium', translations: { fr: 'Laboratoire' } },
    { codedetail: 'ONDERWIJS', description: 'Onderwijs en onderzoek', translations: { fr: 'Enseignement et recherche' } },
    { codedetail: 'DIERENTUIN', description: 'Dierentuin', translations: { fr: 'Parc zoologique' } },
    {
      codedetail: 'ASIEL',
      description: 'Dierenasiel / opvangcentrum',
      translations: { fr: "Refuge / centre d'accueil" },
    },
    { codedetail: 'DEFENSIE', description: 'Defensie', translations: { fr: 'Défense' } },
    { codedetail: 'NIETACTIEF', description: 'Niet actief / gepensioneerd', translations: { fr: 'Non actif / retraité' } },
    { codedetail: 'ANDERE', description: 'Andere', translations: { fr: 'Autre' } },
  ],
};

/** YES_NO_FLAG — eenvoudige ja/nee-keuze. */
export const yesNoFlag: CodelistSeed = {
  code: 'YES_NO_FLAG',
  description: 'Ja / nee',
  translations: { fr: 'Oui / non' },
  items: [
    { codedetail: '1', description: 'Ja', translations: { fr: 'Oui' } },
    { codedetail: '0', description: 'Nee', translations: { fr: 'Non' } },
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
      translations: { fr: 'Personne de contact (adresse de travail)' },
    },
    { codedetail: 'ASSOCIE', description: 'Vennoot / associé', translations: { fr: 'Associé' } },
    { codedetail: 'WERKNEMER', description: 'Werknemer', translations: { fr: 'Salarié' } },
    { codedetail: 'ZELFSTANDIGE', description: 'Zelfstandige medewerker', translations: { fr: 'Collaborateur indépendant' } },
    { codedetail: 'ZAAKVOERDER', description: 'Zaakvoerder', translations: { fr: 'Gérant' } },
    {
      codedetail: 'PUBLIEK',
      description: 'Publiek adres (ledenlijst)',
      translations: { fr: 'Adresse publique (liste des membres)' },
    },
    { codedetail: 'POST', description: 'Correspondentieadres', translations: { fr: 'Adresse de correspondance' } },
    { codedetail: 'LID', description: 'Privéadres (domicilie)', translations: { fr: 'Adresse privée (domicile)' } },
  ],
};
