import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Election, keyedBefore } from './useElection';

/**
 * What protects a vote, said as it is (issue "a key that nobody ever holds"): the voter's browser
 * seals the ballot, so the server never sees the choice; only the threshold of the committee together
 * opens a ballot, and neither the server nor the database holds a key. What remains to trust (the
 * device, the page) is named, with the audit that checks the page. Before voting and on the receipt.
 */
export function SecrecyNote({ election }: { election: Pick<Election, 'state' | 'fingerprint' | 'keyHolders' | 'keyThreshold'> }) {
  const translate = useTranslate();
  const args = { threshold: election.keyThreshold ?? 2, holders: election.keyHolders ?? 2 };
  return (
    <Typography variant="body2" sx={{ my: 1 }}>
      {translate(keyedBefore(election) ? 'stemming.secrecy.before' : 'stemming.secrecy.committee', args)}
    </Typography>
  );
}
