import Mail from '@mui/icons-material/MailOutline';
import Public from '@mui/icons-material/Public';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { type Address, formatAddress } from './api';
import { type ExtraRole, useAddressRole } from './useAddressRole';

/**
 * "Als publiek adres gebruiken" / "Als correspondentieadres gebruiken" for an address that does
 * not have that role yet; a confirmation first, because the previous address loses the role.
 */
export const RoleButtons = ({ member, address, roles }: { member: string; address: Address; roles: readonly string[] }) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState<ExtraRole>();
  const mutation = useAddressRole(member);
  const missing = (['PUBLIEK', 'POST'] as const).filter((r) => !roles.includes(r));
  if (missing.length === 0) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}>
      {missing.map((role) => (
        <Button
          key={role}
          size="small"
          variant="outlined"
          startIcon={role === 'PUBLIEK' ? <Public /> : <Mail />}
          disabled={mutation.isPending}
          onClick={() => setAsking(role)}
        >
          {translate(`adressen.make.${role}`)}
        </Button>
      ))}
      <Confirm
        isOpen={!!asking}
        loading={mutation.isPending}
        title={translate(`adressen.make.${asking ?? 'PUBLIEK'}`)}
        content={translate(`adressen.make.confirm_${asking ?? 'PUBLIEK'}`, { address: formatAddress(address, translate('register.box_short')) })}
        confirm="ra.action.confirm"
        onConfirm={async () => {
          if (!asking) return;
          await mutation.mutateAsync({ iddicaddress: address.iddicaddress, role: asking }).catch(() => undefined);
          setAsking(undefined);
        }}
        onClose={() => setAsking(undefined)}
      />
    </Stack>
  );
};
