import type { FastifyRequest } from 'fastify';
import { filePathOf } from '../../domain/declare/access';
import { isAsked } from '../../domain/declare/schemas';
import { uploadedFileSchema } from '../../domain/schemas/responses/files';
import { V } from '../../domain/validation';
import type { Queryable } from '../db';
import { fieldError, notFound } from '../errors';
import { binaryResponse } from '../files/binary';
import { deleteFile, type FileRow, findFile, insertFile } from '../files/repository';
import { receiveUpload, sendStoredFile } from '../files/upload';
import { findRow, insertAudit, updateRow } from '../repositories/declared';
import { pathParams, type RouteContext } from './context';
import { afterChange, beforeChange, hookContext, inTransaction } from './hooks';

/** A download is the file itself, under its own content type; documented as binary. */
const downloadResponse = binaryResponse(
  'application/octet-stream',
  'Het bestand, met Content-Disposition: attachment en de naam waaronder het werd opgeladen.',
);

/**
 * The uploads of a declared resource's `file` fields (SPEC §7): POST {one}/{field} or its `paths.files` slot (multipart, field
 * `file`) stores one checked file, replacing the one before, and answers 201 `{ id, name }`; GET of
 * the same path downloads it, DELETE removes it (200, the record without it). Roles: `upload` and `show`; reach through the record (or its parent).
 * A `whileEditable` file changes only while the record (or its parent) may change; an `onlyWhen` slot
 * only while the record is of a kind that uses it. An upload is a
 * change of the record: its `beforeChange` hooks may refuse it or set fields with it.
 */
export function fileRoutes(c: RouteContext) {
  const { app, d, t, tags } = c;
  // A file of a child changes only while its parent may change; a record's own file, while it may.
  const mayChange = async (q: Queryable, request: FastifyRequest, row: Record<string, unknown>) => {
    if (c.parent) await c.parentFor(q, request, row[c.parentField], true);
    else c.assertChangeable(d, row, request, 'edit');
  };
  for (const [slot, f] of Object.entries(d.fields)) {
    if (f.kind !== 'file') continue;
    // {one}/{field}, or the slot the declaration names (`paths.files`).
    const at = filePathOf(d, slot);
    const check = async (q: Queryable, request: FastifyRequest, row: Record<string, unknown>) => {
      if (f.whileEditable) await mayChange(q, request, row);
    };
    const post = `POST ${at}`;
    if (c.generated(post)) {
      const schema = { params: pathParams(at), consumes: ['multipart/form-data'], response: { 201: uploadedFileSchema }, tags };
      c.uploads.post(`/api${post.slice(5)}`, { config: c.config(post), schema }, async (request, reply) => {
        const { id } = request.params as { id: number };
        // Refused before a byte of the file is stored; a slot the record's kind does not use (`onlyWhen`:
        // a reading's pass certificate) takes no file (one kept from before may still be removed).
        const row = await c.load(app.db, request, id, false, 'upload');
        if (!isAsked(d, slot, row)) throw fieldError(slot, V.notAsked);
        await check(app.db, request, row);
        const stored = await receiveUpload(app.files, request);
        let replaced: FileRow | undefined;
        let file: FileRow;
        try {
          file = await inTransaction(app, request, async (q) => {
            const before = await c.load(q, request, id, true, 'upload');
            await check(q, request, before);
            const args = { ...hookContext(app, q, d, t, request), operation: 'upload' as const, before, record: before, field: slot };
            const added = await beforeChange(args);
            const created = await insertFile(q, stored, request.user!.username);
            await updateRow(q, t, id, { ...added, [slot]: created.id });
            const previous = before[slot] as number | null;
            if (previous) replaced = await deleteFile(q, previous);
            const after = await findRow(q, t, id);
            await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: id, action: 'upload', before, after });
            await afterChange({ ...args, after: after ?? null });
            return created;
          });
        } catch (error) {
          await app.files.remove(stored.storageKey);
          throw error;
        }
        if (replaced) {
          const key = replaced.storageKey;
          await app.files.remove(key).catch((error) => request.log.warn({ key, message: (error as Error).message }, 'replaced file not removed'));
        }
        reply.status(201);
        return { id: file.id, name: file.name };
      });
    }
    const remove = `DELETE ${at}`;
    if (c.generated(remove)) {
      app.delete(
        `/api${remove.slice(7)}`,
        { config: c.config(remove), schema: { params: pathParams(at), response: { 200: c.schemas.record }, tags } },
        async (request) => {
          const { id } = request.params as { id: number };
          const after = await inTransaction(app, request, async (q) => {
            const before = await c.load(q, request, id, true, 'upload');
            await check(q, request, before);
            const fileId = before[slot] as number | null;
            if (!fileId) throw notFound('FILE_NOT_FOUND');
            const args = { ...hookContext(app, q, d, t, request), operation: 'removeFile' as const, before, record: { ...before, [slot]: null }, field: slot };
            const added = await beforeChange(args);
            const stored = await updateRow(q, t, id, { ...added, [slot]: null });
            const file = await deleteFile(q, fileId);
            // The bytes go once the row no longer names them, which only the commit makes sure of.
            if (file) args.afterCommit(() => app.files.remove(file.storageKey));
            await insertAudit(q, { username: request.user!.username, resource: d.name, recordId: id, action: 'removeFile', before, after: stored });
            await afterChange({ ...args, after: stored ?? null });
            return stored;
          });
          return c.out(request, after);
        },
      );
    }
    const get = `GET ${at}`;
    if (c.generated(get)) {
      app.get(
        `/api${get.slice(4)}`,
        { config: c.config(get), schema: { params: pathParams(at), response: { 200: downloadResponse }, tags } },
        async (request, reply) => {
          const row = await c.load(app.db, request, (request.params as { id: number }).id);
          const fileId = row[slot] as number | null;
          return sendStoredFile(app.files, reply, fileId ? await findFile(app.db, fileId) : undefined);
        },
      );
    }
  }
}
