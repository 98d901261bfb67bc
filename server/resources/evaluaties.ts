import evaluaties from '../../domain/resources/evaluaties';
import { commentInto, yearNumber } from '../generator/helpers/moves';
import { notify } from '../generator/helpers/notify';
import { serve } from '../generator/part';

const params = { cursus: 'title', evaluatienummer: 'evaluationNumber' } as const;

export default serve(evaluaties, {
  table: 'bijscholing_cursussen',
  guards: { goedkeuren: (course) => (course.status === 'GOEDGEKEURD' && course.evaluationName && !course.evaluationNumber ? null : 'CURSUS_STATUS_ERROR') },
  hooks: {
    beforeTransition: [yearNumber(['goedkeuren'], 'evaluationNumber'), commentInto(['goedkeuren', 'afkeuren'], 'evaluationComment')],
    afterTransition: [
      notify(['goedkeuren'], { template: 'EVALUATIE_GOEDGEKEURD', to: 'owner', params }),
      notify(['afkeuren'], { template: 'EVALUATIE_AFGEKEURD', to: 'owner', params }),
    ],
  },
});
