import { dutchDay } from '../dates';
import { formatAttestCode } from '../rules/attestCode';
import type { AttestStated } from '../schemas/attest';
import punten from './resources/punten';

/** Points as a person in Belgium reads them: a decimal comma, at most two decimals ("37,5"). */
const numberFormat = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });
export const attestNumber = (value: number) => numberFormat.format(value);

/** The point types as the points table names them. */
export const attestTypeName = (type: string) => (punten.choices.type as Record<string, string>)[type] ?? type;

/** The Dutch texts of the CPD certificate (the PDF the server draws) and its file names. */
export const attestTexts = {
  title: 'Attest permanente vorming',
  issuer: 'Orde der Dierenartsen',
  intro:
    'De Orde der Dierenartsen verklaart dat onderstaande dierenarts in de vermelde periode de volgende bijscholingspunten behaalde, zoals goedgekeurd door het secretariaat.',
  /** After a label, before its value. */
  colon: ':',
  name: 'Naam',
  ordenummer: 'Ordenummer',
  period: 'Periode',
  periodValue: (s: AttestStated) => `${dutchDay(s.period.startDate)} tot en met ${dutchDay(s.period.endDate)}`,
  required: 'Vereiste punten',
  pointsHeading: 'Goedgekeurde punten per soort',
  othersCapped: (s: AttestStated) =>
    `Andere vormen telt voor ten hoogste 60 % van de vereiste punten (${attestNumber(s.points.othersCap)}); behaald: ${attestNumber(s.points.othersUncapped)}`,
  total: 'Totaal',
  theory: 'Waarvan theoretische punten',
  coursesHeading: 'Goedgekeurde cursussen',
  noCourses: 'Geen goedgekeurde cursussen in deze periode.',
  courseColumns: { date: 'Datum', title: 'Cursus', type: 'Soort', points: 'Punten' },
  exemption: 'Vrijstelling',
  exemptUntil: (iso: string) => `Vrijgesteld tot ${dutchDay(iso)}`,
  noExemption: 'Geen',
  met: 'Voldaan aan de bijscholingsverplichting',
  metYes: 'Ja',
  metNo: (short: number) => `Nee, er ontbreken nog ${attestNumber(short)} punten`,
  madeOn: 'Opgemaakt op',
  code: 'Verificatiecode',
  verify: 'Controleer de echtheid van dit attest op',
  verifyHint: 'of scan de QR-code. Daar kunt u ook dit PDF-bestand nakijken: een gewijzigd bestand wordt herkend.',
  page: (n: number, of: number) => `Pagina ${n} van ${of}`,
  keywords: 'attest, permanente vorming, bijscholing',
} as const;

/** The verification address that the QR code and the printed line carry. */
export const attestUrl = (publicUrl: string, code: string) => `${publicUrl}/attest/${formatAttestCode(code)}`;

/** The download's name: "attest-N1001-2024-2026.pdf". */
export const attestFileName = (s: Pick<AttestStated, 'ordenummer' | 'period'>) =>
  `attest-${s.ordenummer}-${s.period.startDate.slice(0, 4)}-${s.period.endDate.slice(0, 4)}.pdf`;

/** The ZIP of the control list's certificates: "attesten-2024-2026.zip". */
export const attestZipName = (period: { startDate: string; endDate: string }) => `attesten-${period.startDate.slice(0, 4)}-${period.endDate.slice(0, 4)}.zip`;
