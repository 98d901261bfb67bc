import type { CodelistSeed } from './types';

/** PROVINCIE — de tien Belgische provincies en het Brussels Hoofdstedelijk Gewest. */
export const provincie: CodelistSeed = {
  code: 'PROVINCIE',
  description: 'Provincies',
  translations: { fr: 'Provinces' },
  items: [
    { codedetail: 'ANT', description: 'Antwerpen', translations: { fr: 'Anvers', en: 'Antwerp' } },
    { codedetail: 'LIM', description: 'Limburg', translations: { fr: 'Limbourg', en: 'Limburg' } },
    { codedetail: 'OVL', description: 'Oost-Vlaanderen', translations: { fr: 'Flandre orientale', en: 'East Flanders' } },
    { codedetail: 'VBR', description: 'Vlaams-Brabant', translations: { fr: 'Brabant flamand', en: 'Flemish Brabant' } },
    { codedetail: 'WVL', description: 'West-Vlaanderen', translations: { fr: 'Flandre occidentale', en: 'West Flanders' } },
    { codedetail: 'HAI', description: 'Henegouwen', translations: { fr: 'Hainaut', en: 'Hainaut' } },
    { codedetail: 'LIE', description: 'Luik', translations: { fr: 'Liège', en: 'Liège' } },
    { codedetail: 'LUX', description: 'Luxemburg', translations: { fr: 'Luxembourg', en: 'Luxembourg' } },
    { codedetail: 'NAM', description: 'Namen', translations: { fr: 'Namur', en: 'Namur' } },
    { codedetail: 'WBR', description: 'Waals-Brabant', translations: { fr: 'Brabant wallon', en: 'Walloon Brabant' } },
    {
      codedetail: 'BRU',
      description: 'Brussels Hoofdstedelijk Gewest',
      translations: { fr: 'Région de Bruxelles-Capitale', en: 'Brussels-Capital Region' },
    },
  ],
};
