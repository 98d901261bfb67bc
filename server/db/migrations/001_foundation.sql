CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text,
  firstname text NOT NULL,
  lastname text NOT NULL,
  email text NOT NULL,
  telephone text,
  roles text[] NOT NULL DEFAULT '{}',
  legal_entity_id integer,
  cursus_type text,
  kennisname boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_lower_username ON users (lower(username));

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_username ON login_failures (lower(username), at);

CREATE TABLE user_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('RESET', 'ACTIVATE')),
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_tokens_hash ON user_tokens (token_hash);

CREATE TABLE page_templates (
  idpagetemplate serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

CREATE TABLE mail_templates (
  idmailtemplate serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  params text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mails (
  idmail bigserial PRIMARY KEY,
  idmailtemplate integer NOT NULL REFERENCES mail_templates(idmailtemplate),
  recipient text NOT NULL,
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'STOP', 'PROCESSED', 'ERROR')),
  creationdate timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  message_id text,
  processed_at timestamptz
);
CREATE INDEX mails_creationdate ON mails (creationdate DESC);
CREATE INDEX mails_pending ON mails (next_attempt_at) WHERE status = 'NEW';

CREATE TABLE mail_params (
  idmail bigint NOT NULL REFERENCES mails(idmail) ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (idmail, name)
);

CREATE TABLE mail_logs (
  id bigserial PRIMARY KEY,
  idmail bigint NOT NULL REFERENCES mails(idmail) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL,
  message text NOT NULL
);
CREATE INDEX mail_logs_mail ON mail_logs (idmail, at);

CREATE TABLE codelists (
  iddiccode serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  description text NOT NULL
);

CREATE TABLE codelist_items (
  iddiccodedetail serial PRIMARY KEY,
  iddiccode integer NOT NULL REFERENCES codelists(iddiccode) ON DELETE CASCADE,
  codedetail text NOT NULL,
  description text NOT NULL,
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  sortorder integer NOT NULL DEFAULT 0,
  UNIQUE (iddiccode, codedetail)
);

CREATE TABLE codelist_item_translations (
  iddiccodedetail integer NOT NULL REFERENCES codelist_items(iddiccodedetail) ON DELETE CASCADE,
  languagecode text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (iddiccodedetail, languagecode)
);
