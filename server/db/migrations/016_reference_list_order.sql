-- The reference lists are read in their declared order, a page at a time: an index per order lets
-- a page come from the index instead of sorting the whole table on every request.
CREATE INDEX bijscholing_categories_order ON bijscholing_categories (code, id);
CREATE INDEX bijscholing_coefficients_order ON bijscholing_coefficients (code, id);
CREATE INDEX bijscholing_dagdelen_order ON bijscholing_dagdelen (code, id);
CREATE INDEX bijscholing_periodes_order ON bijscholing_periodes (start_date, id);
