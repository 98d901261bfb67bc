import type { CodelistSeed } from '../types';
import { ANTWERPEN } from './antwerpen';
import { BRUSSEL } from './brussel';
import { LIMBURG } from './limburg';
import { OOST_VLAANDEREN } from './oost-vlaanderen';
import { VLAAMS_BRABANT } from './vlaams-brabant';
import { WEST_VLAANDEREN } from './west-vlaanderen';

/**
 * GEMEENTE — alle gemeenten van het Vlaams Gewest (toestand na de fusies van 1 januari 2025:
 * 285 gemeenten) en de 19 gemeenten van het Brussels Hoofdstedelijk Gewest.
 *
 * codedetail = NIS-code (REFNIS, Statbel). De fusiegemeenten van 2025 hebben hun nieuwe NIS-code:
 *   Antwerpen (11002, + Borsbeek)                      Pajottegem (23106: Galmaarden, Gooik, Herne)
 *   Wingene (37021, + Ruiselede)                       Tielt (37022, + Meulebeke)
 *   Nazareth-De Pinte (44086)                          Lochristi (44087, + Wachtebeke)
 *   Merelbeke-Melle (44088)                            Lokeren (46029, + Moerbeke)
 *   Beveren-Kruibeke-Zwijndrecht (46030)               Tessenderlo-Ham (71071)
 *   Hasselt (71072, + Kortessem)                       Bilzen-Hoeselt (73110)
 *   Tongeren-Borgloon (73111)
 * De eerste cijfers van de NIS-code geven het arrondissement (en dus de provincie) aan:
 * 1 = Antwerpen, 21 = Brussel, 23/24 = Vlaams-Brabant, 3 = West-Vlaanderen,
 * 4 = Oost-Vlaanderen, 7 = Limburg.
 * French: the official French name where there is one (every Brussels municipality, Anvers, Gand,
 * Louvain...); elsewhere the Dutch name, which is also the municipality's name in French. Every
 * municipality has a French text, so a French reader's list holds no gaps the secretariat must fill.
 */

const collator = new Intl.Collator('nl-BE');

export const gemeente: CodelistSeed = {
  code: 'GEMEENTE',
  description: 'Gemeenten (Vlaanderen en Brussel)',
  translations: { fr: 'Communes (Flandre et Bruxelles)' },
  // Alfabetisch op Nederlandse naam, zoals ze in keuzelijsten verschijnen.
  items: [...BRUSSEL, ...ANTWERPEN, ...VLAAMS_BRABANT, ...WEST_VLAANDEREN, ...OOST_VLAANDEREN, ...LIMBURG]
    .sort((a, b) => collator.compare(a.description, b.description))
    .map((item) => ({ ...item, translations: { ...item.translations, fr: item.translations?.fr ?? item.description } })),
};
