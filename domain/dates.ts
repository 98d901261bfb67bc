/** The Order works in Brussels time: "today" is the Belgian calendar day, also just after midnight. */
export const TIME_ZONE = 'Europe/Brussels';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of `at` in Brussels, as ISO `yyyy-MM-dd`. */
export const brusselsDate = (at: Date = new Date()) => isoDay.format(at);

/** An ISO day as a person reads it: dd/MM/yyyy. */
export const dutchDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a person in Belgium reads it: dd/MM/yyyy HH:mm in Brussels time. */
export function dutchDateTime(at: Date | string) {
  const parts = Object.fromEntries(brusselsParts.formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
