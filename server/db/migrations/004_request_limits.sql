-- Requests that send mail to whoever asks (password reset, provider registration) are limited per
-- account and per address; counted in the database so every API node sees the same count.
CREATE TABLE request_limits (
  id bigserial PRIMARY KEY,
  action text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_limits_key ON request_limits (action, key, at);
CREATE INDEX request_limits_at ON request_limits (action, at);
