import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { newCourse } from '../../helpers/courses';
import { multipart, SAMPLES, storedKeys } from '../../helpers/files';

const COURSES = '/api/bijscholing/cursussen';
const SPEAKERS = '/api/bijscholing/cursussprekers';

/**
 * A deleted course leaves nothing behind: its uploads and its speakers' (rows and bytes) go with it,
 * the bytes only once the delete committed; a refused or failed delete keeps every one of them.
 */
describe("a deleted course's files", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2']) cookies[u] = await login(t.app, u);
  });

  const upload = async (url: string, name: string, content: Buffer) => {
    const res = await as(t.app, cookies.opleider, { method: 'POST', url, ...multipart(name, content) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  /** A course with an attachment and a speaker with a CV and an attest: their file ids. */
  async function courseWithFiles() {
    const course = await newCourse(t, cookies.opleider);
    const speakerRes = await as(t.app, cookies.opleider, { method: 'POST', url: SPEAKERS, payload: { cursusId: course, firstName: 'Jan', lastName: 'Claes' } });
    expect(speakerRes.statusCode, speakerRes.body).toBe(201);
    const speaker = speakerRes.json().id as number;
    const files = [
      await upload(`${COURSES}/${course}/attachment`, 'programma.pdf', SAMPLES.pdf),
      await upload(`${SPEAKERS}/${speaker}/cv`, 'cv.docx', SAMPLES.docx),
      await upload(`${SPEAKERS}/${speaker}/attest`, 'attest.jpg', SAMPLES.jpg),
    ];
    return { course, speaker, files };
  }

  /** The stored keys of these file ids, and which of them still have their bytes in the database. */
  const rowsOf = async (ids: number[]) =>
    (await t.db.query<{ key: string }>('SELECT storage_key AS key FROM files WHERE id = ANY($1::int[])', [ids])).map((r) => r.key);
  const stored = async (keys: string[]) => {
    const held = await storedKeys(t.db);
    return keys.filter((key) => held.includes(key));
  };

  it('removes the rows and the bytes of its attachment and of its speakers’ files', async () => {
    const { course, speaker, files } = await courseWithFiles();
    const keys = await rowsOf(files);
    expect(await stored(keys)).toHaveLength(3);
    const res = await as(t.app, cookies.opleider, { method: 'DELETE', url: `${COURSES}/${course}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(files)).toEqual([]);
    expect(await stored(keys)).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM bijscholing_cursussprekers WHERE id = $1', [speaker])).toHaveLength(0);
  });

  it('keeps them all when the delete is refused: another provider, a course no longer new', async () => {
    const { course, files } = await courseWithFiles();
    const keys = await rowsOf(files);
    const other = await as(t.app, cookies.opleider2, { method: 'DELETE', url: `${COURSES}/${course}` });
    expect(other.statusCode, other.body).toBeGreaterThanOrEqual(400);
    await t.db.query("UPDATE bijscholing_cursussen SET status = 'AANGEVRAAGD' WHERE id = $1", [course]);
    const requested = await as(t.app, cookies.opleider, { method: 'DELETE', url: `${COURSES}/${course}` });
    expect(requested.statusCode, requested.body).toBe(409);
    expect(await rowsOf(files)).toEqual(keys);
    expect(await stored(keys)).toHaveLength(3);
  });

  it('keeps them all when the delete fails in its transaction, after the files were taken out', async () => {
    const { course, files } = await courseWithFiles();
    const keys = await rowsOf(files);
    // Something else still points at the course: the delete of its row fails, after the hooks ran.
    await t.db.query('CREATE TABLE course_holder (cursus_id integer REFERENCES bijscholing_cursussen (id))');
    try {
      await t.db.query('INSERT INTO course_holder VALUES ($1)', [course]);
      const res = await as(t.app, cookies.opleider, { method: 'DELETE', url: `${COURSES}/${course}` });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errorcode).toBe('IN_USE');
    } finally {
      await t.db.query('DROP TABLE course_holder');
    }
    expect(await rowsOf(files)).toEqual(keys);
    expect(await stored(keys)).toHaveLength(3);
    const [row] = await t.db.query<{ attachment: number }>('SELECT attachment_id AS attachment FROM bijscholing_cursussen WHERE id = $1', [course]);
    expect(row!.attachment).toBe(files[0]);
    const cv = await as(t.app, cookies.opleider, { method: 'GET', url: `${SPEAKERS}?cursusId=${course}` });
    expect(cv.json().items[0]).toMatchObject({ cvName: 'cv.docx', attestName: 'attest.jpg' });
  });

  it("removes a speaker's own files when the speaker alone is deleted, and the course's own when the secretariat deletes it", async () => {
    const { course, speaker, files } = await courseWithFiles();
    const keys = await rowsOf(files);
    const gone = await as(t.app, cookies.opleider, { method: 'DELETE', url: `${SPEAKERS}/${speaker}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await rowsOf(files)).toEqual([keys[0]]);
    expect(await stored(keys)).toEqual([keys[0]]);
    const res = await as(t.app, cookies.secretariaat, { method: 'DELETE', url: `${COURSES}/${course}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(files)).toEqual([]);
    expect(await stored(keys)).toEqual([]);
  });
});
