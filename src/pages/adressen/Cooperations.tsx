import Business from '@mui/icons-material/BusinessOutlined';
import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Cooperation, OwnAddress } from '../../../domain/schemas/responses/members';
import { formatDate } from '../../i18n/format';
import { type Address, formatAddress } from './api';
import { RoleButtons } from './RoleButtons';
import { RoleChips, useWorkaddressLabel } from './RoleChips';

/**
 * The member's current cooperations: organisation, kind (WORKADDRESS), work address and since
 * when. A work address may become the public or correspondence address; a cooperation may be ended.
 */
export const Cooperations = ({
  member,
  relaties,
  own,
  actions,
  onEnd,
}: {
  member: string;
  relaties: Cooperation[];
  own: OwnAddress[];
  actions: ReactNode;
  onEnd: (iddiccontact: number) => void;
}) => {
  const translate = useTranslate();
  const kindLabel = useWorkaddressLabel();
  return (
    <Card component="section" aria-labelledby="cooperations-title">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography id="cooperations-title" variant="h6" component="h2">
            {translate('adressen.cooperations_title')}
          </Typography>
          {actions}
        </Stack>
        {relaties.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('adressen.no_cooperations')}
          </Typography>
        )}
        {relaties.map((coop, index) => {
          const roles = coop.iddicaddress ? own.filter((a) => a.iddicaddress === coop.iddicaddress).map((a) => a.role) : [];
          return (
            <Fragment key={coop.iddiccontact}>
              {index > 0 && <Divider sx={{ my: 1.5 }} />}
              <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Business color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
                <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h3">
                      {coop.legalentityname}
                    </Typography>
                    <Chip size="small" label={kindLabel(coop.workaddress)} />
                  </Stack>
                  <Typography variant="body2">{formatAddress(coop, translate('register.box_short'))}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                    {translate('adressen.since', { date: formatDate(coop.startdate) })}
                  </Typography>
                  <RoleChips roles={roles} />
                </Box>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
                  {coop.iddicaddress && <RoleButtons member={member} address={{ ...coop, iddicaddress: coop.iddicaddress } as Address} roles={roles} />}
                  <Button size="small" color="warning" variant="outlined" onClick={() => onEnd(coop.iddiccontact)}>
                    {translate('adressen.end_cooperation')}
                  </Button>
                </Stack>
              </Stack>
            </Fragment>
          );
        })}
      </CardContent>
    </Card>
  );
};
