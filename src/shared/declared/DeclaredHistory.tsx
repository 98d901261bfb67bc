import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import { formatDateTime } from '../../i18n/format';
import { Loaded } from '../detail/DetailParts';
import { PageSwitcher } from '../layout/PageSwitcher';
import type { HistoryEntry } from '../../dataProvider/custom/declared';
import { useApiQuery } from '../useApiQuery';
import { StateText, ValueText } from './columns';
import { labelOf } from './keys';

/** What happened: the state the record reached, or the action's name (an upload, a change). */
const What = ({ d, entry }: { d: Declaration; entry: HistoryEntry }) => {
  const translate = useTranslate();
  return entry.resource === d.name && entry.action !== 'upload' && entry.state ? (
    <StateText d={d} value={entry.state} />
  ) : (
    translate(`resources.${entry.resource}.history.${entry.action}`, { _: entry.action })
  );
};

/** Who did it, with what the decision set (the assessor). */
const Who = ({ d, entry }: { d: Declaration; entry: HistoryEntry }) => {
  const translate = useTranslate();
  return (
    <>
      {entry.name ?? entry.username}
      {Object.entries(entry.values ?? {}).map(([field, value]) => (
        <Typography key={field} variant="body2" color="text.secondary">
          {translate(labelOf(d, field))}: <ValueText d={d} field={field} value={value} />
        </Typography>
      ))}
    </>
  );
};

/** On a phone each entry is a block of lines (when and what, who, the comment): nothing to swipe sideways. */
const PhoneEntries = ({ d, items }: { d: Declaration; items: HistoryEntry[] }) => (
  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={useTranslate()('declared.history')}>
    {items.map((entry) => (
      <Box component="li" key={entry.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {formatDateTime(entry.at)} · <What d={d} entry={entry} />
        </Typography>
        <Typography variant="body2" component="div">
          <Who d={d} entry={entry} />
        </Typography>
        {entry.comment && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {entry.comment}
          </Typography>
        )}
      </Box>
    ))}
  </Box>
);

/** A queue record's history tab, 25 per page (SPEC §9): every state it went through, with who (by name, and what the decision set: the assessor), when and the comment. */
export const DeclaredHistory = ({ d, id }: { d: Declaration; id: string }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const query = useApiQuery(['historiek', d.name, id, page], (provider) => provider.getHistory(d.name, id, page * PAGE_SIZES.history));
  const items = query.data?.items ?? [];
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Loaded query={query}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('declared.no_history')}</Typography>
      ) : isPhone ? (
        <PhoneEntries d={d} items={items} />
      ) : (
        // A narrow window's table scrolls in its own box (when and what first), never the page; the box
        // takes the focus, so the keyboard scrolls it too.
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('declared.history')}>
          <Table size="small" aria-label={translate('declared.history')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('declared.when')}</TableCell>
                <TableCell>{translate('declared.state')}</TableCell>
                <TableCell>{translate('declared.who')}</TableCell>
                <TableCell>{translate('declared.comment')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
                  <TableCell>
                    <What d={d} entry={entry} />
                  </TableCell>
                  <TableCell>
                    <Who d={d} entry={entry} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 180 }}>{entry.comment ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PageSwitcher size={query.data?.size ?? 0} page={page} pageSize={PAGE_SIZES.history} onPage={setPage} />
    </Loaded>
  );
};
