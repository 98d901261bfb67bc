import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dutchDay } from '../../../domain/dates';
import type { AttestStated } from '../../../domain/schemas/attest';
import { formatNumber } from '../../i18n/format';

const TYPES = ['ebpcursussen', 'bpcursussen', 'teachings', 'peerreview', 'others'] as const;

/**
 * The points and courses a certificate stated, as its PDF lists them: per type with the other forms
 * capped, and each approved course with its date and points. Whoever checks a paper copy compares
 * these lines with it, so the page names everything the paper does.
 */
export function StatedPoints({ stated }: { stated: AttestStated }) {
  const translate = useTranslate();
  const p = stated.points;
  const typeName = (type: string) => translate(`resources.punten.choices.type.${type}`, { _: type });
  const rows: [string, number, boolean?][] = [
    ...TYPES.map((type): [string, number] => [typeName(type), p[type]]),
    [translate('attest.check.total'), p.total, true],
    [translate('attest.check.theory'), p.theory],
  ];
  return (
    <>
      <Box component="section" aria-labelledby="attest-points" sx={{ mt: 2 }}>
        <Typography variant="subtitle1" component="h3" id="attest-points" sx={{ fontWeight: 600 }}>
          {translate('attest.check.points_heading')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.25, m: 0 }}>
          {rows.map(([label, value, bold]) => (
            <Box key={label} sx={{ display: 'contents', '& > *': { fontWeight: bold ? 600 : undefined } }}>
              <Typography component="dt">{label}</Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {formatNumber(value)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('attest.check.others_capped', { cap: formatNumber(p.othersCap), earned: formatNumber(p.othersUncapped) })}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="attest-courses" sx={{ mt: 2 }}>
        <Typography variant="subtitle1" component="h3" id="attest-courses" sx={{ fontWeight: 600 }}>
          {translate('attest.check.courses_heading')}
        </Typography>
        {stated.courses.length === 0 ? (
          <Typography variant="body2">{translate('attest.check.no_courses')}</Typography>
        ) : (
          <List dense disablePadding>
            {stated.courses.map((course, i) => (
              <ListItem key={`${course.date}|${course.type}|${course.title}`} disableGutters divider={i < stated.courses.length - 1}>
                <ListItemText
                  primary={course.title}
                  secondary={translate('attest.check.course_detail', {
                    date: dutchDay(course.date),
                    type: typeName(course.type),
                    points: formatNumber(course.points),
                  })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </>
  );
}
