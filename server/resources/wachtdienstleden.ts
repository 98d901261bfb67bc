import wachtdienstleden from '../../domain/resources/wachtdienstleden';
import { AppError } from '../errors';
import { auditStep, removeRecord } from '../generator/api';
import { memberNamed } from '../generator/helpers/names';
import type { BeforeChange } from '../generator/part';
import { serve } from '../generator/part';

/** A member joins a service that still runs. */
const joining: BeforeChange = async ({ operation, record, find }) => {
  if (operation !== 'create') return undefined;
  const service = await find('wachtdiensten', record.wachtdienstId);
  if (service && service.active === false) throw new AppError(409, 'WACHTDIENST_INACTIVE');
  return undefined;
};

export default serve(wachtdienstleden, {
  table: 'wachtdienst_leden',
  hooks: { beforeChange: [joining, memberNamed('ordenummer', 'name')] },
  actions: {
    uitschrijven: {
      // The comment goes with the membership into the service's history.
      run: async ({ q, record, body, request }) => {
        const comment = (body.comments as string | null | undefined) ?? null;
        await removeRecord(q, request, wachtdienstleden, record, 'uitschrijven', { comment });
        await auditStep(q, request, {
          resource: 'wachtdiensten',
          recordId: record.wachtdienstId,
          action: 'uitschrijven',
          before: { member: record.name, ordenummer: record.ordenummer },
          after: { comment },
        });
        return record;
      },
    },
  },
  sample: { activeMember: 'W' },
  demo: () => [
    { $owner: 'N1001', wachtdienstId: 'Wachtdienst Gent-Zuid', activeMember: 'W' },
    { $owner: 'N1004', wachtdienstId: 'Wachtdienst Gent-Zuid', activeMember: 'P' },
    { $owner: 'N1004', wachtdienstId: 'Paardenkliniek wachtdienst Vlaams-Brabant', activeMember: 'W' },
    { $owner: 'N1001', wachtdienstId: 'Paardenkliniek wachtdienst Vlaams-Brabant', activeMember: 'P' },
    { $owner: 'N1004', wachtdienstId: 'Landbouwhuisdieren regio Antwerpen', activeMember: 'W' },
    { $owner: 'N1007', wachtdienstId: 'Garde vétérinaire Bruxelles-Sud', activeMember: 'W' },
    { $owner: 'N1004', wachtdienstId: 'Garde vétérinaire Bruxelles-Sud', activeMember: 'P' },
  ],
});
