import coefficients from '../../domain/resources/coefficients';
import { recompute } from '../generator/helpers/compute';
import { serve } from '../generator/part';
import { pointsOfItem } from './cursusitems';

export default serve(coefficients, {
  hooks: {
    // A coefficient's new value counts for the courses still to be decided; a decided course keeps the points it was decided on.
    afterChange: [
      recompute('cursusitems', 'coefficient', pointsOfItem, [
        "bijscholing_cursusitems.cursus_id IN (SELECT c.id FROM bijscholing_cursussen c WHERE c.status NOT IN ('GOEDGEKEURD', 'AFGEKEURD'))",
      ]),
    ],
  },
  volume: 500,
  demo: () => [
    { code: 'STANDAARD', description: 'Gewone bijscholing', coefficient: 1 },
    { code: 'PRAKTIJK', description: 'Praktijkgerichte bijscholing met oefeningen', coefficient: 2 },
    { code: 'EVALUATIE', description: 'Bijscholing met evaluatietoets', coefficient: 3 },
  ],
});
