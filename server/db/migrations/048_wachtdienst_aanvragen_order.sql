-- The request lists' own order (newest first) without a decision filter: the benchmark's 5,000
-- registrations were sorted whole on every page (migration 045 had only the queue's index).
CREATE INDEX wachtdienst_aanvragen_order ON wachtdienst_aanvragen (creationdate DESC, id DESC);
CREATE INDEX wachtdienst_wijzigingen_order ON wachtdienst_wijzigingen (creationdate DESC, id DESC);
