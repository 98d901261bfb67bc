import { brusselsDate } from '../../domain/dates';
import vrijstellingen from '../../domain/resources/vrijstellingen';
import { REQUESTED } from '../../domain/rules/approvals';
import { addDays } from '../../domain/rules/courses';
import { memberNamed } from '../generator/helpers/names';
import { serve } from '../generator/part';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export default serve(vrijstellingen, {
  // A new request is asked (REQ; a form never sends the state, a demo row may), and carries the
  // member's name, for the secretariat's register and its search.
  hooks: {
    beforeChange: [
      ({ operation, record }) => (operation === 'create' && record.statecode == null ? { statecode: REQUESTED } : undefined),
      memberNamed('username', 'member'),
    ],
  },
  // One exemption in each state for the demo vets (N1005 has none: its journey asks for one).
  demo: () => {
    const today = brusselsDate();
    return [
      { $owner: 'N1004', years: 2, statecode: 'REQ', comments: 'Verblijf in het buitenland (project dierengezondheid in Rwanda).', creationdate: daysAgo(3) },
      {
        $owner: 'N1003',
        years: 3,
        statecode: 'APP',
        endDate: addDays(today, 700),
        creationdate: daysAgo(400),
        decisiondate: daysAgo(395),
        reason: 'Medisch attest aanvaard.',
      },
      { $owner: 'N1006', years: 1, statecode: 'APP', endDate: addDays(today, 20), creationdate: daysAgo(350), decisiondate: daysAgo(345) },
      {
        $owner: 'N1001',
        years: 5,
        statecode: 'DEC',
        comments: 'Ik werk deeltijds.',
        creationdate: daysAgo(60),
        decisiondate: daysAgo(50),
        reason: 'Deeltijds werken geeft geen recht op vrijstelling.',
      },
    ];
  },
  volume: 5000,
});
