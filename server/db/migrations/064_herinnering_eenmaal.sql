-- One reminder to vote per member and election, whoever sends it: the secretariat's button
-- (POST /verkiezingen/:id/unvoted/herinnering) and the daily run now share the reminders' one key
-- (occasion 'stemmen', the election, the member). Who the button reminded before moves there; a
-- mail already gone from the queue leaves the reminder without its mail.
INSERT INTO herinneringen (occasion, subject_id, recipient, idmail)
SELECT 'stemmen', v.verkiezing_id, v.username, m.idmail
  FROM verkiezing_herinneringen v LEFT JOIN mails m ON m.idmail = v.idmail
ON CONFLICT DO NOTHING;

DROP TABLE verkiezing_herinneringen;
