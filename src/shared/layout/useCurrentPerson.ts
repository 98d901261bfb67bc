import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentPerson, setCurrentPerson } from '../../authProvider';
import type { Person } from '../../authProvider/session';

/** The session's person for screens; `refresh` re-reads it from the server after a change. */
export function useCurrentPerson() {
  const client = useQueryClient();
  const { data, isPending } = useQuery({ queryKey: ['auth', 'person'], queryFn: currentPerson, staleTime: Number.POSITIVE_INFINITY });
  const refresh = async () => {
    setCurrentPerson(undefined);
    await client.invalidateQueries({ queryKey: ['auth', 'person'] });
  };
  const update = (person: Person) => {
    setCurrentPerson(person);
    client.setQueryData(['auth', 'person'], person);
  };
  return { person: data ?? null, isPending, refresh, update };
}
