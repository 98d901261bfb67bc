import { useTranslate } from 'react-admin';
import { MAIL_STATUSES, type MailStatus } from '../../../domain/mailTemplates';
import { formatNumber } from '../../i18n/format';
import { StateBars } from '../../shared/StateBars';
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

/** How many mails each status holds, as a bar per status; each bar filters the list. */
export const MailStatusChart = ({ stats, selected, onSelect }: MailStatusChartProps) => {
  const translate = useTranslate();
  const total = MAIL_STATUSES.reduce((sum, s) => sum + (stats?.[s] ?? 0), 0);
  return (
    <StateBars
      title={translate('mails.stats_title')}
      summary={stats ? translate('mails.stats_total', { count: formatNumber(total, 0) }) : ''}
      bars={MAIL_STATUSES.map((status) => ({ key: status, label: translate(`mails.status.${status}`), count: stats ? (stats[status] ?? 0) : undefined, colour: barColour(status) }))}
      selected={selected}
      onSelect={onSelect ? (key) => onSelect(key as MailStatus) : undefined}
      filterHint={(status) => translate('mails.filter_on', { status })}
    />
  );
};
