import { dutchDay } from '../dates';
import { formatAttestCode } from '../rules/attestCode';
import type { AttestStated } from '../schemas/attest';
import punten from './resources-fr/punten';

/** Points as a person in Belgium reads them: a decimal comma, at most two decimals ("37,5"). */
const numberFormat = new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 2 });
export const attestNumber = (value: number) => numberFormat.format(value);

/** The point types as the points table names them. */
export const attestTypeName = (type: string) => (punten.choices.type as Record<string, string>)[type] ?? type;

/** The French texts of the CPD certificate (the PDF the server draws) and its file names; dates stay dd/MM/yyyy. */
export const attestTexts = {
  title: 'Attestation de formation continue',
  issuer: 'Ordre des Médecins Vétérinaires',
  intro:
    "L'Ordre des Médecins Vétérinaires certifie que le médecin vétérinaire mentionné ci-dessous a obtenu, au cours de la période indiquée, les points de formation continue suivants, tels qu'approuvés par le secrétariat.",
  /** After a label, before its value: French sets a space before a colon, a no-break one so the colon never starts a line. */
  colon: '\u00a0:',
  name: 'Nom',
  ordenummer: "Numéro d'Ordre",
  period: 'Période',
  periodValue: (s: AttestStated) => `Du ${dutchDay(s.period.startDate)} au ${dutchDay(s.period.endDate)} inclus`,
  required: 'Points requis',
  pointsHeading: 'Points approuvés par type',
  othersCapped: (s: AttestStated) =>
    `Les autres formes comptent pour 60 % au plus des points requis (${attestNumber(s.points.othersCap)}) ; obtenus : ${attestNumber(s.points.othersUncapped)}`,
  total: 'Total',
  theory: 'Dont points théoriques',
  coursesHeading: 'Formations approuvées',
  noCourses: 'Aucune formation approuvée dans cette période.',
  courseColumns: { date: 'Date', title: 'Formation', type: 'Type', points: 'Points' },
  exemption: 'Dispense',
  exemptUntil: (iso: string) => `Dispensé(e) jusqu'au ${dutchDay(iso)}`,
  noExemption: 'Aucune',
  met: "Satisfait à l'obligation de formation continue",
  metYes: 'Oui',
  metNo: (short: number) => `Non, il manque encore ${attestNumber(short)} points`,
  madeOn: 'Établie le',
  code: 'Code de vérification',
  verify: "Vérifiez l'authenticité de cette attestation sur",
  verifyHint: 'ou scannez le code QR. Vous pouvez aussi y contrôler ce fichier PDF : un fichier modifié est détecté.',
  page: (n: number, of: number) => `Page ${n} sur ${of}`,
  keywords: 'attestation, formation continue, points',
} as const;

/** The verification address that the QR code and the printed line carry. */
export const attestUrl = (publicUrl: string, code: string) => `${publicUrl}/attest/${formatAttestCode(code)}`;

/** The download's name: "attestation-N1001-2024-2026.pdf". */
export const attestFileName = (s: Pick<AttestStated, 'ordenummer' | 'period'>) =>
  `attestation-${s.ordenummer}-${s.period.startDate.slice(0, 4)}-${s.period.endDate.slice(0, 4)}.pdf`;

/** The ZIP of the control list's certificates: "attestations-2024-2026.zip". */
export const attestZipName = (period: { startDate: string; endDate: string }) =>
  `attestations-${period.startDate.slice(0, 4)}-${period.endDate.slice(0, 4)}.zip`;
