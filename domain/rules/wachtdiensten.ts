/**
 * On-call services (SPEC §3, §4, §5): the rules the server and the screens share.
 */

/** A member is active (W, takes turns) or passive (P, informed only). */
export const MEMBER_KINDS = ['W', 'P'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** SPEC §5: a service's disciplines are kept only for this type (WACHTDIENST_TYPE). */
export const SPECIALIST = 'SPECIALIST';

/**
 * A service's cities are GEMEENTE codes (NIS codes); the first digits of a NIS code name its
 * province (see server/seed/codelists/gemeenten): the list's province filter (PROVINCIE codes) reads them.
 */
export const PROVINCE_NIS_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  ANT: ['1'],
  BRU: ['21'],
  VBR: ['23', '24'],
  WBR: ['25'],
  WVL: ['3'],
  OVL: ['4'],
  HAI: ['5'],
  LIE: ['6'],
  LIM: ['7'],
  LUX: ['8'],
  NAM: ['9'],
};
