import { Box, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';

interface Bar {
  label: string;
  effective: number;
  pending: number;
}

const APPROVED = '#2e7d32';
const PENDING = '#90caf9';
const CAP = '#ed6c02';
/** Room for the longest type ("EBP-cursussen", "Andere vormen") beside its bar, on a phone too. */
const LABELS_WIDTH = 104;
const BAR_HEIGHT = 32;

/** A legend entry: a swatch (a block, or a line for a reference line) and its text. */
const Key = ({ swatch, text }: { swatch: object; text: string }) => (
  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
    <Box sx={{ width: 16, flexShrink: 0, ...swatch }} />
    <Typography variant="caption">{text}</Typography>
  </Stack>
);

/**
 * Approved and pending points stacked per type and in total, with the required points and the others'
 * cap as lines. The bars lie sideways with every type named beside its own bar, so all six read on a
 * 375 px phone; the lines are named in the legend below, never on the drawing, where a label ran
 * over the axis.
 */
export default function ProgressChart({
  bars,
  cap,
  required,
  total,
}: {
  bars: Bar[];
  cap: number;
  required: number;
  total: { effective: number; pending: number };
}) {
  const translate = useTranslate();
  const all = [...bars, { label: translate('puntentabel.progress.total'), ...total }];
  const value = (v: number | null) => (v == null ? '' : formatNumber(v));
  const requiredText = `${translate('puntentabel.progress.required')}: ${formatNumber(required, 0)}`;
  const capText = `${translate('puntentabel.progress.cap')}: ${formatNumber(cap)}`;
  return (
    <>
      <BarChart
        height={all.length * BAR_HEIGHT + 40}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: all.map((b) => b.label), width: LABELS_WIDTH, tickLabelStyle: { fontSize: 12 } }]}
        xAxis={[
          { min: 0, max: Math.max(required, total.effective + total.pending) * 1.1 || 1, valueFormatter: (v: number) => formatNumber(v, 0), tickMinStep: 1 },
        ]}
        series={[
          { data: all.map((b) => b.effective), label: translate('puntentabel.progress.effective'), stack: 'p', color: APPROVED, valueFormatter: value },
          { data: all.map((b) => b.pending), label: translate('puntentabel.progress.pending'), stack: 'p', color: PENDING, valueFormatter: value },
        ]}
        margin={{ left: 4, right: 12, top: 4, bottom: 0 }}
        hideLegend
      >
        <ChartsReferenceLine x={required} lineStyle={{ strokeDasharray: '4 4' }} />
        <ChartsReferenceLine x={cap} lineStyle={{ stroke: CAP }} />
      </BarChart>
      <Stack direction="row" useFlexGap data-testid="progress-legend" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, pl: 1 }}>
        <Key swatch={{ height: 12, bgcolor: APPROVED }} text={translate('puntentabel.progress.effective')} />
        <Key swatch={{ height: 12, bgcolor: PENDING }} text={translate('puntentabel.progress.pending')} />
        <Key swatch={{ borderTop: '2px dashed', borderColor: 'text.primary' }} text={requiredText} />
        <Key swatch={{ borderTop: `2px solid ${CAP}` }} text={capText} />
      </Stack>
    </>
  );
}
