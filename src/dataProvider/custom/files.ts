import { HttpError } from 'react-admin';
import type { z } from 'zod';
import type { uploadedFileSchema } from '../../../domain/schemas/responses/files';
import { fallbackTexts } from '../../i18n/fallbackTexts';
import { type ApiErrorBody, errorMessage } from '../errors';
import { API, checkUpload, http } from '../http';

export type UploadedFile = z.input<typeof uploadedFileSchema>;

/**
 * Uploads and downloads (SPEC §7 multipart calls). One file at a time, as field `file`. The upload
 * goes through XMLHttpRequest, since fetch cannot tell how much of a request body has been sent:
 * `onProgress` hears the share sent, 0 to 1, for a determinate progress bar.
 */
export const fileMethods = {
  uploadFile: (path: string, file: File, onProgress?: (share: number) => void) =>
    new Promise<UploadedFile>((resolve, reject) => {
      try {
        checkUpload(file);
      } catch (error) {
        reject(error);
        return;
      }
      const form = new FormData();
      form.append('file', file);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${API}${path}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onerror = () => reject(new HttpError(fallbackTexts().errors.SERVICE_UNAVAILABLE, 503, {}));
      xhr.onload = () => {
        let body: (ApiErrorBody & Partial<UploadedFile>) | undefined;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300 && body && typeof body.id === 'number') {
          onProgress?.(1);
          resolve({ id: body.id, name: String(body.name) });
          return;
        }
        // A 2xx that is not our JSON counts as unauthorised (SPEC §8), as for every other call.
        const status = xhr.status >= 200 && xhr.status < 300 ? 401 : xhr.status;
        reject(new HttpError(errorMessage(status, body), status, { ...body, errors: body?.fields }));
      };
      xhr.send(form);
    }),
  /** Where a stored file is downloaded (a link: the browser saves it under its own name). */
  fileUrl: (path: string) => `${API}${path}`,
  /** Empties a slot: DELETE of its path (a declared record's file field). */
  removeFile: (path: string) => http(path, { method: 'DELETE' }),
};
