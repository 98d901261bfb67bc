/** The Order works in Brussels time: "today" is the Belgian calendar day, also just after midnight. */
export const TIME_ZONE = 'Europe/Brussels';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of `at` in Brussels, as ISO `yyyy-MM-dd`. */
export const brusselsDate = (at: Date = new Date()) => isoDay.format(at);

/** An ISO day as a person reads it: dd/MM/yyyy. */
export const dutchDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
