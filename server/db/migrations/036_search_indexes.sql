-- Declared searches look for a part of a text anywhere (`lower(column) LIKE '%term%'`, the list's
-- `q` and its `contains` filters, server/generator/query.ts). A trigram index on the same expression
-- answers that from the index instead of lowering every row of the table. The extension lives in
-- public, which every schema of the database shares (a test's or the benchmark's schema is dropped
-- with all it holds); the lock keeps two schemas migrating at once from both creating it.
SELECT pg_advisory_xact_lock(hashtext('CREATE EXTENSION pg_trgm'));
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX bijscholing_cursussen_title_search ON bijscholing_cursussen USING gin (lower(title) public.gin_trgm_ops);
CREATE INDEX bijscholing_cursussen_ebp_number_search ON bijscholing_cursussen USING gin (lower(ebp_number) public.gin_trgm_ops);
CREATE INDEX bijscholing_categories_code_search ON bijscholing_categories USING gin (lower(code) public.gin_trgm_ops);
CREATE INDEX bijscholing_categories_description_search ON bijscholing_categories USING gin (lower(description) public.gin_trgm_ops);
CREATE INDEX bijscholing_centrums_name_search ON bijscholing_centrums USING gin (lower(name) public.gin_trgm_ops);
CREATE INDEX bijscholing_centrums_locality_search ON bijscholing_centrums USING gin (lower(locality) public.gin_trgm_ops);
CREATE INDEX bijscholing_coefficients_code_search ON bijscholing_coefficients USING gin (lower(code) public.gin_trgm_ops);
CREATE INDEX bijscholing_coefficients_description_search ON bijscholing_coefficients USING gin (lower(description) public.gin_trgm_ops);
CREATE INDEX bijscholing_dagdelen_code_search ON bijscholing_dagdelen USING gin (lower(code) public.gin_trgm_ops);
CREATE INDEX bijscholing_dagdelen_description_search ON bijscholing_dagdelen USING gin (lower(description) public.gin_trgm_ops);
CREATE INDEX page_templates_name_search ON page_templates USING gin (lower(name) public.gin_trgm_ops);
CREATE INDEX page_templates_title_search ON page_templates USING gin (lower(title) public.gin_trgm_ops);
