import { beforeAll, expect } from 'vitest';
import { brusselsDate } from '../../domain/dates';
import { as, login, useTestApp } from './app';

/**
 * The course agenda's test app as four people use it (N1001, N1003, the secretariat, a provider):
 * their reads, a course's id by its title and a course added beside the demo's.
 */
export function useAgendaApp() {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const today = brusselsDate();
  const get = (who: string, url: string) => as(t.app, cookies[who], { method: 'GET', url });
  const list = async (query = '', who = 'N1001') => {
    const res = await get(who, `/api/bijscholing/agenda${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: { id: number; title: string; startDate: string; endDate: string; [k: string]: unknown }[];
      size: number;
      limit: number;
      offset: number;
    };
  };
  const titles = async (query = '') => (await list(query)).items.map((c) => c.title);
  const idOf = async (title: string) => (await t.db.query<{ id: number }>('SELECT id FROM bijscholing_cursussen WHERE title = $1', [title]))[0]!.id;
  const insertCourse = async (title: string, start: string, end: string, extra: { status?: string; location?: string | null; online?: boolean } = {}) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO bijscholing_cursussen (title, start_date, end_date, status, type, location, online_course, legal_entity_id)
         SELECT $1, $2, $3, $4, 'BP', $5, $6, legal_entity_id FROM bijscholing_cursussen WHERE title = 'Klauwgezondheid bij melkvee' RETURNING id`,
        [title, start, end, extra.status ?? 'GOEDGEKEURD', extra.location ?? null, extra.online ?? false],
      )
    )[0]!.id;

  beforeAll(async () => {
    for (const who of ['N1001', 'N1003', 'secretariaat', 'opleider']) cookies[who] = await login(t.app, who);
  });
  return { t, cookies, today, get, list, titles, idOf, insertCourse };
}
