-- The secretariat reads speakers and items across courses too, a page at a time in their declared
-- order: from an index rather than sorting every row.
CREATE INDEX bijscholing_cursussprekers_order ON bijscholing_cursussprekers (last_name, id);
CREATE INDEX bijscholing_cursusitems_order ON bijscholing_cursusitems (datum, id);
