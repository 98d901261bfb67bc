import categories from '../../domain/resources/categories';
import { serve } from '../generator/part';

export default serve(categories, {
  volume: 2000,
  demo: () => [
    { code: 'LEZ', description: 'Lezing of voordracht', type: 'ebpcursussen', duur: 1 },
    { code: 'WS', description: 'Workshop met praktijkoefeningen', type: 'ebpcursussen', duur: 3 },
    { code: 'PRACT', description: 'Practicum in kleine groep', type: 'bpcursussen', duur: 4 },
    { code: 'WEB', description: 'Webinar (live online)', type: 'bpcursussen', duur: 1.5 },
    { code: 'CONGR', description: 'Congres of studiedag', type: 'ebpcursussen', duur: 7 },
    { code: 'PEER', description: 'Intercollegiaal overleg', type: 'peerreview', duur: 2 },
  ],
});
