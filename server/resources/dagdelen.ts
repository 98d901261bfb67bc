import dagdelen from '../../domain/resources/dagdelen';
import { serve } from '../generator/part';

export default serve(dagdelen, {
  volume: 50,
  demo: () => [
    { code: 'VM', description: 'Voormiddag', meerdags: false },
    { code: 'NM', description: 'Namiddag', meerdags: false },
    { code: 'AV', description: 'Avond', meerdags: false },
    { code: 'DAG', description: 'Volledige dag', meerdags: false },
    { code: 'MEERDAGS', description: 'Meerdaagse opleiding', meerdags: true },
  ],
});
