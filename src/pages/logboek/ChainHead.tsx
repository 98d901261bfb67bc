import { ContentCopy } from '@mui/icons-material';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../shared/useApiQuery';

/** Enough of the hash to compare by eye; the full one is in the title and behind the copy button. */
const SHOWN = 16;

/**
 * The trail's chain head (the last row's number and hash), to note down or compare with a backup's
 * manifest. An empty trail has no head to show; a failed read leaves the logbook itself usable.
 */
export function ChainHead() {
  const translate = useTranslate();
  const head = useApiQuery(['logboek', 'keten'], (p) => p.auditChainHead(), { retry: false });
  if (!head.data?.hash) return null;
  const { volgnummer, hash } = head.data;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <span title={hash}>{translate('logboek.chain', { volgnummer, hash: hash.slice(0, SHOWN) })}</span>
      <Tooltip title={translate('logboek.chain_copy')}>
        <IconButton size="small" aria-label={translate('logboek.chain_copy')} onClick={() => void navigator.clipboard?.writeText(hash)}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Typography>
  );
}
