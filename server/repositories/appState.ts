import type { Queryable } from '../db';

/** Why sending is paused: a restored back-up (`npm run restore`) or a person on /mails. */
export type MailPauseReason = 'restore' | 'manual';

export interface MailPause {
  since: Date;
  reason: MailPauseReason;
  /** Who paused it: the person's name, or the command. */
  by: string;
}

const MAIL_PAUSED = 'mail_paused';

/** The pause of the mail worker (the `mail_paused` row that claimMails looks for), or undefined while it sends. */
export async function findMailPause(q: Queryable): Promise<MailPause | undefined> {
  const [row] = await q.query<{ since: Date; reason: MailPauseReason; by: string }>(
    `SELECT s.changed_at AS since, s.value AS reason,
            coalesce(nullif(concat_ws(' ', u.firstname, u.lastname), ''), s.changed_by) AS by
       FROM app_state s LEFT JOIN users u ON u.username = s.changed_by
      WHERE s.name = $1`,
    [MAIL_PAUSED],
  );
  return row;
}

/** Pauses sending; false when it already was (the first pause keeps its time and reason). */
export async function pauseMail(q: Queryable, reason: MailPauseReason, by: string) {
  const rows = await q.query('INSERT INTO app_state (name, value, changed_by) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name', [
    MAIL_PAUSED,
    reason,
    by,
  ]);
  return rows.length > 0;
}

/** Lifts the pause; false when sending was not paused. */
export async function resumeMail(q: Queryable) {
  const rows = await q.query('DELETE FROM app_state WHERE name = $1 RETURNING name', [MAIL_PAUSED]);
  return rows.length > 0;
}
