-- Codelist values, page and mail templates and the mail queue are declared resources now
-- (domain/resources): a mail's parameters are a list of their own and need an id, and every
-- text their lists search in gets the trigram index the declared searches use (036).
ALTER TABLE mail_params ADD COLUMN id bigserial;
CREATE UNIQUE INDEX mail_params_id ON mail_params (id);
CREATE INDEX codelists_code_search ON codelists USING gin (lower(code) public.gin_trgm_ops);
CREATE INDEX codelists_description_search ON codelists USING gin (lower(description) public.gin_trgm_ops);
CREATE INDEX codelist_items_codedetail_search ON codelist_items USING gin (lower(codedetail) public.gin_trgm_ops);
CREATE INDEX codelist_items_description_search ON codelist_items USING gin (lower(description) public.gin_trgm_ops);
CREATE INDEX codelist_items_order ON codelist_items (iddiccode, sortorder, iddiccodedetail);
CREATE INDEX mail_templates_name_search ON mail_templates USING gin (lower(name) public.gin_trgm_ops);
CREATE INDEX mail_templates_description_search ON mail_templates USING gin (lower(description) public.gin_trgm_ops);
CREATE INDEX mail_templates_subject_search ON mail_templates USING gin (lower(subject) public.gin_trgm_ops);
CREATE INDEX mails_recipient_search ON mails USING gin (lower(recipient) public.gin_trgm_ops);
CREATE INDEX mail_logs_order ON mail_logs (idmail, at, id);
