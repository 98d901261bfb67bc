import type { CodeItemSeed } from '../types';

/** Brussels Hoofdstedelijk Gewest (19): NIS-code en naam (zie ./index.ts). */
export const BRUSSEL: CodeItemSeed[] = [
  { codedetail: '21001', description: 'Anderlecht', translations: { fr: 'Anderlecht' } },
  { codedetail: '21002', description: 'Oudergem', translations: { fr: 'Auderghem' } },
  { codedetail: '21003', description: 'Sint-Agatha-Berchem', translations: { fr: 'Berchem-Sainte-Agathe' } },
  { codedetail: '21004', description: 'Brussel', translations: { fr: 'Bruxelles' } },
  { codedetail: '21005', description: 'Etterbeek', translations: { fr: 'Etterbeek' } },
  { codedetail: '21006', description: 'Evere', translations: { fr: 'Evere' } },
  { codedetail: '21007', description: 'Vorst', translations: { fr: 'Forest' } },
  { codedetail: '21008', description: 'Ganshoren', translations: { fr: 'Ganshoren' } },
  { codedetail: '21009', description: 'Elsene', translations: { fr: 'Ixelles' } },
  { codedetail: '21010', description: 'Jette', translations: { fr: 'Jette' } },
  { codedetail: '21011', description: 'Koekelberg', translations: { fr: 'Koekelberg' } },
  { codedetail: '21012', description: 'Sint-Jans-Molenbeek', translations: { fr: 'Molenbeek-Saint-Jean' } },
  { codedetail: '21013', description: 'Sint-Gillis', translations: { fr: 'Saint-Gilles' } },
  { codedetail: '21014', description: 'Sint-Joost-ten-Node', translations: { fr: 'Saint-Josse-ten-Noode' } },
  { codedetail: '21015', description: 'Schaarbeek', translations: { fr: 'Schaerbeek' } },
  { codedetail: '21016', description: 'Ukkel', translations: { fr: 'Uccle' } },
  { codedetail: '21017', description: 'Watermaal-Bosvoorde', translations: { fr: 'Watermael-Boitsfort' } },
  { codedetail: '21018', description: 'Sint-Lambrechts-Woluwe', translations: { fr: 'Woluwe-Saint-Lambert' } },
  { codedetail: '21019', description: 'Sint-Pieters-Woluwe', translations: { fr: 'Woluwe-Saint-Pierre' } },
];
