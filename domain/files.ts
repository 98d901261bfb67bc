/**
 * Uploads (SPEC §5): one file at a time, of these types only, at most MAX_UPLOAD_BYTES. The browser
 * checks the extension and size for comfort; the server checks the content itself (server/files).
 */
export const UPLOAD_CONTENT_TYPES = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;

export type UploadExtension = keyof typeof UPLOAD_CONTENT_TYPES;
export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_CONTENT_TYPES) as UploadExtension[];

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The lower-case extension of a file name, if it is one of the allowed ones. */
export function uploadExtension(name: string): UploadExtension | null {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return ext in UPLOAD_CONTENT_TYPES ? (ext as UploadExtension) : null;
}
