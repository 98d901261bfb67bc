import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

interface Bar {
  label: string;
  votes: number;
  elected: boolean;
}

/** Votes per candidate and blank, the elected in green, laid out sideways so long names fit on a phone. */
export default function ResultsChart({ bars }: { bars: Bar[] }) {
  const translate = useTranslate();
  return (
    <BarChart
      height={Math.max(160, bars.length * 44 + 60)}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: bars.map((b) => b.label),
          width: 140,
          colorMap: { type: 'ordinal', values: bars.map((b) => b.label), colors: bars.map((b) => (b.elected ? '#2e7d32' : '#90a4ae')) },
        },
      ]}
      xAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[{ data: bars.map((b) => b.votes), label: translate('stemming.results.votes') }]}
      margin={{ left: 8, right: 16 }}
      hideLegend
    />
  );
}
