import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ElectionKey } from '../../../domain/crypto/keys';
import { KEY_HOLDERS } from '../../../domain/rules/elections';
import { useMoveDone, useMoveRefusal } from '../../shared/declared/ActionButton';
import type { MoveProps } from '../../shared/declared/parts';
import { useRecordTitle } from '../../shared/declared/record';
import { errorNotification } from '../../shared/forms/formHelpers';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { fileSlug, saveText } from './saveText';

const ACTION = 'finaliseren';
const sizes = (from: number) => Array.from({ length: KEY_HOLDERS.max - from + 1 }, (_, i) => from + i);

/**
 * Finalising an election with its key ceremony (issue 28 §2): the committee's size and how many of
 * them count the votes; this browser makes the key, shows each share once to hand out (a file or
 * copied), and only after "handed out" sends the public half with the move. Closing the dialog before
 * drops the key: nothing was sent.
 */
export default function FinaliseButton({ d, record }: MoveProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const done = useMoveDone(d, record, ACTION);
  const title = useRecordTitle(d)(record);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [holders, setHolders] = useState(3);
  const [threshold, setThreshold] = useState(2);
  const [key, setKey] = useState<ElectionKey | null>(null);
  const [handedOut, setHandedOut] = useState(false);
  const [copied, setCopied] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { refused, checking } = useMoveRefusal(d, record, ACTION, open);

  const close = () => {
    setOpen(false);
    setKey(null);
    setHandedOut(false);
    setCopied(null);
  };
  const make = async () => {
    const { makeElectionKey } = await import('../../../domain/crypto/keys');
    setKey(await makeElectionKey(holders, threshold));
  };
  const shareFile = (share: string, n: number) =>
    saveText(`deelsleutel-${n}-van-${holders}-${fileSlug(String(record.title))}.txt`, translate('stemming.key.file_text', { n, holders, threshold, title, share }));
  const copy = async (share: string, n: number) => {
    await navigator.clipboard?.writeText(share);
    setCopied(n);
  };
  const finalise = async () => {
    if (!key) return;
    setBusy(true);
    try {
      done(await provider.runAction(d.name, record.id, ACTION, { publicKey: key.publicKey, keyHolders: holders, keyThreshold: threshold }));
    } catch (error) {
      notify(...errorNotification(error));
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate(`resources.${d.name}.actions.${ACTION}`)}
      </Button>
      <Dialog open={open && !checking} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{translate(key ? 'stemming.key.shares_title' : 'stemming.key.title')}</DialogTitle>
        <DialogContent>
          {refused ? (
            <Alert severity="warning">{translate(refused)}</Alert>
          ) : !key ? (
            <>
              <Typography sx={{ mb: 1 }}>{translate(`resources.${d.name}.actions.${ACTION}_confirm`, { title })}</Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {translate('stemming.key.explain')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  label={translate('stemming.key.holders')}
                  value={holders}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    setHolders(n);
                    setThreshold((k) => Math.min(k, n));
                  }}
                  sx={{ minWidth: 220 }}
                >
                  {sizes(KEY_HOLDERS.min).map((n) => (
                    <MenuItem key={n} value={n}>
                      {n}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select label={translate('stemming.key.threshold')} value={threshold} onChange={(e) => setThreshold(Number(e.target.value))} sx={{ minWidth: 220 }}>
                  {sizes(KEY_HOLDERS.min)
                    .filter((n) => n <= holders)
                    .map((n) => (
                      <MenuItem key={n} value={n}>
                        {n}
                      </MenuItem>
                    ))}
                </TextField>
              </Stack>
            </>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {translate('stemming.key.shares_explain', { threshold, holders })}
              </Typography>
              <Stack spacing={2} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {key.shares.map((share, i) => (
                  <Box component="li" key={share} aria-labelledby={`${titleId}-share-${i}`}>
                    <Typography variant="subtitle2" component="h3" id={`${titleId}-share-${i}`}>
                      {translate('stemming.key.share', { n: i + 1, holders })}
                    </Typography>
                    <Box component="output" sx={{ display: 'block', fontFamily: 'monospace', p: 1, my: 0.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}>
                      {share}
                    </Box>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" variant="outlined" onClick={() => shareFile(share, i + 1)}>
                        {translate('stemming.key.download')}
                      </Button>
                      <Button size="small" onClick={() => copy(share, i + 1)}>
                        {translate('stemming.key.copy')}
                      </Button>
                    </Stack>
                  </Box>
                ))}
              </Stack>
              <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
                {copied ? translate('stemming.key.copied', { n: copied }) : ''}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate('stemming.key.public_key', { key: key.publicKey })}
              </Typography>
              <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={handedOut} onChange={(e) => setHandedOut(e.target.checked)} />} label={translate('stemming.key.handed_out')} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          {!refused && !key && (
            <Button variant="contained" onClick={make}>
              {translate('stemming.key.make')}
            </Button>
          )}
          {!refused && key && (
            <Button variant="contained" onClick={finalise} disabled={!handedOut || busy}>
              {translate(`resources.${d.name}.actions.${ACTION}`)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
