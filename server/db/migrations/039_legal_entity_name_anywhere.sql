-- The legal-entity directory finds a word anywhere in the name ("kliniek" finds "Dierenkliniek
-- Zuiderpark"): a trigram index answers `search_name LIKE '%term%'` without reading every row.
CREATE INDEX legal_entities_search_name_trgm ON legal_entities USING gin (search_name public.gin_trgm_ops);
