import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import { MemberPages } from '../../shared/layout/MemberPages';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

const PAGE = PAGE_SIZES.members;

/** Who has not voted yet, 25 a page, and one button that reminds each of them once per election. */
export function UnvotedList({ electionId }: { electionId: string }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();
  const list = useApiQuery(['election-unvoted', electionId, page], (p) => p.unvoted(electionId, PAGE, page * PAGE));

  const remind = async () => {
    setSending(true);
    try {
      const { count, already } = await provider.remindUnvoted(electionId);
      const text = translate('stemming.turnout.reminded', { smart_count: count });
      setOutcome({ severity: 'success', text: already > 0 ? `${text} ${translate('stemming.turnout.already', { smart_count: already })}` : text });
      void queryClient.invalidateQueries({ queryKey: ['election-unvoted', electionId] });
    } catch (error) {
      setOutcome({ severity: 'error', text: (error as Error).message });
    } finally {
      setSending(false);
      setAsking(false);
    }
  };
  const items = list.data?.items ?? [];

  return (
    <Box component="section" aria-labelledby="unvoted-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id="unvoted-title">
          {translate('stemming.turnout.unvoted_title')}
          {list.data ? ` (${list.data.size})` : ''}
        </Typography>
        <Button variant="outlined" onClick={() => setAsking(true)} disabled={sending || list.data?.size === 0}>
          {translate('stemming.turnout.remind')}
        </Button>
      </Box>
      <Box role="status" sx={{ my: 1 }}>
        {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      </Box>
      {list.error && <Alert severity="error">{(list.error as Error).message}</Alert>}
      {list.data?.size === 0 ? (
        <Typography>{translate('stemming.turnout.unvoted_empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="unvoted-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('stemming.turnout.username')}</TableCell>
                <TableCell>{translate('stemming.turnout.name')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((m) => (
                <TableRow key={m.username}>
                  <TableCell>{m.username}</TableCell>
                  <TableCell>{`${m.lastname} ${m.firstname}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <MemberPages size={list.data?.size ?? 0} page={page} pageSize={PAGE} onPage={setPage} />
        </Box>
      )}
      <Confirm
        isOpen={asking}
        loading={sending}
        title={translate('stemming.turnout.remind_confirm_title')}
        content={translate('stemming.turnout.remind_confirm')}
        onConfirm={remind}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
