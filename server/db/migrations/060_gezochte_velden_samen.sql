-- A list that searches several texts reads them as one (server/generator/search.ts): the fields lower-cased and
-- joined by U+001F, under one trigram index. A search's count then finds its matches through the index instead of
-- PostgreSQL reading every row, as it did for the course search (estimating the fields' matches apart and adding them).
-- The fields' own trigram indexes go, where no 'contains' filter reads them.
DROP INDEX IF EXISTS bijscholing_categories_code_search;
DROP INDEX IF EXISTS bijscholing_categories_description_search;
CREATE INDEX "bijscholing_categories_search" ON "bijscholing_categories" USING gin (lower(coalesce("code", '') || E'\x1f' || coalesce("description", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS bijscholing_centrums_name_search;
DROP INDEX IF EXISTS bijscholing_centrums_locality_search;
CREATE INDEX "bijscholing_centrums_search" ON "bijscholing_centrums" USING gin (lower(coalesce("name", '') || E'\x1f' || coalesce("locality", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS codelist_items_codedetail_search;
DROP INDEX IF EXISTS codelist_items_description_search;
CREATE INDEX "codelist_items_search" ON "codelist_items" USING gin (lower(coalesce("codedetail", '') || E'\x1f' || coalesce("description", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS codelists_code_search;
DROP INDEX IF EXISTS codelists_description_search;
CREATE INDEX "codelists_search" ON "codelists" USING gin (lower(coalesce("code", '') || E'\x1f' || coalesce("description", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS bijscholing_coefficients_code_search;
DROP INDEX IF EXISTS bijscholing_coefficients_description_search;
CREATE INDEX "bijscholing_coefficients_search" ON "bijscholing_coefficients" USING gin (lower(coalesce("code", '') || E'\x1f' || coalesce("description", '')) public.gin_trgm_ops);
CREATE INDEX "bijscholing_cursussen_search" ON "bijscholing_cursussen" USING gin (lower(coalesce("title", '') || E'\x1f' || coalesce("ebp_number", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS bijscholing_dagdelen_code_search;
DROP INDEX IF EXISTS bijscholing_dagdelen_description_search;
CREATE INDEX "bijscholing_dagdelen_search" ON "bijscholing_dagdelen" USING gin (lower(coalesce("code", '') || E'\x1f' || coalesce("description", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS page_templates_name_search;
DROP INDEX IF EXISTS page_templates_title_search;
CREATE INDEX "page_templates_search" ON "page_templates" USING gin (lower(coalesce("name", '') || E'\x1f' || coalesce("title", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS bijscholing_punten_member_search;
DROP INDEX IF EXISTS bijscholing_punten_title_search;
CREATE INDEX "bijscholing_punten_search" ON "bijscholing_punten" USING gin (lower(coalesce("member", '') || E'\x1f' || coalesce("title", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS mail_templates_name_search;
DROP INDEX IF EXISTS mail_templates_description_search;
DROP INDEX IF EXISTS mail_templates_subject_search;
CREATE INDEX "mail_templates_search" ON "mail_templates" USING gin (lower(coalesce("name", '') || E'\x1f' || coalesce("description", '') || E'\x1f' || coalesce("subject", '')) public.gin_trgm_ops);
DROP INDEX IF EXISTS vrijstellingen_member_search;
DROP INDEX IF EXISTS vrijstellingen_username_search;
CREATE INDEX "vrijstellingen_search" ON "vrijstellingen" USING gin (lower(coalesce("member", '') || E'\x1f' || coalesce("username", '')) public.gin_trgm_ops);
-- The templates' list is read in the order of their description: the trigram index on it counted as that order's index
-- (it leads with the same column), which it cannot be.
CREATE INDEX "mail_templates_order" ON "mail_templates" ("description", "idmailtemplate");
