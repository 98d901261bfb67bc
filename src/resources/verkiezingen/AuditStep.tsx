import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditFile } from '../../../domain/crypto/audit';
import { CommandLine } from './CommandLine';
import { saveText } from './saveText';
import type { SealedChoice } from './sealing';
import { TrackerCode } from './TrackerCode';

/** The static verifier page (public/), which reads the audit file without the portal's session. */
const VERIFY_PAGE = '/stembiljet-controle.html';

interface Props {
  sealed: SealedChoice;
  /** What the ballot held, read back from its randomness; null when it could not be read (a page that cheated). */
  held: { names: string; blank: boolean; matches: boolean } | null;
  file: AuditFile;
  busy: boolean;
  onFresh: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * After an audit (Benaloh's challenge): the server has recorded the tracker as audited, so this
 * ballot never counts; the page shows which candidates it held, and hands over the file to check
 * that elsewhere (the static page, `npm run verify:box -- --audit`). The voter then seals a fresh one.
 */
export function AuditStep({ sealed, held, file, busy, onFresh, headingRef }: Props) {
  const translate = useTranslate();
  const fileName = `stembiljet-controle-${file.verkiezing.id}-${sealed.tracker.slice(0, 8)}.json`;

  return (
    <Box component="section" aria-labelledby="audited-title">
      <Typography variant="h6" component="h3" id="audited-title" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {translate('stembiljet.audited_title')}
      </Typography>
      <Typography variant="subtitle2" component="p" id="audited-tracker" sx={{ mt: 1 }}>
        {translate('stembiljet.tracker')}
      </Typography>
      <TrackerCode tracker={sealed.tracker} labelledBy="audited-tracker" />
      {held ? (
        <Alert severity={held.matches ? 'info' : 'error'} sx={{ my: 1 }} data-testid="audit-held">
          {held.blank ? translate('stembiljet.audited_blank') : translate('stembiljet.audited_held', { names: held.names })}{' '}
          {translate(held.matches ? 'stembiljet.audited_matches' : 'stembiljet.audited_differs')}
        </Alert>
      ) : (
        <Alert severity="error" sx={{ my: 1 }}>
          {translate('stembiljet.audited_unreadable')}
        </Alert>
      )}
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate('stembiljet.spoiled')}
      </Alert>

      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        {translate('stembiljet.check_yourself_title')}
      </Typography>
      <Typography variant="body2">{translate('stembiljet.check_yourself')}</Typography>
      <CommandLine>{`npm run verify:box -- --audit ${fileName}`}</CommandLine>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }} alignItems={{ sm: 'center' }}>
        <Button variant="outlined" onClick={() => saveText(fileName, `${JSON.stringify(file, null, 2)}\n`, 'application/json')}>
          {translate('stembiljet.download_audit')}
        </Button>
        <Link href={VERIFY_PAGE} target="_blank" rel="noopener">
          {translate('stembiljet.verify_page')}
        </Link>
      </Stack>

      <Typography variant="body2" sx={{ mt: 3 }} id="fresh-explain">
        {translate('stembiljet.fresh_explain')}
      </Typography>
      <Button variant="contained" onClick={onFresh} disabled={busy} sx={{ mt: 1 }} aria-describedby="fresh-explain">
        {translate('stembiljet.fresh')}
      </Button>
    </Box>
  );
}
