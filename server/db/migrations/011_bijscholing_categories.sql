CREATE TABLE bijscholing_categories (
  id serial PRIMARY KEY,
  code text NOT NULL,
  description text NOT NULL,
  type text NOT NULL,
  duur numeric(5, 2) NOT NULL CHECK (duur >= 0)
);
CREATE UNIQUE INDEX bijscholing_categories_code ON bijscholing_categories (lower(code));
