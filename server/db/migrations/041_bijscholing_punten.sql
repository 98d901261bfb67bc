-- Points records (domain/resources/punten.ts): a member's rows of continuing education per period.
-- `username` is the member's ordenummer (their login); cpunten/tcpunten are worked out by the server
-- (domain/rules/cpd.ts), epunten/tpunten set by the secretariat's decision.
CREATE TABLE bijscholing_punten (
  id serial PRIMARY KEY,
  periode_id integer NOT NULL REFERENCES bijscholing_periodes (id),
  username text NOT NULL,
  member text,
  type text NOT NULL,
  state text NOT NULL DEFAULT 'NEW',
  idbijcursus integer REFERENCES bijscholing_cursussen (id) ON DELETE SET NULL,
  ebpnummer text,
  title text,
  begindatum date NOT NULL,
  einddatum date,
  attendancetype text,
  hours numeric(5, 2),
  price numeric(7, 2),
  auteur text,
  book text,
  edition text,
  page integer,
  cpunten numeric(6, 2) NOT NULL DEFAULT 0,
  tcpunten numeric(6, 2) NOT NULL DEFAULT 0,
  epunten numeric(6, 2),
  tpunten numeric(6, 2),
  comment text,
  bijlage_id integer REFERENCES files (id) ON DELETE SET NULL,
  attend_id integer REFERENCES files (id) ON DELETE SET NULL,
  geslaagden_id integer REFERENCES files (id) ON DELETE SET NULL,
  CHECK (einddatum IS NULL OR begindatum <= einddatum)
);
-- A member's table per period, and the control list's totals per member.
CREATE INDEX bijscholing_punten_member ON bijscholing_punten (periode_id, username, state);
-- The review queue, newest first within a state.
CREATE INDEX bijscholing_punten_review ON bijscholing_punten (state, begindatum DESC, id DESC);
-- The review's search on the member's name and the row's title.
CREATE INDEX bijscholing_punten_member_search ON bijscholing_punten USING gin (lower(member) public.gin_trgm_ops);
CREATE INDEX bijscholing_punten_title_search ON bijscholing_punten USING gin (lower(title) public.gin_trgm_ops);
