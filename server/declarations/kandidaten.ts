import kandidaten from '../../domain/declarations/kandidaten';
import { filesGoAlong } from '../declared/helpers/files';
import { serve } from '../declared/part';

const ANTWERPEN = 'Verkiezing provinciale raad Antwerpen';
const OOST_VLAANDEREN = 'Verkiezing provinciale raad Oost-Vlaanderen';
const HOGE_RAAD = 'Verkiezing Hoge Raad';
const candidate = (verkiezingId: string, firstname: string, lastname: string) => ({ verkiezingId, personId: `${firstname} ${lastname}`, firstname, lastname });

export default serve(kandidaten, {
  table: 'verkiezing_kandidaten',
  hooks: { beforeChange: [filesGoAlong()] },
  // Three demo veterinarians stand in each demo election (no campaign files: the demo makes no files).
  demo: () => [
    candidate(ANTWERPEN, 'Els', 'Claes'),
    candidate(ANTWERPEN, 'Wouter', 'De Smet'),
    candidate(ANTWERPEN, 'Lotte', 'Van den Broeck'),
    candidate(OOST_VLAANDEREN, 'Pieter', 'Janssens'),
    candidate(OOST_VLAANDEREN, 'Désiré', 'Wouters'),
    candidate(OOST_VLAANDEREN, 'Els', 'Claes'),
    candidate(HOGE_RAAD, 'An', 'Peeters'),
    candidate(HOGE_RAAD, 'Wouter', 'De Smet'),
    candidate(HOGE_RAAD, 'Lotte', 'Van den Broeck'),
  ],
});
