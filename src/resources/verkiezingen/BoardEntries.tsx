import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { useApiQuery } from '../../shared/useApiQuery';

/** The board's page size: the server's default, and what a phone scrolls through comfortably. */
const PAGE = 50;

/**
 * The board's entries, 50 a page, oldest first, paged by keyset (`na` = the last place seen), as
 * cheap on the last page as on the first. "Vorige" goes back through the places already seen.
 * `total` is the head's place, so the caption says where in the board the page lies.
 */
export function BoardEntries({ electionId, total, refetchInterval }: { electionId: number | string; total: number; refetchInterval: number | false }) {
  const translate = useTranslate();
  const [cursors, setCursors] = useState<number[]>([0]);
  const [moved, setMoved] = useState(false);
  const table = useRef<HTMLTableElement>(null);
  const after = cursors.at(-1) ?? 0;
  const page = useApiQuery(['election-board', electionId, after], (p) => p.board(electionId, { after, size: PAGE }), { refetchInterval });
  // After paging, the new page's caption is read first.
  useEffect(() => {
    if (moved && page.data) table.current?.focus();
  }, [moved, page.data]);

  if (page.error) return <Typography color="error">{(page.error as Error).message}</Typography>;
  if (!page.data) return <Loading />;
  const entries = page.data.entries;
  if (entries.length === 0 && after === 0) return <Typography>{translate('stembord.empty')}</Typography>;
  const last = entries.at(-1)?.seq ?? after;
  const go = (next: number[]) => {
    setCursors(next);
    setMoved(true);
  };

  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" ref={table} tabIndex={-1} sx={{ outline: 'none' }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0' }}>
            {translate('stembord.caption', { from: entries[0]?.seq ?? after, to: last, total: Math.max(total, last) })}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate('stembord.seq')}</TableCell>
              <TableCell scope="col">{translate('stembord.tracker')}</TableCell>
              <TableCell scope="col">{translate('stembord.day')}</TableCell>
              <TableCell scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {translate('stembord.sealed_by')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={e.seq}>
                <TableCell>{e.seq}</TableCell>
                <TableCell translate="no" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere', minWidth: '9rem' }}>
                  {e.tracker}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.day)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {translate(e.serverSealed ? 'stembord.by_server' : 'stembord.by_browser')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Button onClick={() => go(cursors.slice(0, -1))} disabled={cursors.length <= 1}>
          {translate('stembord.previous')}
        </Button>
        <Button onClick={() => go([...cursors, last])} disabled={entries.length < PAGE || last >= total}>
          {translate('stembord.next')}
        </Button>
      </Stack>
    </Box>
  );
}
