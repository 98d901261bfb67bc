-- The user list is read in name order; the index serves the page without sorting every account.
CREATE INDEX users_name_order ON users (lastname, firstname, username);
