CREATE TABLE bijscholing_coefficients (
  id serial PRIMARY KEY,
  code text NOT NULL,
  description text,
  coefficient integer NOT NULL CHECK (coefficient BETWEEN 1 AND 99)
);
CREATE UNIQUE INDEX bijscholing_coefficients_code ON bijscholing_coefficients (lower(code));
