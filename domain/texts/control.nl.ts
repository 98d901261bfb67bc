/**
 * The control list's column headers, shared by the screen (src/i18n) and the Excel export the
 * server writes, so the workbook and the list say the same.
 */
export const controlColumns = {
  username: 'Ordenummer',
  name: 'Naam',
  total: 'Effectieve punten',
  theory: 'Theoretische punten',
  required: 'Vereiste punten',
  short: 'Tekort',
  exempt: 'Vrijstelling',
} as const;

export const yesNo = (value: boolean) => (value ? 'Ja' : 'Nee');

/** The sheet's name in the workbook. */
export const CONTROL_SHEET = 'Controlelijst';

/** The download's file name: "controlelijst-2024-2026.xlsx" for the period 2024-2026. */
export const controlFileName = (period: { startDate: string; endDate: string }) =>
  `controlelijst-${period.startDate.slice(0, 4)}-${period.endDate.slice(0, 4)}.xlsx`;
