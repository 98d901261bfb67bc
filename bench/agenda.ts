/**
 * The course agenda (docs/features/course-agenda.md) as a veterinarian asks it, for the API step of
 * bench/http.ts: its first page, and a page with the filters that need no codelist lookup (a province,
 * place or online, a search), each one statement, so each runs beside the same SQL on bare Fastify + `pg`.
 * A codelist filter (discipline, level, species) first checks its code: two statements, no ceiling.
 * A French reader's first page joins the codes' French translations: a statement of its own.
 */
export const agendaEndpoints = (vet: Record<string, string>, frenchVet: Record<string, string>) => [
  { name: 'course agenda first page (vet)', path: '/api/bijscholing/agenda?limit=25&offset=0', headers: vet },
  { name: 'course agenda first page (French vet)', path: '/api/bijscholing/agenda?limit=25&offset=0', headers: frenchVet },
  { name: 'course agenda provincie=OVL (vet)', path: '/api/bijscholing/agenda?provincie=OVL&limit=25&offset=0', headers: vet },
  { name: 'course agenda online=0&q=chirurgie (vet)', path: '/api/bijscholing/agenda?online=0&q=chirurgie&limit=25&offset=0', headers: vet },
  { name: 'course agenda page 3 (vet)', path: '/api/bijscholing/agenda?limit=25&offset=50', headers: vet },
];
