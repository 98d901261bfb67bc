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

/** A moment as `yyyy-MM-ddTHH:mm` on the Brussels clock (a datetime-local input's value). */
export function brusselsLocal(at: Date | string) {
  const parts = Object.fromEntries(brusselsParts.formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The moment a Brussels clock shows as `yyyy-MM-ddTHH:mm`, in ISO (UTC); null when it is no such value. */
export function fromBrusselsLocal(local: string) {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The clock's offset at the moment, found by reading the guess back (twice, for a change of summer time).
  let at = wall;
  for (let i = 0; i < 2; i++) at = wall - (Date.parse(`${brusselsLocal(new Date(at))}:00Z`) - at);
  return new Date(at).toISOString();
}
