/** Dates dd/MM/yyyy in Europe/Brussels and numbers with a decimal comma (DESIGN §3). */
const dateFormat = new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Brussels' });
const dateTimeFormat = new Intl.DateTimeFormat('nl-BE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Brussels',
});

const toDate = (value: string | Date) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value));

export const formatDate = (value: string | Date | null | undefined) => (value ? dateFormat.format(toDate(value)) : '');
export const formatDateTime = (value: string | Date | null | undefined) => (value ? dateTimeFormat.format(toDate(value)).replace(',', '') : '');

// A formatter costs far more to make than to use: one per number of decimals, made on first use.
const numberFormats = new Map<number, Intl.NumberFormat>();
const numberFormat = (decimals: number) => {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
    numberFormats.set(decimals, format);
  }
  return format;
};

export const formatNumber = (value: number | null | undefined, decimals = 2) => (value == null ? '' : numberFormat(decimals).format(value));
