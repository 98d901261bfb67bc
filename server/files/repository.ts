import { one, type Queryable } from '../db';

/** What the database knows of an uploaded file; its bytes are in the file store under `storageKey`. */
export interface FileRow {
  id: number;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

const COLUMNS = 'id, name, content_type AS "contentType", size, sha256, storage_key AS "storageKey"';

export const insertFile = async (q: Queryable, file: Omit<FileRow, 'id'>, createdBy: string) =>
  (await one<FileRow>(q, `INSERT INTO files (name, content_type, size, sha256, storage_key, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`, [
    file.name,
    file.contentType,
    file.size,
    file.sha256,
    file.storageKey,
    createdBy,
  ]))!;

export const findFile = (q: Queryable, id: number) => one<FileRow>(q, `SELECT ${COLUMNS} FROM files WHERE id = $1`, [id]);

export const deleteFile = (q: Queryable, id: number) => one<FileRow>(q, `DELETE FROM files WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
