/** The server's French texts of the course agenda (GET /bijscholing/agenda and its sheet). */
export const courseAgendaTexts = {
  /** A course that is not approved, or not found: the sheet and the member's agenda say the same. */
  notInAgenda: "Cette formation ne figure pas dans l'agenda.",
  /** Adding a course that has ended (or was never approved). */
  notAddable: "Cette formation ne figure pas (plus) dans l'agenda et ne peut pas être ajoutée à votre agenda.",
} as const;
