import { Alert, Box, Card, CardContent, LinearProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import { formatNumber } from '../../i18n/format';
import { DownloadButton } from '../../shared/DownloadButton';
import { MemberPages } from '../../shared/layout/MemberPages';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AttestZipButton } from './AttestZipButton';
import { ControlFilters } from './ControlFilters';
import { useControlAddress } from './useControlAddress';

const PAGE = PAGE_SIZES.control;
const NUMBERS = ['total', 'theory', 'required', 'short'] as const;

/** SPEC §2 /bijscholing/controle: who has collected how many points in a period, and its Excel export. */
export default function ControlePage() {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  useDocumentTitle(translate('controle.title'));
  const periods = useApiQuery(['controle', 'periodes'], (p) => p.controlPeriods());
  const { periodId, choosePeriod, fields, setFields, problems, filters, address } = useControlAddress(periods.data);
  // Another period or other filters (another address) start again on the first page.
  const [paging, setPaging] = useState({ address, page: 0 });
  const page = paging.address === address ? paging.page : 0;
  const list = useApiQuery(['controle', periodId, filters, page], (p) => p.controlList(periodId!, filters!, PAGE, page * PAGE), {
    enabled: periodId !== undefined && filters !== undefined,
    retry: false,
  });

  const items = list.data?.items ?? [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('controle.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('controle.title')}
        </Typography>
        {periods.data?.length === 0 && <Alert severity="info">{translate('controle.no_periods')}</Alert>}
        <ControlFilters
          periods={periods.data ?? []}
          periodId={periodId ?? ''}
          onPeriod={choosePeriod}
          filters={fields}
          problems={problems}
          onFilters={setFields}
        />
        <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <DownloadButton
            label={translate('controle.export')}
            progress="controle.exporting"
            done="controle.exported"
            load={(onBytes) => provider.controlExcel(periodId!, filters!, onBytes)}
            disabled={periodId === undefined || filters === undefined}
          />
          <AttestZipButton periodId={periodId} filters={filters} />
        </Box>
        {list.error && <Alert severity="error">{(list.error as Error).message}</Alert>}
        {list.isFetching && <LinearProgress sx={{ mb: 1 }} />}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('controle.title')}>
            <TableHead>
              <TableRow>
                {(['username', 'name', ...NUMBERS, 'exempt'] as const).map((c) => (
                  <TableCell key={c} align={(NUMBERS as readonly string[]).includes(c) ? 'right' : 'left'}>
                    {translate(`controle.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((line) => (
                <TableRow key={line.username} hover>
                  <TableCell>{line.username}</TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/bijscholing/punten?user=${encodeURIComponent(line.username)}&periode=${periodId}`}
                      aria-label={translate('controle.points_of', { name: `${line.lastname} ${line.firstname}` })}
                    >
                      {line.lastname} {line.firstname}
                    </Link>
                  </TableCell>
                  {NUMBERS.map((c) => (
                    <TableCell key={c} align="right">
                      {formatNumber(line[c])}
                    </TableCell>
                  ))}
                  <TableCell>{translate(line.exempt ? 'controle.yes' : 'controle.no')}</TableCell>
                </TableRow>
              ))}
              {list.isSuccess && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{translate('controle.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
        <MemberPages
          size={list.data?.size ?? 0}
          atLeast={list.data?.atLeast}
          page={page}
          pageSize={PAGE}
          onPage={(next) => setPaging({ address, page: next })}
        />
      </CardContent>
    </Card>
  );
}
