import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_ATTENDANCE_FILE_BYTES, MAX_ATTENDANCE_PASTE_CHARS, POINT_TYPE_OF_COURSE, parsePastedList } from '../../../domain/rules/attendance';
import {
  attendanceConfirmBody,
  attendancePasteBody,
  attendancePreviewSchema,
  attendanceResultSchema,
  attendanceStateSchema,
} from '../../../domain/schemas/attendance';
import { idParam } from '../../../domain/schemas/common';
import * as fr from '../../../domain/texts/attendance.fr';
import * as nl from '../../../domain/texts/attendance.nl';
import { callerLanguage } from '../../callerLanguage';
import { AppError, badRequest } from '../../errors';
import { binaryResponse, XLSX } from '../../files/binary';
import { MULTIPART_LIMITS } from '../../files/upload';
import { creditedMembers } from '../../repositories/attendance';
import { assertOpen, courseFor, creditList, creditWorth, previewList, refusalOf } from '../../services/attendance';
import { attendanceTemplate, fileTooLarge, readAttendanceFile } from '../../services/attendanceFile';

const caller = (request: FastifyRequest) => {
  const u = request.user!;
  return { id: u.id, username: u.username, roles: u.roles, legalEntityId: u.legal_entity_id };
};

/** The one file of a multipart request, read into memory (at most MAX_ATTENDANCE_FILE_BYTES). */
async function receiveList(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('ATTENDANCE_FILE_TYPE');
  try {
    const part = await request.file({ limits: { fileSize: MAX_ATTENDANCE_FILE_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw badRequest('ATTENDANCE_FILE_TYPE');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw fileTooLarge();
    return { name: part.filename ?? '', bytes };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (error instanceof AppError) throw error;
    throw badRequest('ATTENDANCE_FILE_UNREADABLE');
  }
}

/**
 * A course's attendance (SPEC §2 /bijscholing/cursussen/{id}/aanwezigheden): its owning provider and
 * the secretariat enter who attended an approved course, from its first day while its period runs;
 * each named veterinarian gets one approved points row. The roles are the `attendance` rows of
 * domain/resources/cursussen; the course's ownership is checked here.
 */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['bijscholing'];
  const base = '/api/bijscholing/cursussen/:id/aanwezigheden';

  app.get(base, { schema: { params: idParam, response: { 200: attendanceStateSchema }, tags } }, async (request) => {
    const course = await courseFor(db, request.params.id, caller(request));
    const refusal = refusalOf(course);
    // A course of another type than EBP or BP (none is approved) names its items' sum.
    const points = POINT_TYPE_OF_COURSE[course.type] ? creditWorth(course).cpunten : course.points;
    return { open: !refusal, refusal, evaluation: course.evaluation, points, credited: await creditedMembers(db, course.id) };
  });

  const template = binaryResponse(XLSX, 'Het sjabloon van de aanwezigheidslijst (.xlsx): ordenummer, naam en, bij een evaluatietoets, geslaagd.');
  app.get(`${base}/sjabloon`, { schema: { params: idParam, response: { 200: template }, tags } }, async (request, reply) => {
    const course = await courseFor(db, request.params.id, caller(request));
    // In the reader's language; a file is read in either.
    const language = callerLanguage(request);
    const bytes = await attendanceTemplate(course.evaluation, language);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${(language === 'fr' ? fr : nl).templateFileName(course.id)}"`)
      .header('cache-control', 'no-store')
      .send(bytes as never);
  });

  app.post(
    `${base}/voorbeeld`,
    {
      schema: { params: idParam, body: attendancePasteBody, response: { 200: attendancePreviewSchema }, tags },
      // A paste over the body's limit is a list too long as well, said as such.
      config: { bodyErrors: { unreadable: 'VALIDATION_ERROR', tooLarge: 'ATTENDANCE_TOO_LONG' } },
    },
    async (request) => {
      const course = await courseFor(db, request.params.id, caller(request));
      assertOpen(course);
      if (request.body.tekst.length > MAX_ATTENDANCE_PASTE_CHARS) throw badRequest('ATTENDANCE_TOO_LONG');
      return previewList(db, course, parsePastedList(request.body.tekst));
    },
  );

  app.post(base, { schema: { params: idParam, body: attendanceConfirmBody, response: { 200: attendanceResultSchema }, tags } }, async (request) => {
    const link = `${config.publicUrl}/bijscholing/punten`;
    return db.tx(async (q) => {
      const course = await courseFor(q, request.params.id, caller(request));
      assertOpen(course);
      return creditList(q, course, request.user!.username, request.body.deelnemers, link);
    });
  });

  // The file's multipart body in a scope of its own, as the declared uploads have (server/generator/index.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { ...MULTIPART_LIMITS, files: 1, fileSize: MAX_ATTENDANCE_FILE_BYTES } });
    uploads
      .withTypeProvider<ZodTypeProvider>()
      .post(
        `${base}/bestand`,
        { schema: { params: idParam, consumes: ['multipart/form-data'], response: { 200: attendancePreviewSchema }, tags } },
        async (request) => {
          const course = await courseFor(db, request.params.id, caller(request));
          assertOpen(course);
          const { name, bytes } = await receiveList(request);
          return previewList(db, course, await readAttendanceFile(name, bytes));
        },
      );
  });
}
