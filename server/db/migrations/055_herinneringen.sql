-- Reminders the portal sends by itself (server/reminders): one per occasion, subject (a period, an
-- election, an exemption, a course) and recipient, whatever runs the scheduler and how often.
CREATE TABLE herinneringen (
  id serial PRIMARY KEY,
  occasion text NOT NULL,
  subject_id integer NOT NULL,
  recipient text NOT NULL,
  idmail bigint REFERENCES mails (idmail) ON DELETE SET NULL,
  creationdate timestamptz NOT NULL DEFAULT now(),
  UNIQUE (occasion, subject_id, recipient)
);
CREATE INDEX herinneringen_recipient ON herinneringen (recipient);

-- Each run of the reminders with what it queued per occasion; `scheduled`: the day's own run, at most one a day.
CREATE TABLE herinnering_runs (
  id serial PRIMARY KEY,
  day date NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  scheduled boolean NOT NULL,
  node text NOT NULL,
  counts jsonb NOT NULL
);
CREATE UNIQUE INDEX herinnering_runs_daily ON herinnering_runs (day) WHERE scheduled;
