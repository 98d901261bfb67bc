/**
 * The control list's column headers in French, shared by the screen (src/i18n) and the Excel export
 * the server writes, so the workbook and the list say the same.
 */
export const controlColumns = {
  username: "Numéro d'Ordre",
  name: 'Nom',
  total: 'Points effectifs',
  theory: 'Points théoriques',
  required: 'Points requis',
  short: 'Déficit',
  exempt: 'Dispense',
} as const;

export const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

/** The sheet's name in the workbook. */
export const CONTROL_SHEET = 'Liste de contrôle';

/** The download's file name: "liste-de-controle-2024-2026.xlsx" for the period 2024-2026. */
export const controlFileName = (period: { startDate: string; endDate: string }) =>
  `liste-de-controle-${period.startDate.slice(0, 4)}-${period.endDate.slice(0, 4)}.xlsx`;
