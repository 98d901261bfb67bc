import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Committee, CommitteeMember } from '../../dataProvider/custom/committee';

/** A member's name as the committee's lists show it. */
export const memberName = (m: Pick<CommitteeMember, 'firstname' | 'lastname' | 'username'>) => `${m.firstname} ${m.lastname}`.trim() || m.username;

/** What a member did in a round, in words (a tick alone would say nothing to a screen reader). */
function Done({ done, complaint }: { done: boolean; complaint?: number | null }) {
  const translate = useTranslate();
  if (complaint) return <>{translate('comite.progress.complaint', { member: complaint })}</>;
  return <>{translate(done ? 'comite.progress.yes' : 'comite.progress.not_yet')}</>;
}

/**
 * The key ceremony's progress, per member: who published (hasPublished, as what they published stays
 * hidden until all did), who sent their shares, who checked what they received (or complained about
 * whose share). For the members on /comite and for the secretariat on the election's committee tab alike.
 */
export function CommitteeProgress({ committee }: { committee: Committee }) {
  const translate = useTranslate();
  const captionId = useId();
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" id={captionId}>
        {translate('comite.progress.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`comite.stage.${committee.stage}`, { threshold: committee.threshold ?? 0, members: committee.members.length })}
      </Typography>
      {/* Scrolls sideways on a phone, by keyboard too; named after its election, as a page may hold several. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('comite.progress.region', { title: committee.election.title })}>
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('comite.progress.place')}</TableCell>
              <TableCell component="th">{translate('comite.progress.member')}</TableCell>
              <TableCell component="th">{translate('comite.progress.published')}</TableCell>
              <TableCell component="th">{translate('comite.progress.sent')}</TableCell>
              <TableCell component="th">{translate('comite.progress.checked')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {committee.members.map((m) => (
              <TableRow key={m.index} selected={m.index === committee.me}>
                <TableCell>{m.index}</TableCell>
                <TableCell component="th" scope="row">
                  {memberName(m)} ({m.username}){m.index === committee.me ? ` – ${translate('comite.progress.you')}` : ''}
                </TableCell>
                <TableCell>
                  <Done done={m.hasPublished} />
                </TableCell>
                <TableCell>
                  <Done done={m.sharesSent} />
                </TableCell>
                <TableCell>
                  <Done done={m.checked} complaint={m.complaint} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
