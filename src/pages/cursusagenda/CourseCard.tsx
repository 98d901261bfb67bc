import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AgendaCourse } from '../../dataProvider/custom/cursusagenda';
import { formatDate, formatNumber } from '../../i18n/format';

/** A course's dates: one day, or its first and last. */
export const courseDates = (c: { startDate: string; endDate: string }) =>
  c.startDate === c.endDate ? formatDate(c.startDate) : `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`;

/** Where a course takes place: its place, "Online", or both. */
export const coursePlace = (c: { location: string | null; online: boolean }, online: string) =>
  [c.location, c.online ? online : null].filter(Boolean).join(' · ');

/** One course of the agenda, as a card that reads on a phone; its title opens the sheet. */
export function CourseCard({ course, search }: { course: AgendaCourse; search: string }) {
  const translate = useTranslate();
  const place = coursePlace(course, translate('cursusagenda.online_place'));
  return (
    <Card component="article" variant="outlined" aria-labelledby={`cursus-${course.id}`}>
      {/* A place given as a meeting link or an organisation's long name breaks rather than run past a phone's edge (the card cuts it off). */}
      <CardContent sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          {courseDates(course)}
          {course.province ? ` · ${course.province.description}` : ''}
        </Typography>
        <Typography variant="h6" component="h2" id={`cursus-${course.id}`} sx={{ fontSize: '1.1rem', my: 0.5 }}>
          <Link component={RouterLink} to={`/bijscholing/agenda/${course.id}`} state={{ search }}>
            {course.title}
          </Link>
        </Typography>
        <Typography variant="body2">{course.organisation}</Typography>
        {place && <Typography variant="body2">{place}</Typography>}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Chip
            size="small"
            color="primary"
            label={translate('cursusagenda.points', { smart_count: course.points, points: formatNumber(course.points, course.points % 1 ? 1 : 0) })}
          />
          {course.discipline && <Chip size="small" variant="outlined" label={course.discipline.description} />}
          {course.level && <Chip size="small" variant="outlined" label={course.level.description} />}
          {course.species.map((s) => (
            <Chip key={s.code} size="small" variant="outlined" label={s.description} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
