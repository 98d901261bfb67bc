-- The bytes of uploaded files (DESIGN §1), in the database so that every node serves every file and
-- one backup holds them: in chunks of a fixed size (the last one shorter), numbered from 0, each
-- written by a statement of its own while the upload streams in. `files` names a stored key once
-- its upload was accepted; chunks no row names are an upload cut off (server/files/databaseStore.ts
-- sweeps them). No foreign key: the bytes are written before the row that names them.
CREATE TABLE file_contents (
  storage_key text NOT NULL,
  n integer NOT NULL CHECK (n >= 0),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (storage_key, n)
);

-- Out of line and uncompressed: uploads (pdf, jpeg, docx) are compressed already, so compressing
-- them again costs CPU for nothing, and an uncompressed value lets substring() fetch only the part
-- it needs (the content check reads a file's head and its zip directory).
ALTER TABLE file_contents ALTER COLUMN data SET STORAGE EXTERNAL;
