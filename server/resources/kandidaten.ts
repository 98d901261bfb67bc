import kandidaten from '../../domain/resources/kandidaten';
import { filesGoAlong } from '../generator/helpers/files';
import { type DemoRow, serve } from '../generator/part';
import { demoPdf } from '../seed/files';

const ANTWERPEN = 'Verkiezing provinciale raad Antwerpen';
const OOST_VLAANDEREN = 'Verkiezing provinciale raad Oost-Vlaanderen';
const HOGE_RAAD = 'Verkiezing Hoge Raad';
/** A candidate; with `campaign`, a one-page campaign PDF as the secretariat would upload it. */
const candidate = (verkiezingId: string, firstname: string, lastname: string, campaign?: string): DemoRow => ({
  verkiezingId,
  personId: `${firstname} ${lastname}`,
  firstname,
  lastname,
  ...(campaign ? { $files: { campagne: demoPdf(`campagne-${lastname.toLowerCase().replace(/\W+/g, '-')}.pdf`, `${firstname} ${lastname}`, [campaign]) } } : {}),
});

export default serve(kandidaten, {
  table: 'verkiezing_kandidaten',
  hooks: { beforeChange: [filesGoAlong()] },
  // Three demo veterinarians stand in each demo election, most with a campaign file (one without, as happens).
  demo: () => [
    candidate(ANTWERPEN, 'Els', 'Claes', 'Een provinciale raad die luistert naar de kleine praktijken.'),
    candidate(ANTWERPEN, 'Wouter', 'De Smet', 'Meer bijscholing dicht bij huis.'),
    candidate(ANTWERPEN, 'Lotte', 'Van den Broeck'),
    candidate(OOST_VLAANDEREN, 'Pieter', 'Janssens', 'Wachtdiensten die haalbaar blijven voor iedereen.'),
    candidate(OOST_VLAANDEREN, 'Désiré', 'Wouters', 'Een stem voor de landbouwpraktijk.'),
    candidate(OOST_VLAANDEREN, 'Els', 'Claes'),
    candidate(HOGE_RAAD, 'An', 'Peeters', 'Heldere regels, minder papierwerk.'),
    candidate(HOGE_RAAD, 'Wouter', 'De Smet'),
    candidate(HOGE_RAAD, 'Lotte', 'Van den Broeck', 'Dierenwelzijn voorop.'),
  ],
});
