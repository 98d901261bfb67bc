/** dd/MM/yyyy HH:mm:ss in Europe/Brussels: the delivery log needs the seconds (format.ts stops at minutes). */
const withSeconds = new Intl.DateTimeFormat('nl-BE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Brussels',
});

export const formatDateTimeSeconds = (value: string | Date | null | undefined) => (value ? withSeconds.format(new Date(value)).replace(',', '') : '');
