import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnOf } from '../../../domain/declare/schemas';
import type { Field } from '../../../domain/declare/types';
import cursussen, { COURSE_FILES } from '../../../domain/declarations/cursussen';
import { idParam } from '../../../domain/schemas/common';
import { uploadedFileSchema } from '../../../domain/schemas/responses/files';
import type { Queryable } from '../../db';
import { ownerCondition } from '../../declared/query';
import { assertChangeable } from '../../declared/states';
import { AppError, notFound } from '../../errors';
import { deleteFile, type FileRow, findFile, insertFile } from '../../files/repository';
import { receiveUpload, sendStoredFile } from '../../files/upload';
import { findRow, ident, insertAudit, tableMap } from '../../repositories/declared';

const d = cursussen;

/** A download is the file itself, under its own content type; documented as binary. */
const downloadResponse = {
  description: 'Het bestand, met Content-Disposition: attachment en de naam waaronder het werd opgeladen.',
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
};

/**
 * A course's uploads (SPEC §7): POST /bijscholing/cursussen/{id}/{slot} (multipart, field `file`)
 * stores one checked file in the slot, replacing the one before, and answers 201 `{ id, name }`;
 * GET of the same path downloads it. Only the course's own provider and the secretariat reach them;
 * the attachment changes only while the course may change (NIEUW, ONVOLLEDIG for a provider), the
 * evaluation and the attendance and pass lists in any state. An evaluation upload sets its state NEW.
 */
export default async function courseFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const t = tableMap(d);
  const tags = [d.name];

  /** The course, if the caller's organisation owns it or the caller is the secretariat. */
  async function load(q: Queryable, request: FastifyRequest, id: number, lock = false) {
    const row = await findRow(q, t, id, lock);
    if (!row) throw notFound();
    const scope = ownerCondition(d, request.user!);
    if (scope && row[d.ownership!.field] !== scope[1]) throw new AppError(403, 'FORBIDDEN');
    return row;
  }

  for (const slot of COURSE_FILES) {
    const field = d.fields[slot] as Extract<Field, { kind: 'file' }>;
    const column = ident(columnOf(slot, field));
    const mayUpload = (request: FastifyRequest, row: Record<string, unknown>) => {
      if (field.whileEditable) assertChangeable(d, row, request.user!, 'edit');
    };

    app.post(
      `/api${d.path}/:id/${slot}`,
      { schema: { params: idParam, consumes: ['multipart/form-data'], response: { 201: uploadedFileSchema }, tags } },
      async (request, reply) => {
        const { id } = request.params;
        const user = request.user!;
        // Refused before a byte of the file is stored.
        mayUpload(request, await load(db, request, id));
        const stored = await receiveUpload(app.files, request);
        let replaced: FileRow | undefined;
        let file: FileRow;
        try {
          file = await db.tx(async (q) => {
            const before = await load(q, request, id, true);
            mayUpload(request, before);
            const created = await insertFile(q, stored, user.username);
            const evaluation = slot === 'evaluation' ? `, evaluation_status = 'NEW'` : '';
            await q.query(`UPDATE ${t.table} SET ${column} = $2${evaluation} WHERE id = $1`, [id, created.id]);
            const previous = before[slot] as number | null;
            if (previous) replaced = await deleteFile(q, previous);
            const after = await findRow(q, t, id);
            await insertAudit(q, { username: user.username, resource: d.name, recordId: id, action: 'upload', before, after });
            return created;
          });
        } catch (error) {
          await app.files.remove(stored.storageKey);
          throw error;
        }
        if (replaced) {
          const key = replaced.storageKey;
          await app.files.remove(key).catch((error) => request.log.warn({ err: error, key }, 'replaced file not removed'));
        }
        reply.status(201);
        return { id: file.id, name: file.name };
      },
    );

    app.get(`/api${d.path}/:id/${slot}`, { schema: { params: idParam, response: { 200: downloadResponse }, tags } }, async (request, reply) => {
      const row = await load(db, request, request.params.id);
      const fileId = row[slot] as number | null;
      return sendStoredFile(app.files, reply, fileId ? await findFile(db, fileId) : undefined);
    });
  }
}
