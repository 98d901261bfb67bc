import { HttpError } from 'react-admin';
import { MAX_UPLOAD_BYTES, uploadExtension } from '../../domain/files';
import { fallbackTexts } from '../i18n/fallbackTexts';
import { languageHeader } from '../i18n/language';
import { API, isJson, plainGet, takeEarly } from './early';
import { errorMessage } from './errors';

export { API };

/**
 * No answer at all, or one cut short (offline, the server out of reach, a node stopped halfway):
 * said in the screen's language, not as the browser's English "Failed to fetch". Status 0, not 503:
 * a 503 ends the session (SPEC §8), a moment without network should not.
 */
export const unreachable = (error?: unknown): never => {
  // A request the page itself called off is no failure to show.
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new HttpError(fallbackTexts().errors.SERVICE_UNAVAILABLE, 0, {});
};

/**
 * Every REST call: the session cookie always, never a cached answer, JSON both ways. A 200 that is
 * not JSON (a login page from a proxy, say) counts as unauthorised, as SPEC §8 says.
 */
export async function http<T = any>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const plain = Object.keys(init).length === 0;
  const response = await (plain
    ? (takeEarly(path) ?? plainGet(path))
    : fetch(`${API}${path}`, {
        credentials: 'include',
        cache: 'no-store',
        ...rest,
        headers: {
          Accept: 'application/json',
          ...languageHeader(),
          ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(headers as Record<string, string>),
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      })
  ).catch(unreachable);
  const isJsonAnswer = isJson(response);
  const body = isJsonAnswer ? await response.json().catch(() => undefined) : undefined;
  if (response.ok && !isJsonAnswer && response.status !== 204) {
    throw new HttpError(fallbackTexts().errors.LOGIN_MESSAGE, 401, {});
  }
  if (!response.ok) {
    const message = errorMessage(response.status, body);
    // react-admin shows `errors` next to the form fields they belong to.
    throw new HttpError(message, response.status, { ...body, errors: body?.fields });
  }
  return body as T;
}

/** Refused before sending (SPEC §5): another type than the allowed ones, or too big; the server checks the content again. */
export function checkUpload(file: File) {
  const { errors } = fallbackTexts();
  if (!uploadExtension(file.name)) throw new HttpError(errors.FILE_TYPE_NOT_ALLOWED, 400, { errorcode: 'FILE_TYPE_NOT_ALLOWED' });
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(errors.FILE_TOO_LARGE, 413, { errorcode: 'FILE_TOO_LARGE' });
}

/** One file at a time (SPEC §5), checked here for comfort; the server checks the content again. */
export async function upload<T = { id: number; name: string }>(path: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  checkUpload(file);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file);
  return http<T>(path, { method: 'POST', body: form });
}

/**
 * A file the server streams (an Excel export on a GET, a certificate or a ZIP of them on a POST), read
 * chunk by chunk so `onChunk` can show how much has arrived (the server cannot say its size
 * beforehand); the file and its name.
 */
export async function receiveFile(path: string, fallbackName: string, onChunk: (chunk: Uint8Array, response: Response) => void, init: RequestInit = {}) {
  const response = await fetch(`${API}${path}`, { credentials: 'include', cache: 'no-store', ...init }).catch(unreachable);
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => undefined);
    throw new HttpError(response.ok ? fallbackTexts().errors.SERVICE_UNAVAILABLE : errorMessage(response.status, body), response.status, body ?? {});
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read().catch(unreachable);
    if (done) break;
    chunks.push(value);
    onChunk(value, response);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { blob: new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }), name };
}

/** A streamed file on a GET; `onBytes` is told how many bytes have arrived. */
export function download(path: string, fallbackName: string, onBytes: (received: number) => void) {
  let received = 0;
  return receiveFile(path, fallbackName, (chunk) => {
    received += chunk.byteLength;
    onBytes(received);
  });
}
