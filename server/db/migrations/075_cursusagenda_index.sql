-- The agenda's index (migration 072) also holds each course's start and id, so a page of the agenda is
-- cut from the index alone (an index-only scan of the upcoming approved courses, sorted by their start)
-- and only the page's 25 rows are read whole (server/repositories/cursusagenda.ts).
DROP INDEX bijscholing_cursussen_agenda;
CREATE INDEX bijscholing_cursussen_agenda ON bijscholing_cursussen (end_date) INCLUDE (start_date, id) WHERE status = 'GOEDGEKEURD';
