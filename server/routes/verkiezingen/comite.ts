import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkBody, committeeAnswer, committeeBody, mySharesAnswer, publicationBody, sharesBody, tasksAnswer } from '../../../domain/schemas/committee';
import { idParam } from '../../../domain/schemas/common';
import { auditStep } from '../../generator/api';
import type { Queryable } from '../../db';
import { check, committeeView, mustBeMember, myShares, publish, restart, sendShares, setCommittee, tasksOf } from '../../services/committee';

/**
 * The election committee's key ceremony (docs/features/elections.md): the secretariat names the
 * committee and may start the ceremony again; each member publishes, sends their sealed shares and
 * checks what they received. Roles: the `committee` and `committeeAdmin` rows of
 * domain/resources/verkiezingen.ts; that the caller sits on the committee is checked here.
 */
export default async function committeeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['verkiezingen'];
  const link = '/comite';
  const view = (request: FastifyRequest, id: number) => committeeView(db, id, request.user!);
  const audit = (request: FastifyRequest, id: number, action: string) => (q: Queryable, after: Record<string, unknown>) =>
    auditStep(q, request, { resource: 'verkiezingen', recordId: id, action, before: null, after });
  const schema = { params: idParam, response: { 200: committeeAnswer }, tags };
  const member = { preValidation: async (request: FastifyRequest) => mustBeMember(db, (request.params as { id?: unknown }).id, request.user!) };
  const memberOrSecretariat = {
    preValidation: async (request: FastifyRequest) => mustBeMember(db, (request.params as { id?: unknown }).id, request.user!, { secretariat: true }),
  };

  app.get('/api/verkiezingen/:id/comite', { schema, ...memberOrSecretariat }, async (request) => view(request, request.params.id));

  app.put('/api/verkiezingen/:id/comite', { schema: { ...schema, body: committeeBody } }, async (request) => {
    await setCommittee(db, request.params.id, request.body, `${config.publicUrl}${link}`, audit(request, request.params.id, 'comite'));
    return view(request, request.params.id);
  });

  app.post('/api/verkiezingen/:id/comite/herstart', { schema }, async (request) => {
    await restart(db, request.params.id, `${config.publicUrl}${link}`, audit(request, request.params.id, 'ceremonie-herstart'));
    return view(request, request.params.id);
  });

  app.post('/api/verkiezingen/:id/comite/publicatie', { schema: { ...schema, body: publicationBody }, ...member }, async (request) => {
    await publish(db, request.params.id, request.user!.username, request.body, `${config.publicUrl}${link}`);
    return view(request, request.params.id);
  });

  app.post('/api/verkiezingen/:id/comite/delen', { schema: { ...schema, body: sharesBody }, ...member }, async (request) => {
    await sendShares(db, request.params.id, request.user!.username, request.body, `${config.publicUrl}${link}`);
    return view(request, request.params.id);
  });

  app.get('/api/verkiezingen/:id/comite/delen', { schema: { params: idParam, response: { 200: mySharesAnswer }, tags }, ...member }, async (request) =>
    myShares(db, request.params.id, request.user!.username),
  );

  app.post('/api/verkiezingen/:id/comite/controle', { schema: { ...schema, body: checkBody }, ...member }, async (request) => {
    await check(db, request.params.id, request.user!.username, request.body, `${config.publicUrl}${link}`);
    return view(request, request.params.id);
  });

  app.get('/api/comite/taken', { schema: { response: { 200: tasksAnswer }, tags } }, async (request) => tasksOf(db, request.user!.username));
}
