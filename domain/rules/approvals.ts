/**
 * SPEC §4: the approval decisions of the on-call requests and the exemptions. The server's list of
 * them, with their Dutch names, is the codelist VRIJSTELLING_STATUS (REQ Aangevraagd, APP
 * Goedgekeurd, DEC Afgekeurd): a decision field is a `code` of that list with these options.
 */
export const APPROVAL_LIST = 'VRIJSTELLING_STATUS';
export const APPROVAL_STATES = ['REQ', 'APP', 'DEC'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
/** REQ: asked and not yet decided (the default of a new registration); APP: approved. */
export const REQUESTED: ApprovalState = 'REQ';
export const APPROVED: ApprovalState = 'APP';
