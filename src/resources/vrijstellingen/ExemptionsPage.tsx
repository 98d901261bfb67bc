import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetList, usePermissions, useTranslate } from 'react-admin';
import { brusselsDate, dutchDay } from '../../../domain/dates';
import vrijstellingen from '../../../domain/resources/vrijstellingen';
import { fileSlotOf } from '../../../domain/declare/access';
import { exemptionActive } from '../../../domain/rules/cpd';
import { EXEMPTION_RELOAD_MS } from '../../../domain/schemas/exemptions';
import type { ExemptionRecord } from '../../dataProvider/custom/exemptions';
import { ValueText } from '../../shared/declared/columns';
import { PageSwitcher } from '../../shared/layout/PageSwitcher';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { RequestDialog } from './RequestDialog';

const d = vrijstellingen;
const COLUMNS = ['creationdate', 'years', 'statecode', 'endDate', 'active', 'attachmentName'] as const;
/** The secretariat sees everyone's: the member first. */
const ALL_COLUMNS = ['member', ...COLUMNS] as const;
type Column = (typeof ALL_COLUMNS)[number];

/** One cell of an exemption, as a person reads it: dd/MM/yyyy, the state in Dutch, whether it frees them today. */
function Cell({ row, column }: { row: ExemptionRecord; column: Column }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  if (column === 'member') return <>{row.member}</>;
  if (column === 'creationdate') return <>{dutchDay(brusselsDate(new Date(row.creationdate)))}</>;
  if (column === 'years') return <>{translate('vrijstellingen.years_option', { smart_count: row.years })}</>;
  if (column === 'statecode') return <ValueText d={d} field="statecode" value={row.statecode} />;
  if (column === 'endDate') return <>{row.endDate ? dutchDay(row.endDate) : ''}</>;
  if (column === 'active') {
    const active = !!row.endDate && exemptionActive({ state: row.statecode, endDate: row.endDate }, brusselsDate());
    return <>{translate(active ? 'vrijstellingen.active_yes' : 'vrijstellingen.active_no')}</>;
  }
  if (!row.attachmentName) return null;
  return (
    <Link href={provider.fileUrl(fileSlotOf(d, 'attachment', row.id))} download={row.attachmentName}>
      {row.attachmentName}
    </Link>
  );
}

const label = (translate: ReturnType<typeof useTranslate>, column: Column) =>
  translate(column === 'active' ? 'vrijstellingen.active' : `resources.${d.name}.fields.${column}`);

/**
 * /vrijstellingen (SPEC §2): a veterinarian's exemptions, 25 a page, newest first, and the request
 * dialog; after a request the Dutch confirmation shows and the list reloads 2 s later (SPEC §9). The
 * secretariat sees everyone's here and decides them in the register.
 */
export default function ExemptionsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const isVet = !!permissions?.includes('DIERENARTS');
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const perPage = d.list.pageSize;
  const columns: readonly Column[] = isVet ? COLUMNS : ALL_COLUMNS;
  const {
    data = [],
    total = 0,
    isPending,
    refetch,
  } = useGetList<ExemptionRecord & { id: number }>(d.name, {
    pagination: { page: page + 1, perPage },
    sort: d.list.sort,
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      setPage(0);
      refetch();
    }, EXEMPTION_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [sent, refetch]);

  const title = translate(isVet ? 'vrijstellingen.title' : `resources.${d.name}.name`, { smart_count: 2 });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {isVet && !sent && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAsking(true)}>
            {translate('vrijstellingen.request')}
          </Button>
        )}
      </Box>
      {sent ? (
        <Alert severity="success" role="status">
          {translate('REQUEST_SUCCESS')} {translate('vrijstellingen.reloading')}
        </Alert>
      ) : (
        <>
          {!isPending && data.length === 0 && <Typography color="text.secondary">{translate('vrijstellingen.none')}</Typography>}
          {data.length > 0 && isPhone && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {data.map((row) => (
                <Card key={row.id} variant="outlined">
                  <CardContent component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
                    {columns.map((c) => [
                      <Typography key={`${c}-l`} component="dt" variant="body2" color="text.secondary">
                        {label(translate, c)}
                      </Typography>,
                      <Typography key={`${c}-v`} component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        <Cell row={row} column={c} />
                      </Typography>,
                    ])}
                  </CardContent>
                </Card>
              ))}
            </Box>
          )}
          {data.length > 0 && !isPhone && (
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c}>{label(translate, c)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.id}>
                    {columns.map((c) => (
                      <TableCell key={c}>
                        <Cell row={row} column={c} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <PageSwitcher size={total} page={page} pageSize={perPage} onPage={setPage} />
        </>
      )}
      {asking && (
        <RequestDialog
          onClose={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            setSent(true);
          }}
        />
      )}
    </Box>
  );
}
