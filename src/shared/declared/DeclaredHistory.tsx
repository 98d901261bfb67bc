import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import { formatDateTime } from '../../i18n/format';
import { Loaded } from '../detail/DetailParts';
import { PageSwitcher } from '../layout/PageSwitcher';
import { useApiQuery } from '../useApiQuery';
import { StateText, ValueText } from './columns';
import { labelOf } from './keys';

/** A queue record's history tab, 25 per page (SPEC §9): every state it went through, with who (by name, and what the decision set: the assessor), when and the comment. */
export const DeclaredHistory = ({ d, id }: { d: Declaration; id: string }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const query = useApiQuery(['historiek', d.name, id, page], (provider) => provider.getHistory(d.name, id, page * PAGE_SIZES.history));
  const items = query.data?.items ?? [];
  return (
    <Loaded query={query}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('declared.no_history')}</Typography>
      ) : (
        // On a phone the table scrolls in its own box (when and what first), never the page; the box
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
                    {entry.resource === d.name && entry.action !== 'upload' && entry.state ? (
                      <StateText d={d} value={entry.state} />
                    ) : (
                      translate(`resources.${entry.resource}.history.${entry.action}`, { _: entry.action })
                    )}
                  </TableCell>
                  <TableCell>
                    {entry.name ?? entry.username}
                    {Object.entries(entry.values ?? {}).map(([field, value]) => (
                      <Typography key={field} variant="body2" color="text.secondary">
                        {translate(labelOf(d, field))}: <ValueText d={d} field={field} value={value} />
                      </Typography>
                    ))}
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
