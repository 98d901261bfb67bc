import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { AgendaLinkState } from '../../dataProvider/custom/agenda';
import { formatDateTime } from '../../i18n/format';
import { errorNotification } from '../../shared/forms/formHelpers';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

const KEY = ['agenda'];

/**
 * /profiel, for a veterinarian: their personal calendar link. The server keeps only its hash, so the
 * link is shown once, right after it was made; later the page only says since when one exists.
 */
export function AgendaSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const provider = useAppDataProvider();
  // Through the shared read, so a 401 still leads to login (SPEC §8).
  const { data } = useApiQuery(KEY, (p) => p.getAgendaLink());
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'create' | 'revoke' | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  // Sent here to make a link (a course's sheet in the agenda links to #agenda-title): the section is shown once it has loaded.
  const { hash } = useLocation();
  useEffect(() => {
    if (data && hash === '#agenda-title') document.getElementById('agenda-title')?.scrollIntoView?.({ block: 'start' });
  }, [data, hash]);

  const run = async (action: () => Promise<AgendaLinkState & { url?: string }>, done: string) => {
    setBusy(true);
    try {
      const answer = await action();
      client.setQueryData(KEY, { exists: answer.exists, createdAt: answer.createdAt });
      setUrl(answer.url ?? null);
      setCopied(false);
      notify(done, { type: 'success' });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const create = () => run(provider.createAgendaLink, 'profiel.agenda.created');
  const revoke = () => run(provider.revokeAgendaLink, 'profiel.agenda.revoked');
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };

  if (!data) return null;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="agenda-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="agenda-title">
          {translate('profiel.agenda.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('profiel.agenda.intro')}
        </Typography>
        {url ? (
          <Box sx={{ mb: 2 }}>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('profiel.agenda.shown_once')}
            </Alert>
            <TextField
              label={translate('profiel.agenda.link')}
              value={url}
              fullWidth
              multiline
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
              onFocus={(e) => e.target.select()}
            />
            <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
              <Button variant="outlined" onClick={copy}>
                {translate('profiel.agenda.copy')}
              </Button>
              <Typography role="status" variant="body2">
                {copied ? translate('profiel.agenda.copied') : ''}
              </Typography>
            </Stack>
          </Box>
        ) : (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {data.exists ? translate('profiel.agenda.exists', { date: formatDateTime(data.createdAt) }) : translate('profiel.agenda.none')}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          {/* Without a link there is nothing to stop, so nothing to confirm. */}
          <Button variant="contained" disabled={busy} onClick={() => (data.exists ? setAsking('create') : create())}>
            {translate('profiel.agenda.create')}
          </Button>
          {data.exists && (
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsking('revoke')}>
              {translate('profiel.agenda.revoke')}
            </Button>
          )}
        </Stack>
        {/* One confirmation, worded for what is asked: a new link (the old one stops) or none at all. */}
        <Confirm
          isOpen={asking !== null}
          loading={busy}
          title={`profiel.agenda.${asking ?? 'create'}_title`}
          content={`profiel.agenda.${asking ?? 'create'}_content`}
          confirm={`profiel.agenda.${asking ?? 'create'}`}
          confirmColor="warning"
          onConfirm={asking === 'revoke' ? revoke : create}
          onClose={() => setAsking(null)}
        />
      </CardContent>
    </Card>
  );
}
