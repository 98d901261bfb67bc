import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attestCodeValid, formatAttestCode, normaliseAttestCode } from '../../../domain/rules/attestCode';
import { attestCodeParam, attestVerifySchema } from '../../../domain/schemas/attest';
import { callerLanguage } from '../../callerLanguage';
import type { Db } from '../../db';
import { AppError, badRequest, notFound } from '../../errors';
import { textIn } from '../../i18n';
import { findAttest } from '../../repositories/attests';
import { takeRequestSlot } from '../../repositories/requestLimits';

/**
 * Anyone with a certificate's code may check it, without logging in; so only wrong guesses count,
 * per address and in the database (every node shares them), as the calendar link's do: past the
 * allowance an address's wrong codes get 429. A right code is always answered, also from an address
 * past its allowance (an employer's office checks from one address); with 95 random bits a guess
 * cannot hit one, so the limit bounds the load of guessing, not its chance.
 */
const LIMIT_MINUTES = 15;
const WRONG_GUESSES_PER_ADDRESS = 60;

async function wrongGuess(db: Db, request: FastifyRequest, refusal: AppError): Promise<never> {
  if (!(await takeRequestSlot(db, 'attest-guess', request.ip, WRONG_GUESSES_PER_ADDRESS, LIMIT_MINUTES))) throw new AppError(429, 'TOO_MANY_REQUESTS');
  throw refusal;
}

/** GET /attesten/{code}: what a CPD certificate stated and its PDF's sha256, for the public page /attest/{code}. */
export default async function attestVerifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/api/attesten/:code',
    { schema: { params: attestCodeParam, response: { 200: attestVerifySchema }, tags: ['bijscholing'] } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const code = normaliseAttestCode(request.params.code);
      // A code whose check character fails was mistyped or altered: told apart from one never made.
      if (!attestCodeValid(code))
        return wrongGuess(db, request, badRequest('ATTEST_CODE_ONGELDIG', { code: textIn(callerLanguage(request), 'ATTEST_CODE_ONGELDIG') }));
      const found = await findAttest(db, code);
      if (!found) return wrongGuess(db, request, notFound('ATTEST_ONBEKEND'));
      return { code: formatAttestCode(found.code), stated: found.stated, sha256: found.sha256, madeAt: found.madeAt };
    },
  );
}
