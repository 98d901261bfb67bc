import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorNotification } from '../../shared/forms/formHelpers';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { addressesKey } from './api';

export type ExtraRole = 'PUBLIEK' | 'POST';

/** Makes an own address the public or the correspondence address; pessimistic, then reloads the addresses. */
export function useAddressRole(member: string) {
  const notify = useNotify();
  const client = useQueryClient();
  const provider = useAppDataProvider();
  return useMutation({
    mutationFn: ({ iddicaddress, role }: { iddicaddress: number; role: ExtraRole }) => provider.setAddressRole(member, iddicaddress, role),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: addressesKey(member) });
      await client.invalidateQueries({ queryKey: ['dierenartsen', 'profile'] });
      notify('UPDATE_SUCCESS', { type: 'success' });
    },
    onError: (error) => notify(...errorNotification(error)),
  });
}
