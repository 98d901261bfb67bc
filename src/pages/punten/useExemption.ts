import { useGetList } from 'react-admin';
import { brusselsDate } from '../../../domain/dates';
import { APPROVED } from '../../../domain/rules/approvals';
import { exemptionActive } from '../../../domain/rules/cpd';

/**
 * The end date of the member's exemption that frees them today (SPEC §9, exemptionActive: approved,
 * 32 or more days left), or null; the secretariat reads the member it looks at.
 */
export function useActiveExemption(username: string | undefined) {
  const { data = [] } = useGetList<{ id: number; statecode: string; endDate: string | null }>(
    'vrijstellingen',
    { filter: { statecode: APPROVED, username }, pagination: { page: 1, perPage: 25 }, sort: { field: 'endDate', order: 'DESC' } },
    { enabled: !!username },
  );
  const today = brusselsDate();
  return data.find((e) => e.endDate && exemptionActive({ state: e.statecode, endDate: e.endDate }, today))?.endDate ?? null;
}
