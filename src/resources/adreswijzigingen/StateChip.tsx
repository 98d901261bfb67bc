import { Box, Chip, type ChipProps, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AddressChange, AddressChangeState } from './types';

const COLOURS: Record<AddressChangeState, Exclude<ChipProps['color'], undefined>> = {
  NEW: 'info',
  APPROVED: 'success',
  DECLINED: 'default',
  ERROR: 'error',
};

/** The state in Dutch; a request in ERROR shows why it could not be applied, on a phone too (no hover). */
export const StateChip = ({ request, withReason = true }: { request: Pick<AddressChange, 'state' | 'error'>; withReason?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Chip size="small" color={COLOURS[request.state] ?? 'default'} label={translate(`adreswijzigingen.state.${request.state}`, { _: request.state })} />
      {withReason && request.state === 'ERROR' && request.error && (
        <Typography variant="caption" color="error">
          {request.error}
        </Typography>
      )}
    </Box>
  );
};

/** The kind of request in Dutch (RECHTSPERSOON 'Rechtspersoon', ...). */
export const useKindLabel = () => {
  const translate = useTranslate();
  return (code: string | undefined) => (code ? translate(`adreswijzigingen.type.${code}`, { _: code }) : '');
};
