import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCodelist } from '../../shared/lookups/codelists';

/** Order of the address roles: private, correspondence, public. */
export const ROLE_ORDER = ['LID', 'POST', 'PUBLIEK'] as const;

/** The label of a WORKADDRESS code (address role or kind of cooperation): the codelist's, else our own. */
export function useWorkaddressLabel() {
  const translate = useTranslate();
  const { describe } = useCodelist('WORKADDRESS');
  return (code: string) => describe(code) ?? translate(`adressen.roles.${code}`, { _: code });
}

const color = { LID: 'default', POST: 'info', PUBLIEK: 'success' } as const;

/** Chips of the roles of one address ("Privéadres (domicilie)", "Correspondentieadres", ...). */
export const RoleChips = ({ roles }: { roles: readonly string[] }) => {
  const roleLabel = useWorkaddressLabel();
  const sorted = ROLE_ORDER.filter((r) => roles.includes(r));
  if (sorted.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {sorted.map((role) => (
        <Chip key={role} size="small" color={color[role]} variant={role === 'LID' ? 'outlined' : 'filled'} label={roleLabel(role)} />
      ))}
    </Stack>
  );
};
