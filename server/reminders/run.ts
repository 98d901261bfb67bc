import os from 'node:os';
import { brusselsDate } from '../../domain/dates';
import { pointsStep, REMINDER_TEMPLATES } from '../../domain/rules/reminders';
import type { Config } from '../config';
import { type Db, one, type Queryable } from '../db';
import { insertAudit } from '../repositories/declared';
import {
  activePeriod,
  evaluationTargets,
  exemptionTargets,
  plannedRecipients,
  pointsTargets,
  queueReminders,
  type Targets,
  voteTargets,
} from '../repositories/reminders';

/** This process, as a run's log names it. */
export const NODE_NAME = `${os.hostname()}:${process.pid}`;

interface Due {
  /** The occasion as the reminders' key holds it: `punten-30` is the 30-day step of the points reminder. */
  occasion: string;
  template: string;
  targets: Targets;
}

/** The occasions that may remind someone today, with whom. */
async function dueNow(q: Queryable, config: Config): Promise<Due[]> {
  const due: Due[] = [];
  const period = await activePeriod(q);
  const step = period ? pointsStep(period.daysLeft, config.reminderPointsDays) : null;
  if (period && step !== null)
    due.push({ occasion: `punten-${step}`, template: REMINDER_TEMPLATES.punten, targets: pointsTargets(period.id, `${config.publicUrl}/bijscholing/punten`) });
  due.push({ occasion: 'stemmen', template: REMINDER_TEMPLATES.stemmen, targets: voteTargets(config.publicUrl) });
  due.push({ occasion: 'vrijstelling', template: REMINDER_TEMPLATES.vrijstelling, targets: exemptionTargets(`${config.publicUrl}/vrijstellingen`) });
  due.push({ occasion: 'evaluatie', template: REMINDER_TEMPLATES.evaluatie, targets: evaluationTargets(config.publicUrl) });
  return due;
}

/**
 * One run of the reminders, in one transaction: every due occasion's mails are queued (each
 * recipient once per occasion, by the reminders' unique key), the run is logged with its counts and
 * leaves an audit row. Runs wait for each other (an advisory lock), and the day's `scheduled` run
 * happens once whatever nodes run the scheduler: the second finds the first's row and does nothing.
 * A crash rolls the whole run back, so the next tick does it again, complete.
 */
export async function runReminders(db: Db, config: Config, options: { scheduled: boolean; by: string }) {
  return db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(hashtext('herinneringen'))");
    const day = brusselsDate();
    if (options.scheduled && (await one(q, 'SELECT 1 FROM herinnering_runs WHERE day = $1 AND scheduled', [day]))) return null;
    const counts: Record<string, number> = {};
    for (const d of await dueNow(q, config)) counts[d.occasion] = await queueReminders(q, d.occasion, d.template, d.targets);
    const run = await one<{ id: number }>(q, 'INSERT INTO herinnering_runs (day, scheduled, node, counts) VALUES ($1, $2, $3, $4) RETURNING id', [
      day,
      options.scheduled,
      NODE_NAME,
      JSON.stringify(counts),
    ]);
    await insertAudit(q, { username: options.by, resource: 'herinneringen', recordId: run!.id, action: 'create', before: null, after: counts });
    return { id: run!.id, counts };
  });
}

/** What a run would queue now, per due occasion, and how many members that reminds (a member may be due for several). */
export async function plannedNow(q: Queryable, config: Config) {
  const planned: Record<string, number> = {};
  const members = new Set<string>();
  for (const d of await dueNow(q, config)) {
    const recipients = await plannedRecipients(q, d.occasion, d.targets);
    planned[d.occasion] = recipients.length;
    for (const r of recipients) members.add(r);
  }
  return { planned, members: members.size };
}
