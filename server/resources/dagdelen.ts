import dagdelen from '../../domain/resources/dagdelen';
import { serve } from '../generator/part';
import { productDayParts } from '../seed/referenceNames';

export default serve(dagdelen, {
  volume: 50,
  demo: () => productDayParts.map((p) => ({ ...p })),
});
