import type { CodelistSeed } from './types';

/** DIERSOORTEN — groepen van diersoorten, gebruikt door wachtdiensten en dierenartsprofielen. */
export const diersoorten: CodelistSeed = {
  code: 'DIERSOORTEN',
  description: 'Diersoorten (groepen)',
  translations: { fr: 'Espèces animales (groupes)' },
  items: [
    {
      codedetail: 'GEZEL',
      description: 'Gezelschapsdieren (hond, kat)',
      translations: { fr: 'Animaux de compagnie (chien, chat)' },
    },
    { codedetail: 'PAARD', description: 'Paarden', translations: { fr: 'Équidés' } },
    { codedetail: 'RUND', description: 'Runderen', translations: { fr: 'Bovins' } },
    { codedetail: 'VARKEN', description: 'Varkens', translations: { fr: 'Porcs' } },
    { codedetail: 'PLUIMVEE', description: 'Pluimvee', translations: { fr: 'Volailles' } },
    {
      codedetail: 'KLHERK',
      description: 'Kleine herkauwers (schapen, geiten)',
      translations: { fr: 'Petits ruminants (moutons, chèvres)' },
    },
    {
      codedetail: 'KAMEEL',
      description: "Alpaca's en lama's",
      translations: { fr: 'Alpagas et lamas' },
    },
    {
      codedetail: 'KNAAG',
      description: 'Konijnen en knaagdieren',
      translations: { fr: 'Lapins et rongeurs' },
    },
    { codedetail: 'VOGEL', description: 'Vogels', translations: { fr: 'Oiseaux' } },
    { codedetail: 'REPTIEL', description: 'Reptielen', translations: { fr: 'Reptiles' } },
    { codedetail: 'EXOOT', description: 'Exoten', translations: { fr: 'NAC (nouveaux animaux de compagnie)' } },
    { codedetail: 'VIS', description: 'Vissen', translations: { fr: 'Poissons' } },
    { codedetail: 'BIJ', description: 'Bijen', translations: { fr: 'Abeilles' } },
    { codedetail: 'WILD', description: 'Wilde dieren', translations: { fr: 'Animaux sauvages' } },
    { codedetail: 'LABO', description: 'Labodieren', translations: { fr: 'Animaux de laboratoire' } },
    // Pelsdierhouderij is in Vlaanderen verboden sinds 2023; behouden voor historische profielen.
    { codedetail: 'PELS', description: 'Pelsdieren', active: false, translations: { fr: 'Animaux à fourrure' } },
  ],
};

/** ANIMALKIND — diersoorten waarop een cursus betrekking heeft. */
export const animalkind: CodelistSeed = {
  code: 'ANIMALKIND',
  description: 'Diersoorten (cursussen)',
  translations: { fr: 'Espèces animales (cours)' },
  items: [
    { codedetail: 'HOND', description: 'Hond', translations: { fr: 'Chien' } },
    { codedetail: 'KAT', description: 'Kat', translations: { fr: 'Chat' } },
    { codedetail: 'PAARD', description: 'Paard', translations: { fr: 'Cheval' } },
    { codedetail: 'EZEL', description: 'Ezel', translations: { fr: 'Âne' } },
    { codedetail: 'RUND', description: 'Rund', translations: { fr: 'Bovin' } },
    { codedetail: 'VARKEN', description: 'Varken', translations: { fr: 'Porc' } },
    { codedetail: 'SCHAAP', description: 'Schaap', translations: { fr: 'Mouton' } },
    { codedetail: 'GEIT', description: 'Geit', translations: { fr: 'Chèvre' } },
    { codedetail: 'ALPACA', description: 'Alpaca / lama', translations: { fr: 'Alpaga / lama' } },
    { codedetail: 'PLUIMVEE', description: 'Pluimvee', translations: { fr: 'Volaille' } },
    { codedetail: 'KONIJN', description: 'Konijn', translations: { fr: 'Lapin' } },
    { codedetail: 'KNAAGDIER', description: 'Knaagdier', translations: { fr: 'Rongeur' } },
    { codedetail: 'FRET', description: 'Fret', translations: { fr: 'Furet' } },
    { codedetail: 'VOGEL', description: 'Vogel', translations: { fr: 'Oiseau' } },
    { codedetail: 'REPTIEL', description: 'Reptiel', translations: { fr: 'Reptile' } },
    { codedetail: 'AMFIBIE', description: 'Amfibie', translations: { fr: 'Amphibien' } },
    { codedetail: 'VIS', description: 'Vis', translations: { fr: 'Poisson' } },
    { codedetail: 'BIJ', description: 'Bij', translations: { fr: 'Abeille' } },
    { codedetail: 'WILD', description: 'Wild dier', translations: { fr: 'Animal sauvage' } },
    { codedetail: 'ZOO', description: 'Dierentuindier', translations: { fr: 'Animal de zoo' } },
    { codedetail: 'PROEFDIER', description: 'Proefdier', translations: { fr: 'Animal de laboratoire' } },
    { codedetail: 'ALLE', description: 'Alle diersoorten', translations: { fr: 'Toutes espèces' } },
    { codedetail: 'NERTS', description: 'Nerts', active: false, translations: { fr: 'Vison' } },
  ],
};
