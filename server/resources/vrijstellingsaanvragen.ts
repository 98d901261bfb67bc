import { brusselsDate, dutchDay } from '../../domain/dates';
import vrijstellingsaanvragen from '../../domain/resources/vrijstellingsaanvragen';
import { exemptionEndDate } from '../../domain/schemas/exemptions';
import { V } from '../../domain/validation';
import { notify } from '../generator/helpers/notify';
import type { BeforeTransition } from '../generator/part';
import { serve } from '../generator/part';
import { fieldError } from '../errors';

/**
 * A decision keeps the secretariat's comment as the reason; APP and DEC are dated. An approval runs
 * to the end date the secretariat gave (today or later), or else to the day before the same date
 * `years` later (exemptionEndDate); a decline has none.
 */
const decided: BeforeTransition = ({ name, comment, before, sets }) => {
  if (name === 'REQ') return { reason: comment };
  if (name === 'DEC') return { reason: comment, endDate: null, decisiondate: new Date() };
  const today = brusselsDate();
  const given = sets.endDate as string | null;
  if (given && given < today) throw fieldError('endDate', V.tooLow);
  return { reason: comment, endDate: given ?? exemptionEndDate(today, Number(before.years)), decisiondate: new Date() };
};

export default serve(vrijstellingsaanvragen, {
  table: 'vrijstellingen',
  sample: { years: 2, username: 'N1001' },
  hooks: {
    beforeTransition: [decided],
    afterTransition: [
      notify(['APP', 'DEC'], {
        template: 'VRIJSTELLING_BESLISSING',
        to: 'owner',
        statusAs: 'beslissing',
        params: { jaren: 'years', einddatum: (r) => (r.endDate ? dutchDay(String(r.endDate)) : '') },
        page: '/vrijstellingen',
      }),
    ],
  },
});
