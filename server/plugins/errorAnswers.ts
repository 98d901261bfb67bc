import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorAnswerSchema } from '../../domain/schemas/responses/errors';
import './context';

/** A refusal as a route's response schema: what it means here, and the one body every refusal has. */
export const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: errorAnswerSchema } } });

/** What each refusal means, as /api/docs says it; the body is always `errorAnswerSchema`. */
const ANSWERS = {
  400: errorAnswer('Ongeldige invoer: `fields` geeft per veld de fout (VALIDATION_ERROR of een code van SPEC §8).'),
  401: errorAnswer('Niet aangemeld (NOT_LOGGED_IN).'),
  403: errorAnswer(
    'Geen toegang: een andere rol of niet de eigen gegevens (FORBIDDEN), het reglement nog niet aanvaard (KENNISNAME_REQUIRED), of een wijziging vanaf een andere site (ORIGIN_REJECTED).',
  ),
  404: errorAnswer('Wat het pad noemt, bestaat niet (of niet meer).'),
  409: errorAnswer('Niet mogelijk in de huidige toestand: een status die het niet toelaat, een waarde die al bestaat, ... (een code van SPEC §8).'),
  503: errorAnswer('De databank is niet bereikbaar (SERVICE_UNAVAILABLE); later opnieuw proberen.'),
} as const;
type Status = keyof typeof ANSWERS;
type Answer = ReturnType<typeof errorAnswer>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A public route refuses only a change that another site started (server/plugins/authorization sameOrigin). */
const FROM_ANOTHER_SITE = errorAnswer('Een wijziging vanaf een andere site (ORIGIN_REJECTED).');

/** The refusals a route can give: bad input and an unreachable database always, the rest by its kind. */
function answersOf(route: RouteOptions): [Status, Answer][] {
  const mutating = [route.method].flat().some((method) => MUTATING.has(method));
  const answers: [Status, Answer][] = [
    [400, ANSWERS[400]],
    [503, ANSWERS[503]],
  ];
  if (route.config?.access !== 'public') answers.push([401, ANSWERS[401]], [403, ANSWERS[403]]);
  else if (mutating) answers.push([403, FROM_ANOTHER_SITE]);
  if (route.url.includes('/:')) answers.push([404, ANSWERS[404]]);
  if (mutating) answers.push([409, ANSWERS[409]]);
  return answers;
}

/**
 * Gives every /api route the error answers it can give, in /api/docs and in its serialiser, unless
 * the route describes one itself. Added after the authorization hook, which tells public routes apart.
 */
export function documentErrorAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const response: Record<string, unknown> = { ...(route.schema?.response as Record<string, unknown> | undefined) };
    for (const [status, answer] of answersOf(route)) {
      if (!(status in response) && !(`${String(status)[0]}xx` in response)) response[status] = answer;
    }
    route.schema = { ...route.schema, response };
  });
}
