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
}

/** The election of the detail page this tab sits on (the page loaded it already; the same query answers from its cache). */
export function useElection() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useGetOne<Election>('verkiezingen', { id }, { retry: false });
  return { id, election: data, isPending, error };
}

/** Whether the election's end lies behind us: results and the ballot box are out from then on. */
export const hasEnded = (election: Pick<Election, 'endtime'>, now = Date.now()) => now >= Date.parse(election.endtime);

/** SHA-256 of a text, in hex, as the published ballot box names a ballot by its receipt's hash. */
export async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const fullName = (c: { firstname: string; lastname: string }) => `${c.firstname} ${c.lastname}`;
