import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';

interface Bar {
  label: string;
  effective: number;
  pending: number;
}

/** Approved and pending points stacked per type and in total, with the required points and the others' cap as lines. */
export default function ProgressChart({ bars, cap, required, total }: { bars: Bar[]; cap: number; required: number; total: { effective: number; pending: number } }) {
  const translate = useTranslate();
  const all = [...bars, { label: translate('puntentabel.progress.total'), ...total }];
  const value = (v: number | null) => (v == null ? '' : formatNumber(v));
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: all.map((b) => b.label), tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ min: 0, max: Math.max(required, total.effective + total.pending) * 1.1 || 1 }]}
      series={[
        { data: all.map((b) => b.effective), label: translate('puntentabel.progress.effective'), stack: 'p', color: '#2e7d32', valueFormatter: value },
        { data: all.map((b) => b.pending), label: translate('puntentabel.progress.pending'), stack: 'p', color: '#90caf9', valueFormatter: value },
      ]}
      margin={{ left: 8, right: 8 }}
    >
      <ChartsReferenceLine y={required} label={`${translate('puntentabel.progress.required')} ${formatNumber(required, 0)}`} lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine y={cap} label={`${translate('puntentabel.progress.cap')} ${formatNumber(cap)}`} lineStyle={{ stroke: '#ed6c02' }} labelStyle={{ fill: '#ed6c02' }} />
    </BarChart>
  );
}
