import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, usePermissions, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { AgendaSheet } from '../../dataProvider/custom/cursusagenda';
import { formatDate, formatNumber } from '../../i18n/format';
import { errorNotification } from '../../shared/forms/formHelpers';
import { useApiQuery } from '../../shared/useApiQuery';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { courseDates, coursePlace } from './CourseCard';

const points = (n: number) => formatNumber(n, n % 1 ? 1 : 0);

/** The member's choice: put the course in their calendar feed or take it out; says so when they have no calendar link yet. */
function MyAgenda({ sheet, onChange }: { sheet: AgendaSheet; onChange: (next: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const [busy, setBusy] = useState(false);
  const change = async () => {
    setBusy(true);
    try {
      const answer = await (sheet.inMyAgenda ? provider.removeFromMyAgenda(sheet.id) : provider.addToMyAgenda(sheet.id));
      onChange(answer.inMyAgenda);
      notify(answer.inMyAgenda ? 'cursusagenda.added' : 'cursusagenda.removed', { type: 'success' });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
    }
  };
  if (!sheet.upcoming && !sheet.inMyAgenda) return <Alert severity="info">{translate('cursusagenda.past')}</Alert>;
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      {sheet.inMyAgenda && <Typography role="status">{translate('cursusagenda.in_my_agenda')}</Typography>}
      <Box>
        <Button variant={sheet.inMyAgenda ? 'outlined' : 'contained'} onClick={change} disabled={busy}>
          {translate(sheet.inMyAgenda ? 'cursusagenda.remove' : 'cursusagenda.add')}
        </Button>
      </Box>
      {sheet.hasCalendarLink ? (
        <Typography variant="body2">{translate('cursusagenda.feed_hint')}</Typography>
      ) : (
        <Alert severity="info">
          {translate('cursusagenda.no_link')}{' '}
          <Link component={RouterLink} to="/profiel#agenda-title">
            {translate('cursusagenda.make_link')}
          </Link>
        </Alert>
      )}
    </Stack>
  );
}

/** /bijscholing/agenda/{id}: a course's sheet with its programme, speakers and the organiser's contact. */
export default function AgendaSheetPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const location = useLocation();
  const back = `/bijscholing/agenda${(location.state as { search?: string } | null)?.search ? `?${(location.state as { search: string }).search}` : ''}`;
  const { permissions } = usePermissions<string[]>();
  const client = useQueryClient();
  const key = ['cursusagenda', 'fiche', id];
  const query = useApiQuery(key, (p) => p.agendaCourse(Number(id)), { retry: false });
  const sheet = query.data;
  useDocumentTitle(sheet?.title ?? translate('cursusagenda.title'));
  const contact = sheet ? (['website', 'email', 'telephone'] as const).filter((k) => sheet.contact[k]) : [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('cursusagenda.title')} />
      {/* An organisation's website or e-mail address, a meeting link as the place: each breaks rather than run past a phone's edge. */}
      <CardContent sx={{ overflowWrap: 'anywhere' }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {translate('cursusagenda.back')}
        </Button>
        {/* Without a course the page still has its heading, so whoever reads by headings finds the refusal. */}
        {query.error && (
          <>
            <Typography variant="h5" component="h1" gutterBottom>
              {translate('cursusagenda.title')}
            </Typography>
            <Alert severity="error">{(query.error as Error).message}</Alert>
          </>
        )}
        {sheet && (
          <>
            <Typography variant="h5" component="h1">
              {sheet.title}
            </Typography>
            <Typography variant="body1" sx={{ mt: 1 }}>
              {courseDates(sheet)} · {coursePlace(sheet, translate('cursusagenda.online_place')) || sheet.contact.locality}
            </Typography>
            <Typography variant="body2">
              {translate('cursusagenda.organiser')}: {sheet.organisation}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Chip size="small" color="primary" label={translate('cursusagenda.points', { smart_count: sheet.points, points: points(sheet.points) })} />
              <Chip size="small" variant="outlined" label={`${translate('cursusagenda.type')}: ${sheet.type}`} />
              {sheet.ebpNumber && <Chip size="small" variant="outlined" label={`${translate('cursusagenda.ebp')}: ${sheet.ebpNumber}`} />}
              {sheet.province && <Chip size="small" variant="outlined" label={sheet.province.description} />}
              {sheet.discipline && <Chip size="small" variant="outlined" label={sheet.discipline.description} />}
              {sheet.level && <Chip size="small" variant="outlined" label={sheet.level.description} />}
              {sheet.species.map((s) => (
                <Chip key={s.code} size="small" variant="outlined" label={s.description} />
              ))}
            </Stack>
            {permissions?.includes('DIERENARTS') && <MyAgenda sheet={sheet} onChange={(next) => client.setQueryData(key, { ...sheet, inMyAgenda: next })} />}

            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('cursusagenda.programme')}
            </Typography>
            {sheet.items.length === 0 && <Typography variant="body2">{translate('cursusagenda.no_programme')}</Typography>}
            <List dense disablePadding>
              {sheet.items.map((item) => (
                <ListItem key={`${item.datum}-${item.startTime}-${item.endTime}`} disableGutters divider>
                  <ListItemText
                    primary={`${formatDate(item.datum)} · ${translate('cursusagenda.item_time', { start: item.startTime, end: item.endTime })}${item.dagdeel ? ` · ${item.dagdeel}` : ''}`}
                    secondary={[item.category, translate('cursusagenda.points', { smart_count: item.points, points: points(item.points) })]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>

            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('cursusagenda.speakers')}
            </Typography>
            {sheet.speakers.length === 0 && <Typography variant="body2">{translate('cursusagenda.no_speakers')}</Typography>}
            <List dense disablePadding>
              {sheet.speakers.map((s) => (
                <ListItem key={`${s.lastName}-${s.firstName}`} disableGutters>
                  <ListItemText
                    primary={[s.title, s.firstName, s.lastName].filter(Boolean).join(' ')}
                    secondary={s.relatedTo ? translate('cursusagenda.related_to', { name: s.relatedTo }) : undefined}
                  />
                </ListItem>
              ))}
            </List>

            {contact.length > 0 && (
              <>
                <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                  {translate('cursusagenda.contact')}
                </Typography>
                <Typography variant="body2" component="div">
                  {sheet.contact.website && (
                    <div>
                      {translate('cursusagenda.website')}:{' '}
                      <Link
                        href={/^https?:\/\//.test(sheet.contact.website) ? sheet.contact.website : `https://${sheet.contact.website}`}
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        {sheet.contact.website}
                      </Link>
                    </div>
                  )}
                  {sheet.contact.email && (
                    <div>
                      {translate('cursusagenda.email')}: <Link href={`mailto:${sheet.contact.email}`}>{sheet.contact.email}</Link>
                    </div>
                  )}
                  {sheet.contact.telephone && (
                    <div>
                      {translate('cursusagenda.telephone')}: <Link href={`tel:${sheet.contact.telephone.replace(/\s/g, '')}`}>{sheet.contact.telephone}</Link>
                    </div>
                  )}
                </Typography>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
