-- A provider's registration keeps the language it was filled in (the form's caller language): its
-- decision mails go out in it, as there is no account yet whose language they could follow, and the
-- account an approval makes reads the portal in it. Registrations from before read Dutch.
ALTER TABLE provider_registrations ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'fr'));
