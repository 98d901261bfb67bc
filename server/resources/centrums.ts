import centrums from '../../domain/resources/centrums';
import { serve } from '../generator/part';

export default serve(centrums, {
  volume: 1000,
  demo: () => [
    { name: 'Faculteit Diergeneeskunde UGent', locality: 'Merelbeke', website: 'https://www.ugent.be/di', status: 'ACTIEF' },
    { name: 'Vormingscentrum Dierenartsen Antwerpen', locality: 'Antwerpen', website: null, status: 'ACTIEF' },
    { name: 'Congrescentrum Brussel-Noord', locality: 'Brussel', website: null, status: 'INACTIEF' },
  ],
});
