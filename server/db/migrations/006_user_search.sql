-- The secretariat's user search matches the start of the username, last name, first name or e-mail
-- address, ignoring case; these indexes answer it without reading every user.
CREATE INDEX users_search_username ON users (lower(username) text_pattern_ops);
CREATE INDEX users_search_lastname ON users (lower(lastname) text_pattern_ops);
CREATE INDEX users_search_firstname ON users (lower(firstname) text_pattern_ops);
CREATE INDEX users_search_email ON users (lower(email) text_pattern_ops);
