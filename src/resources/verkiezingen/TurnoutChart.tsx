import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';

/** Votes per day (the chart library loads with this file only, when a turnout is drawn). */
export default function TurnoutChart({ perDay }: { perDay: { day: string; votes: number }[] }) {
  const translate = useTranslate();
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: perDay.map((d) => formatDate(d.day).slice(0, 5)), tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[{ data: perDay.map((d) => d.votes), label: translate('stemming.turnout.votes'), color: '#1565c0' }]}
      margin={{ left: 8, right: 8 }}
      hideLegend
    />
  );
}
