import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

type Outcome = { state: 'reading' } | { state: 'echt' | 'gewijzigd'; name: string };

/**
 * Compares a PDF file's sha256, worked out in the browser (the file is never sent), with the one
 * recorded when the certificate was made: one changed byte makes it "gewijzigd". Noble's sha256, not
 * WebCrypto, so it works on a page served without https too.
 */
export function FileCheck({ sha256: recorded }: { sha256: string }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function chosen(file: File | undefined) {
    if (!file) return;
    setOutcome({ state: 'reading' });
    const digest = bytesToHex(sha256(new Uint8Array(await file.arrayBuffer())));
    setOutcome({ state: digest === recorded ? 'echt' : 'gewijzigd', name: file.name });
    if (input.current) input.current.value = '';
  }

  return (
    <Box component="section" aria-labelledby="attest-file" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2" id="attest-file">
        {translate('attest.check.file_title')}
      </Typography>
      <Typography variant="body2">{translate('attest.check.file_intro')}</Typography>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        tabIndex={-1}
        aria-label={translate('attest.check.file_choose')}
        data-testid="attest-file"
        onChange={(e) => chosen(e.target.files?.[0])}
      />
      <Box>
        <Button variant="contained" onClick={() => input.current?.click()}>
          {translate('attest.check.file_choose')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {outcome?.state === 'reading' && <Typography>{translate('attest.check.file_reading')}</Typography>}
        {outcome && outcome.state !== 'reading' && (
          <Alert severity={outcome.state === 'echt' ? 'success' : 'error'}>{translate(`attest.check.file_${outcome.state}`, { name: outcome.name })}</Alert>
        )}
      </Box>
    </Box>
  );
}
