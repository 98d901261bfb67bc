import kandidaten from '../../domain/declarations/kandidaten';
import { filesGoAlong } from '../declared/helpers/files';
import { serve } from '../declared/part';

export default serve(kandidaten, {
  table: 'verkiezing_kandidaten',
  hooks: { beforeChange: [filesGoAlong()] },
});
