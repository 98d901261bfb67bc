import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredRoutes, pathsOf } from '../../domain/declare/access';
import { columnOf } from '../../domain/declare/schemas';
import type { Declaration, Field } from '../../domain/declare/types';
import { idParam } from '../../domain/schemas/common';
import { uploadedFileSchema } from '../../domain/schemas/responses/files';
import type { Queryable } from '../db';
import { deleteFile, type FileRow, findFile, insertFile } from '../files/repository';
import { receiveUpload, sendStoredFile } from '../files/upload';
import { findRow, ident, insertAudit, type TableMap } from '../repositories/declared';
import type { Loader } from './routes';

type FileField = Extract<Field, { kind: 'file' }>;
/** Whether the caller may still change the record (its own state, or its parent's): throws 409 otherwise. */
export type ChangeCheck = (q: Queryable, request: FastifyRequest, row: Record<string, unknown>) => Promise<void>;

/** A download is the file itself, under its own content type; documented as binary. */
const downloadResponse = {
  description: 'Het bestand, met Content-Disposition: attachment en de naam waaronder het werd opgeladen.',
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
};

/**
 * The uploads of a declared resource's `file` fields (SPEC §7): POST {one}/{field} (multipart, field
 * `file`) stores one checked file, replacing the one before, and answers 201 `{ id, name }`; GET of
 * the same path downloads it. Roles: `upload` and `show`; ownership through the record (or its
 * parent). A `whileEditable` file changes only while the record may change; `marks` are set with it.
 */
export function fileRoutes(fastify: FastifyInstance, d: Declaration, t: TableMap, load: Loader, mayChange: ChangeCheck, generated: Set<string>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = declaredRoutes(d);
  const one = pathsOf(d).one;
  const tags = [d.name];
  for (const [slot, f] of Object.entries(d.fields)) {
    if (f.kind !== 'file') continue;
    const field = f as FileField;
    const column = ident(columnOf(slot, field));
    const marks = Object.entries(field.marks ?? {}).map(([name, value]) => [t.column(name), value] as const);
    const check = async (q: Queryable, request: FastifyRequest, row: Record<string, unknown>) => {
      if (field.whileEditable) await mayChange(q, request, row);
    };
    const post = `POST ${one}/${slot}`;
    if (generated.has(post)) {
      const schema = { params: idParam, consumes: ['multipart/form-data'], response: { 201: uploadedFileSchema }, tags };
      app.post(`/api${post.slice(5)}`, { config: { access: access[post] }, schema }, async (request, reply) => {
        const { id } = request.params;
        // Refused before a byte of the file is stored.
        await check(app.db, request, await load(app.db, request, id));
        const stored = await receiveUpload(app.files, request);
        let replaced: FileRow | undefined;
        let file: FileRow;
        try {
          file = await app.db.tx(async (q) => {
            const before = await load(q, request, id, true);
            await check(q, request, before);
            const created = await insertFile(q, stored, request.user!.username);
            const sets = [`${column} = $2`, ...marks.map(([c], i) => `${c} = $${i + 3}`)].join(', ');
            await q.query(`UPDATE ${t.table} SET ${sets} WHERE ${t.idColumn} = $1`, [id, created.id, ...marks.map(([, v]) => v)]);
            const previous = before[slot] as number | null;
            if (previous) replaced = await deleteFile(q, previous);
            const after = await findRow(q, t, id);
            await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: id, action: 'upload', before, after });
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
      });
    }
    const get = `GET ${one}/${slot}`;
    if (generated.has(get)) {
      app.get(`/api${get.slice(4)}`, { config: { access: access[get] }, schema: { params: idParam, response: { 200: downloadResponse }, tags } }, async (request, reply) => {
        const row = await load(app.db, request, request.params.id);
        const fileId = row[slot] as number | null;
        return sendStoredFile(app.files, reply, fileId ? await findFile(app.db, fileId) : undefined);
      });
    }
  }
}
