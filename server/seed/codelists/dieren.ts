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
      translations: { fr: 'Animaux de compagnie (chien, chat)', en: 'Companion animals (dog, cat)' },
    },
    { codedetail: 'PAARD', description: 'Paarden', translations: { fr: 'Équidés', en: 'Horses' } },
    { codedetail: 'RUND', description: 'Runderen', translations: { fr: 'Bovins', en: 'Cattle' } },
    { codedetail: 'VARKEN', description: 'Varkens', translations: { fr: 'Porcs', en: 'Pigs' } },
    { codedetail: 'PLUIMVEE', description: 'Pluimvee', translations: { fr: 'Volailles', en: 'Poultry' } },
    {
      codedetail: 'KLHERK',
      description: 'Kleine herkauwers (schapen, geiten)',
      translations: { fr: 'Petits ruminants (moutons, chèvres)', en: 'Small ruminants (sheep, goats)' },
    },
    {
      codedetail: 'KAMEEL',
      description: "Alpaca's en lama's",
      translations: { fr: 'Alpagas et lamas', en: 'Alpacas and llamas' },
    },
    {
      codedetail: 'KNAAG',
      description: 'Konijnen en knaagdieren',
      translations: { fr: 'Lapins et rongeurs', en: 'Rabbits and rodents' },
    },
    { codedetail: 'VOGEL', description: 'Vogels', translations: { fr: 'Oiseaux', en: 'Birds' } },
    { codedetail: 'REPTIEL', description: 'Reptielen', translations: { fr: 'Reptiles', en: 'Reptiles' } },
    { codedetail: 'EXOOT', description: 'Exoten', translations: { fr: 'NAC (nouveaux animaux de compagnie)', en: 'Exotic animals' } },
    { codedetail: 'VIS', description: 'Vissen', translations: { fr: 'Poissons', en: 'Fish' } },
    { codedetail: 'BIJ', description: 'Bijen', translations: { fr: 'Abeilles', en: 'Bees' } },
    { codedetail: 'WILD', description: 'Wilde dieren', translations: { fr: 'Animaux sauvages', en: 'Wildlife' } },
    { codedetail: 'LABO', description: 'Labodieren', translations: { fr: 'Animaux de laboratoire', en: 'Laboratory animals' } },
    // Pelsdierhouderij is in Vlaanderen verboden sinds 2023; behouden voor historische profielen.
    { codedetail: 'PELS', description: 'Pelsdieren', active: false, translations: { fr: 'Animaux à fourrure', en: 'Fur animals' } },
  ],
};

/** ANIMALKIND — diersoorten waarop een cursus betrekking heeft. */
export const animalkind: CodelistSeed = {
  code: 'ANIMALKIND',
  description: 'Diersoorten (cursussen)',
  translations: { fr: 'Espèces animales (cours)' },
  items: [
    { codedetail: 'HOND', description: 'Hond', translations: { fr: 'Chien', en: 'Dog' } },
    { codedetail: 'KAT', description: 'Kat', translations: { fr: 'Chat', en: 'Cat' } },
    { codedetail: 'PAARD', description: 'Paard', translations: { fr: 'Cheval', en: 'Horse' } },
    { codedetail: 'EZEL', description: 'Ezel', translations: { fr: 'Âne', en: 'Donkey' } },
    { codedetail: 'RUND', description: 'Rund', translations: { fr: 'Bovin', en: 'Cattle' } },
    { codedetail: 'VARKEN', description: 'Varken', translations: { fr: 'Porc', en: 'Pig' } },
    { codedetail: 'SCHAAP', description: 'Schaap', translations: { fr: 'Mouton', en: 'Sheep' } },
    { codedetail: 'GEIT', description: 'Geit', translations: { fr: 'Chèvre', en: 'Goat' } },
    { codedetail: 'ALPACA', description: 'Alpaca / lama', translations: { fr: 'Alpaga / lama', en: 'Alpaca / llama' } },
    { codedetail: 'PLUIMVEE', description: 'Pluimvee', translations: { fr: 'Volaille', en: 'Poultry' } },
    { codedetail: 'KONIJN', description: 'Konijn', translations: { fr: 'Lapin', en: 'Rabbit' } },
    { codedetail: 'KNAAGDIER', description: 'Knaagdier', translations: { fr: 'Rongeur', en: 'Rodent' } },
    { codedetail: 'FRET', description: 'Fret', translations: { fr: 'Furet', en: 'Ferret' } },
    { codedetail: 'VOGEL', description: 'Vogel', translations: { fr: 'Oiseau', en: 'Bird' } },
    { codedetail: 'REPTIEL', description: 'Reptiel', translations: { fr: 'Reptile', en: 'Reptile' } },
    { codedetail: 'AMFIBIE', description: 'Amfibie', translations: { fr: 'Amphibien', en: 'Amphibian' } },
    { codedetail: 'VIS', description: 'Vis', translations: { fr: 'Poisson', en: 'Fish' } },
    { codedetail: 'BIJ', description: 'Bij', translations: { fr: 'Abeille', en: 'Bee' } },
    { codedetail: 'WILD', description: 'Wild dier', translations: { fr: 'Animal sauvage', en: 'Wild animal' } },
    { codedetail: 'ZOO', description: 'Dierentuindier', translations: { fr: 'Animal de zoo', en: 'Zoo animal' } },
    { codedetail: 'PROEFDIER', description: 'Proefdier', translations: { fr: 'Animal de laboratoire', en: 'Laboratory animal' } },
    { codedetail: 'ALLE', description: 'Alle diersoorten', translations: { fr: 'Toutes espèces', en: 'All species' } },
    { codedetail: 'NERTS', description: 'Nerts', active: false, translations: { fr: 'Vison', en: 'Mink' } },
  ],
};
