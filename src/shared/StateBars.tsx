import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { formatNumber } from '../i18n/format';

export interface StateBar {
  key: string;
  label: string;
  /** Unknown while loading: the bar is empty and shows a dash. */
  count?: number;
  /** A theme colour (`warning.main`, `grey.500`). */
  colour: string;
}

export interface StateBarsProps {
  title: ReactNode;
  /** Beside the title (a total). */
  summary?: ReactNode;
  bars: StateBar[];
  /** The bar the list is filtered on, shown as pressed. */
  selected?: string;
  /** A click on a bar filters the list on it; without it the bars are only drawn. */
  onSelect?: (key: string) => void;
  /** The tooltip of a bar that filters. */
  filterHint?: (label: string) => string;
}

/**
 * How many records each state holds, as a small bar chart of plain boxes (no chart library): a bar
 * per state, as long as its share of the largest count, with the number beside it. Each bar is a
 * button that filters the list when `onSelect` is given.
 */
export const StateBars = ({ title, summary, bars, selected, onSelect, filterHint }: StateBarsProps) => {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((b) => b.count ?? 0));
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pt: 1.5, pb: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
        <Typography id={titleId} variant="subtitle2" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {bars.map(({ key, label, count, colour }) => (
          <li key={key}>
            <ButtonBase
              onClick={() => onSelect?.(key)}
              disabled={!onSelect}
              // The name is the text the bar shows (WCAG 2.5.3), with the space between label and number
              // that the grid's columns only draw.
              aria-label={`${label} ${count === undefined ? '–' : formatNumber(count, 0)}`}
              aria-pressed={onSelect ? selected === key : undefined}
              title={onSelect ? filterHint?.(label) : undefined}
              sx={{
                width: '100%',
                display: 'grid',
                gridTemplateColumns: { xs: '5.5rem 1fr 4rem', sm: '9rem 1fr 5rem' },
                alignItems: 'center',
                gap: 1,
                px: 0.5,
                py: 0.25,
                borderRadius: 1,
                textAlign: 'left',
                bgcolor: selected === key ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography variant="body2" component="span">
                {label}
              </Typography>{' '}
              <Box component="span" sx={{ display: 'block', height: 12, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box
                  component="span"
                  data-testid={`bar-${key}`}
                  sx={{
                    display: 'block',
                    height: '100%',
                    width: `${((count ?? 0) / max) * 100}%`,
                    minWidth: (count ?? 0) > 0 ? 4 : 0,
                    bgcolor: colour,
                    transition: 'width 0.4s ease',
                  }}
                />
              </Box>{' '}
              <Typography variant="body2" component="span" sx={{ textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {count === undefined ? '–' : formatNumber(count, 0)}
              </Typography>
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
};
