import { beoordelaar, cattype, curstatus, cursustype, oplniveau, vakgebied } from './bijscholing';
import { country } from './countries';
import { animalkind, diersoorten } from './dieren';
import { gemeente } from './gemeenten';
import { legalform, sector, workaddress, yesNoFlag } from './organisatie';
import { provincie } from './provincies';
import type { CodelistSeed } from './types';
import { vrijstellingStatus, wachtdienstType } from './wachtdienst';

export type { CodelistSeed } from './types';

/** Alle codelijsten van het portaal, in vaste volgorde. */
export const codelists: CodelistSeed[] = [
  country,
  legalform,
  cursustype,
  curstatus,
  vakgebied,
  oplniveau,
  beoordelaar,
  diersoorten,
  animalkind,
  sector,
  yesNoFlag,
  workaddress,
  cattype,
  provincie,
  gemeente,
  wachtdienstType,
  vrijstellingStatus,
];
