import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, uploadExtension } from '../../domain/files';
import { V } from '../../domain/validation';
import { AppError, fieldError } from '../errors';
import { dutch } from '../i18n';
import { hasUnstorableText } from '../plugins/input';
import { contentKind, KIND_OF_EXTENSION } from './kinds';
import type { FileRow } from './repository';
import type { FileStore } from './store';

const typeNotAllowed = () => new AppError(400, 'FILE_TYPE_NOT_ALLOWED', undefined, { file: dutch('FILE_TYPE_NOT_ALLOWED') });
const tooLarge = () => new AppError(413, 'FILE_TOO_LARGE', undefined, { file: dutch('FILE_TOO_LARGE') });
/**
 * What the multipart reader throws on a body it cannot read (no boundary in the content type, the
 * body cut off before its closing boundary, a broken part header) carries no status: it is the
 * client's request, not the server, so it becomes a Dutch 400, as does a form with more fields or
 * parts than MULTIPART_LIMITS allows. Refusals with a status (too many files, not multipart at all)
 * keep theirs.
 */
const TOO_MANY = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);
const unreadable = (error: unknown) => {
  if (TOO_MANY.has((error as { code?: string }).code ?? '')) return fieldError('file', V.uploadTooManyFields);
  return error instanceof AppError || (error as { statusCode?: number }).statusCode ? error : fieldError('file', V.uploadUnreadable);
};

/** The one file part of the request, or a Dutch refusal when the body cannot be read as multipart. */
async function filePart(request: FastifyRequest) {
  try {
    return await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * What a multipart body may hold besides its file(s), on every route that reads one: the forms have a
 * handful of text fields of at most a few thousand characters, where the reader's own defaults let a
 * body of 1,000 parts of 1 MB each be held in memory. A field past `fieldSize` is cut there (and then
 * too long for its schema); a body with more fields or parts is refused (400, uploadTooManyFields).
 */
export const MULTIPART_LIMITS = { fields: 32, fieldSize: 64 * 1024, parts: 40 } as const;

/** The name as shown and offered on download: no folders, no control characters, at most 255 characters. */
export function cleanName(raw: string) {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const controls = /[\u0000-\u001f\u007f]/g;
  return base.replace(controls, '').trim().slice(-255);
}

/**
 * Reads the one file of a multipart request (field `file`) into the store under a new key,
 * counting and hashing it on the way, then checks its content against its extension (SPEC §5,
 * DESIGN §6). A refused file leaves nothing in the store. The caller records it in the database
 * and removes the stored file again when that fails.
 */
export async function receiveUpload(store: FileStore, request: FastifyRequest): Promise<StoredUpload> {
  if (!request.isMultipart()) throw fieldError('file', V.required);
  const part = await filePart(request);
  if (part?.fieldname !== 'file') throw fieldError('file', V.required);
  return storePart(store, part);
}

export type StoredUpload = Omit<FileRow, 'id'>;

/**
 * A multipart form of text fields and one file in each of `parts`, in any order (an exemption
 * request: years, comments and its document in `file`). Each file is stored and checked as
 * `receiveUpload` does; a file missing, one too many or in another part is refused on its part,
 * and leaves nothing in the store.
 */
export async function receiveForm(
  store: FileStore,
  request: FastifyRequest,
  parts: readonly string[],
): Promise<{ fields: Record<string, string>; files: Record<string, StoredUpload> }> {
  const first = parts[0] ?? 'file';
  if (!request.isMultipart()) throw fieldError(first, V.required);
  const fields: Record<string, string> = {};
  const files: Record<string, StoredUpload> = {};
  try {
    for await (const p of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: parts.length } })) {
      if (p.type === 'field') fields[p.fieldname] = String(p.value ?? '');
      else if (!parts.includes(p.fieldname) || files[p.fieldname]) {
        p.file.resume();
        throw fieldError(parts.includes(p.fieldname) ? p.fieldname : first, parts.includes(p.fieldname) ? V.oneFile : V.required);
      } else files[p.fieldname] = await storePart(store, p);
    }
  } catch (error) {
    await removeAll(store, files);
    // A file over the ones the form takes (SPEC §5: one attachment).
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw fieldError(first, V.oneFile);
    throw unreadable(error);
  }
  const missing = parts.find((part) => !files[part]);
  if (missing) {
    await removeAll(store, files);
    throw fieldError(missing, V.required);
  }
  return { fields, files };
}

/** Takes the bytes of stored uploads out of the store again (their record was refused). */
export async function removeAll(store: FileStore, files: Readonly<Record<string, StoredUpload>>) {
  for (const file of Object.values(files)) await store.remove(file.storageKey);
}

/** Stores one file part under a new key and checks its content; refused, it leaves nothing behind. */
async function storePart(store: FileStore, part: MultipartFile): Promise<StoredUpload> {
  const name = cleanName(part.filename ?? '');
  if (!name || hasUnstorableText(name)) {
    part.file.resume();
    throw fieldError('file', V.required);
  }
  const extension = uploadExtension(name);
  if (!extension) {
    // Read to the end, so the client gets the answer instead of a broken connection.
    part.file.resume();
    throw typeNotAllowed();
  }
  const key = store.newKey();
  const hash = createHash('sha256');
  let size = 0;
  let truncated = false;
  async function* counted() {
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) truncated = true;
        if (truncated) continue;
        hash.update(chunk);
        yield chunk;
      }
    } catch (error) {
      // Only the reading of the request is caught here; the store's own failures stay 500s.
      throw unreadable(error);
    }
    if (part.file.truncated) truncated = true;
  }
  try {
    await store.put(key, counted());
    if (truncated) throw tooLarge();
    if (size === 0 || (await contentKind(store, key, size)) !== KIND_OF_EXTENSION[extension]) throw typeNotAllowed();
  } catch (error) {
    await store.remove(key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { name, contentType: UPLOAD_CONTENT_TYPES[extension], size, sha256: hash.digest('hex'), storageKey: key };
}

/** Streams a stored file as a download under its own name; 404 FILE_NOT_FOUND when its bytes are gone. */
export async function sendStoredFile(store: FileStore, reply: FastifyReply, file: FileRow | undefined) {
  if (!file) throw new AppError(404, 'FILE_NOT_FOUND');
  const stream = await store.open(file.storageKey);
  if (!stream) throw new AppError(404, 'FILE_NOT_FOUND');
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(file.name))
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}

/** A value for `filename*` (RFC 5987): percent-encoded UTF-8, including the characters encodeURIComponent leaves. */
/** A download's Content-Disposition under its own name: plain ASCII for old clients, UTF-8 (RFC 5987) for the others. */
export const attachmentHeader = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${rfc5987(name)}`;

const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
