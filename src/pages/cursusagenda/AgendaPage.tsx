import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { HttpError, Title, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../../domain/schemas/common';
import { MemberPages } from '../../shared/layout/MemberPages';
import { useApiQuery } from '../../shared/useApiQuery';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AgendaFilters } from './AgendaFilters';
import { CourseCard } from './CourseCard';
import { useAgendaAddress } from './useAgendaAddress';

const PAGE = PAGE_SIZES.courses;

/** /bijscholing/agenda: the approved courses from today on, soonest first, for veterinarians (docs/features/course-agenda.md). */
export default function AgendaPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('cursusagenda.title'));
  const { filters, typed, setTyped, setFilter, reset, page, setPage, search } = useAgendaAddress();
  const list = useApiQuery(['cursusagenda', filters, page], (p) => p.agendaList(filters, PAGE, page * PAGE), { retry: false });
  const items = list.data?.items ?? [];
  // A filter the server refused (an address typed or kept from before): its message beside its field.
  const problems = list.error instanceof HttpError ? ((list.error.body as { fields?: Record<string, string> } | undefined)?.fields ?? {}) : {};
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('cursusagenda.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('cursusagenda.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('cursusagenda.intro')}
        </Typography>
        <AgendaFilters filters={filters} typed={typed} onType={setTyped} onFilter={setFilter} onReset={reset} problems={problems} />
        {list.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {(list.error as Error).message}
          </Alert>
        )}
        {list.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={translate('app.loading')} />}
        {list.isSuccess && (
          <Typography variant="body2" role="status" sx={{ mb: 1 }}>
            {items.length > 0
              ? translate('cursusagenda.count', { smart_count: list.data.size })
              : list.data.size > 0
                ? translate('cursusagenda.past_end', { smart_count: list.data.size })
                : translate('cursusagenda.empty')}
          </Typography>
        )}
        {/* A page past the end (an address kept from a longer list): the way back to the first. */}
        {list.isSuccess && items.length === 0 && list.data.size > 0 && (
          <Button onClick={() => setPage(0)} sx={{ mb: 1 }}>
            {translate('cursusagenda.first_page')}
          </Button>
        )}
        <Stack component="section" aria-label={translate('cursusagenda.title')} spacing={2}>
          {items.map((course) => (
            <CourseCard key={course.id} course={course} search={search} />
          ))}
        </Stack>
        <Box sx={{ mt: 1 }}>
          <MemberPages size={list.data?.size ?? 0} atLeast={list.data?.atLeast} page={page} pageSize={PAGE} onPage={setPage} />
        </Box>
      </CardContent>
    </Card>
  );
}
