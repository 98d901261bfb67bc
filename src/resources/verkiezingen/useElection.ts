import { type Identifier, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';

export interface Election {
  id: Identifier;
  title: string;
  starttime: string;
  endtime: string;
  numberOfElected: number;
  votable: boolean;
  state: 'NEW' | 'FINISHED';
  /** The committee's joint key and its size (domain/crypto/dkg.ts); null until finalised. */
  publicKey: string | null;
  keyHolders: number | null;
  keyThreshold: number | null;
  /** The manifest's fingerprint: set at finalising for a committee election, null for one keyed before the committee. */
  fingerprint?: string | null;
}

/** A finalised election keyed before the committee's ceremony: its key was made in the secretariat's browser. */
export const keyedBefore = (election: Pick<Election, 'state' | 'fingerprint'>) => election.state === 'FINISHED' && !election.fingerprint;

/** The election of the detail page this tab sits on (the page loaded it already; the same query answers from its cache). */
export function useElection() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useGetOne<Election>('verkiezingen', { id }, { retry: false });
  return { id, election: data, isPending, error };
}

/** Whether the election's end lies behind us: results and the ballot box are out from then on. */
export const hasEnded = (election: Pick<Election, 'endtime'>, now = Date.now()) => now >= Date.parse(election.endtime);

export const fullName = (c: { firstname: string; lastname: string }) => `${c.firstname} ${c.lastname}`;
