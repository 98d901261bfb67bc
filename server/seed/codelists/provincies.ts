import type { CodelistSeed } from './types';

/** PROVINCIE — de tien Belgische provincies en het Brussels Hoofdstedelijk Gewest. */
export const provincie: CodelistSeed = {
  code: 'PROVINCIE',
  description: 'Provincies',
  translations: { fr: 'Provinces' },
  items: [
    { codedetail: 'ANT', description: 'Antwerpen', translations: { fr: 'Anvers' } },
    { codedetail: 'LIM', description: 'Limburg', translations: { fr: 'Limbourg' } },
    { codedetail: 'OVL', description: 'Oost-Vlaanderen', translations: { fr: 'Flandre orientale' } },
    { codedetail: 'VBR', description: 'Vlaams-Brabant', translations: { fr: 'Brabant flamand' } },
    { codedetail: 'WVL', description: 'West-Vlaanderen', translations: { fr: 'Flandre occidentale' } },
    { codedetail: 'HAI', description: 'Henegouwen', translations: { fr: 'Hainaut' } },
    { codedetail: 'LIE', description: 'Luik', translations: { fr: 'Liège' } },
    { codedetail: 'LUX', description: 'Luxemburg', translations: { fr: 'Luxembourg' } },
    { codedetail: 'NAM', description: 'Namen', translations: { fr: 'Namur' } },
    { codedetail: 'WBR', description: 'Waals-Brabant', translations: { fr: 'Brabant wallon' } },
    {
      codedetail: 'BRU',
      description: 'Brussels Hoofdstedelijk Gewest',
      translations: { fr: 'Région de Bruxelles-Capitale' },
    },
  ],
};
