-- A provider's attendance list (docs/features/courses.md, "Attendance"): who attended a course, as its
-- provider or the secretariat credited them. One row per course and member, the key every credit
-- claims first (INSERT ... ON CONFLICT DO NOTHING), so a list sent twice, or by two tabs at once,
-- credits nobody twice.
CREATE TABLE bijscholing_aanwezigheden (
  cursus_id integer NOT NULL REFERENCES bijscholing_cursussen (id) ON DELETE CASCADE,
  username text NOT NULL,
  geslaagd boolean NOT NULL DEFAULT false,
  credited_by text NOT NULL,
  credited_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cursus_id, username)
);

-- A points row the provider credited: who did it and when (read-only in the declaration punten).
ALTER TABLE bijscholing_punten ADD COLUMN credited_by text, ADD COLUMN credited_at timestamptz;
-- A member's row of one course, found by each credit for each member it names.
CREATE INDEX bijscholing_punten_course_member ON bijscholing_punten (idbijcursus, username);
