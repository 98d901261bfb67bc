import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { auditStep } from '../../generator/api';
import { insertAttest } from '../../repositories/attests';
import type { MadeAttest } from '../../services/attest/make';

/** Records a certificate made and its audit row, in one transaction: only a recorded certificate leaves the server. */
export async function recordAttest(q: Queryable, request: FastifyRequest, periodeId: number, made: MadeAttest) {
  const { code, stated, sha256, madeAt, language } = made;
  await insertAttest(q, { code, username: stated.ordenummer, periodeId, stated, sha256, madeAt, madeBy: request.user!.username });
  await auditStep(q, request, {
    resource: 'attesten',
    recordId: code,
    action: 'create',
    before: null,
    after: { username: stated.ordenummer, periode: periodeId, total: stated.points.total, met: stated.met, sha256, language },
  });
}
