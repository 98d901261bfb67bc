-- Each person reads the portal in their own language: Dutch by default, French by choice (the session's
-- `language`, changed by PUT /api/auth/person/language). A CHECK rather than a codelist: the screens and
-- the server's texts exist in exactly these two languages.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'fr'));
