import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { MAIL_STATUSES, type MailStatus } from '../../../domain/mailTemplates';
import { formatNumber } from '../../i18n/format';
import { STATUS_COLOURS } from './MailStatusChip';
import type { MailStats } from './types';

const barColour = (status: MailStatus) => (STATUS_COLOURS[status] === 'default' ? 'grey.500' : `${STATUS_COLOURS[status]}.main`);

export interface MailStatusChartProps {
  stats?: Partial<MailStats>;
  /** The status the list is filtered on, shown as pressed. */
  selected?: string;
  /** A click on a bar filters the list on that status (a second click lifts the filter). */
  onSelect?: (status: MailStatus) => void;
}

/**
 * How many mails each status holds, as a small bar chart of plain boxes (no chart library): a bar
 * per status, as long as its share of the largest count, with the number beside it. Each bar is a
 * button that filters the list.
 */
export const MailStatusChart = ({ stats, selected, onSelect }: MailStatusChartProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const counts = MAIL_STATUSES.map((status) => ({ status, count: stats?.[status] ?? 0 }));
  const max = Math.max(1, ...counts.map((c) => c.count));
  const total = counts.reduce((sum, c) => sum + c.count, 0);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pt: 1.5, pb: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
        <Typography id={titleId} variant="subtitle2" component="h2">
          {translate('mails.stats_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {stats ? translate('mails.stats_total', { count: formatNumber(total, 0) }) : ''}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {counts.map(({ status, count }) => {
          const label = translate(`mails.status.${status}`);
          return (
            <li key={status}>
              <ButtonBase
                onClick={() => onSelect?.(status)}
                disabled={!onSelect}
                aria-label={`${label}: ${stats ? formatNumber(count, 0) : '–'}`}
                aria-pressed={onSelect ? selected === status : undefined}
                title={onSelect ? translate('mails.filter_on', { status: label }) : undefined}
                sx={{
                  width: '100%',
                  display: 'grid',
                  gridTemplateColumns: { xs: '5.5rem 1fr 4rem', sm: '7rem 1fr 5rem' },
                  alignItems: 'center',
                  gap: 1,
                  px: 0.5,
                  py: 0.25,
                  borderRadius: 1,
                  textAlign: 'left',
                  bgcolor: selected === status ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography variant="body2" component="span">
                  {label}
                </Typography>
                <Box component="span" sx={{ display: 'block', height: 12, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
                  <Box
                    component="span"
                    data-testid={`bar-${status}`}
                    sx={{
                      display: 'block',
                      height: '100%',
                      width: `${(count / max) * 100}%`,
                      minWidth: count > 0 ? 4 : 0,
                      bgcolor: barColour(status),
                      transition: 'width 0.4s ease',
                    }}
                  />
                </Box>
                <Typography variant="body2" component="span" sx={{ textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {stats ? formatNumber(count, 0) : '–'}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
};
