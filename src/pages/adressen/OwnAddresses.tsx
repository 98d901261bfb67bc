import Home from '@mui/icons-material/HomeOutlined';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { OwnAddress } from '../../../domain/schemas/responses/members';
import { formatDate } from '../../i18n/format';
import { formatAddress } from './api';
import { RoleButtons } from './RoleButtons';
import { RoleChips } from './RoleChips';

export interface GroupedAddress {
  address: OwnAddress;
  roles: string[];
  since: string;
}

/** One address may carry several roles (private, correspondence, public): show it once with all of them. */
export function groupAddresses(items: OwnAddress[]): GroupedAddress[] {
  const groups = new Map<number, GroupedAddress>();
  for (const item of items) {
    const group = groups.get(item.iddicaddress);
    if (group) {
      group.roles.push(item.role);
      if (item.startdate < group.since) group.since = item.startdate;
    } else {
      groups.set(item.iddicaddress, { address: item, roles: [item.role], since: item.startdate });
    }
  }
  return [...groups.values()];
}

/** The member's own addresses with their roles, and the buttons to give one the public or correspondence role. */
export const OwnAddresses = ({ member, items, actions }: { member: string; items: OwnAddress[]; actions: React.ReactNode }) => {
  const translate = useTranslate();
  const groups = groupAddresses(items);
  return (
    <Card component="section" aria-labelledby="own-addresses-title">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography id="own-addresses-title" variant="h6" component="h2">
            {translate('adressen.own_title')}
          </Typography>
          {actions}
        </Stack>
        {groups.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('adressen.no_addresses')}
          </Typography>
        )}
        {groups.map((group, index) => (
          <Fragment key={group.address.iddicaddress}>
            {index > 0 && <Divider sx={{ my: 1.5 }} />}
            <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Home color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
              <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>
                <Typography variant="body1">{formatAddress(group.address, translate('register.box_short'))}</Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                  {translate('adressen.since', { date: formatDate(group.since) })}
                </Typography>
                <RoleChips roles={group.roles} />
              </Box>
              <RoleButtons member={member} address={group.address} roles={group.roles} />
            </Stack>
          </Fragment>
        ))}
      </CardContent>
    </Card>
  );
};
