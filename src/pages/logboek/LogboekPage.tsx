import { Alert, Box, Card, CardContent, LinearProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { auditFilterSchema } from '../../../domain/schemas/audit';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import type { AuditFilterValues } from '../../dataProvider/custom/audit';
import { formatDateTime } from '../../i18n/format';
import { DownloadButton } from '../../shared/DownloadButton';
import { dutchToIso } from '../../shared/forms/DateTextInput';
import { MemberPages } from '../../shared/layout/MemberPages';
import { useDebounced } from '../../shared/lookups/typeahead';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ChainHead } from './ChainHead';
import { LogboekFilters } from './LogboekFilters';

const PAGE = PAGE_SIZES.audit;
const COLUMNS = ['at', 'who', 'subject', 'record', 'action', 'changes'] as const;

/**
 * The filters as the server reads them (days as yyyy-MM-dd), checked by the shared schema; the
 * message key per refused filter, and nothing sent while one is refused.
 */
function checked(values: AuditFilterValues) {
  const sent: AuditFilterValues = { ...values, van: values.van ? dutchToIso(values.van) : '', tot: values.tot ? dutchToIso(values.tot) : '' };
  const given = Object.fromEntries(Object.entries(sent).filter(([, v]) => v?.trim()));
  const result = auditFilterSchema.safeParse(given);
  if (result.success) return { filters: given as AuditFilterValues, problems: {} };
  return { filters: undefined, problems: Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message])) };
}

/** The secretariat's logbook: every decision and change, who made it and when, with filters and its Excel export. */
export default function LogboekPage() {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  useDocumentTitle(translate('logboek.title'));
  const [values, setValues] = useState<AuditFilterValues>({});
  const typed = useDebounced(values);
  const { filters, problems } = useMemo(() => checked(typed), [typed]);
  const [paging, setPaging] = useState({ filters, page: 0 });
  const page = JSON.stringify(paging.filters) === JSON.stringify(filters) ? paging.page : 0;
  const list = useApiQuery(['logboek', filters, page], (p) => p.auditTrail(filters!, PAGE, page * PAGE), { enabled: filters !== undefined, retry: false });

  const items = list.data?.items ?? [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('logboek.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('logboek.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('logboek.intro')}
        </Typography>
        <ChainHead />
        <LogboekFilters values={values} problems={problems} onChange={setValues} />
        <Box sx={{ mb: 2 }}>
          <DownloadButton
            label={translate('logboek.export')}
            progress="logboek.exporting"
            done="logboek.exported"
            load={(onBytes) => provider.auditExcel(filters!, onBytes)}
            disabled={!filters}
          />
        </Box>
        {list.error && <Alert severity="error">{(list.error as Error).message}</Alert>}
        {list.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={translate('logboek.loading')} />}
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('logboek.title')}>
          <Table size="small" aria-label={translate('logboek.title')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c}>{translate(`logboek.columns.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</TableCell>
                  <TableCell>
                    {/* The user name is a login, the same in every language: not a word to translate or check. */}
                    {row.name && `${row.name} (`}
                    <span translate="no">{row.username}</span>
                    {row.name && ')'}
                  </TableCell>
                  <TableCell>{row.subject}</TableCell>
                  <TableCell>
                    {row.link ? (
                      <Link component={RouterLink} to={row.link} aria-label={translate('logboek.open', { subject: row.subject, id: row.recordId })}>
                        {row.recordId}
                      </Link>
                    ) : (
                      row.recordId
                    )}
                  </TableCell>
                  <TableCell>{row.label}</TableCell>
                  <TableCell>
                    {row.diff.map((d) => (
                      <Box key={d.label}>
                        <Box component="span" sx={{ fontWeight: 500 }}>{`${d.label}: `}</Box>
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {d.before ?? '—'}
                        </Box>
                        {/* Read out as "wordt", drawn as an arrow. */}
                        <Box component="span" aria-label={translate('logboek.becomes')} role="img">
                          {' → '}
                        </Box>
                        {d.after ?? '—'}
                      </Box>
                    ))}
                    {row.more > 0 && translate('logboek.more', { smart_count: row.more })}
                  </TableCell>
                </TableRow>
              ))}
              {list.isSuccess && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length}>{translate('logboek.empty')}</TableCell>
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
          onPage={(next) => setPaging({ filters, page: next })}
        />
      </CardContent>
    </Card>
  );
}
