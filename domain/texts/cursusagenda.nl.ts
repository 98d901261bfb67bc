/** The server's Dutch texts of the course agenda (GET /bijscholing/agenda and its sheet). */
export const courseAgendaTexts = {
  /** A course that is not approved, or not found: the sheet and the member's agenda say the same. */
  notInAgenda: 'Deze cursus staat niet in de agenda.',
  /** Adding a course that has ended (or was never approved). */
  notAddable: 'Deze cursus staat niet (meer) in de agenda en kan niet in uw agenda gezet worden.',
} as const;
