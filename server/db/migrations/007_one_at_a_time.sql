-- Usernames are unique whatever their case (login and registration compare them in lower case),
-- so the database refuses a second account with the same name even when two approvals race.
CREATE UNIQUE INDEX users_username_unique_lower ON users (lower(username));
DROP INDEX users_lower_username;
-- A username waiting in an open registration is taken; a declined one frees it again.
CREATE UNIQUE INDEX provider_registrations_open_username ON provider_registrations (lower(data->>'username')) WHERE status = 'NIEUW';
-- Login throttling counts the recent failures of an address on every attempt.
CREATE INDEX login_failures_ip ON login_failures (ip, at);
