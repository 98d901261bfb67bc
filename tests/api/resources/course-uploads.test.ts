import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../domain/files';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart, SAMPLES, storedKeys } from '../../helpers/files';

/** Course uploads (SPEC §5, §7): one checked file per slot, replaced by the next, downloaded by those allowed. */
describe('course uploads', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const courses: Record<string, number> = {};
  const stored = () => storedKeys(t.db);
  const fileRows = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]!.n);

  beforeAll(async () => {
    for (const user of ['opleider', 'opleider2', 'secretariaat', 'N1001']) cookies[user] = await login(t.app, user);
    const rows = await t.db.query<{ id: number; title: string }>('SELECT id, title FROM bijscholing_cursussen');
    const byTitle = (part: string) => rows.find((r) => r.title.includes(part))!.id;
    courses.nieuw = byTitle('Echografie');
    courses.goedgekeurd = byTitle('Antibioticabeleid');
    courses.aangevraagd = byTitle('Kreupelheid');
    courses.ander = byTitle('Tandheelkunde');
  });

  const upload = (user: string, id: number, slot: string, name: string, content: Buffer) =>
    as(t.app, cookies[user], { method: 'POST', url: `/api/bijscholing/cursussen/${id}/${slot}`, ...multipart(name, content) });
  const download = (user: string, id: number, slot: string) => as(t.app, cookies[user], { method: 'GET', url: `/api/bijscholing/cursussen/${id}/${slot}` });
  const course = async (user: string, id: number) => (await as(t.app, cookies[user], { method: 'GET', url: `/api/bijscholing/cursussen/${id}` })).json();

  it.each([
    ['cursus.pdf', SAMPLES.pdf, 'application/pdf'],
    ['foto.jpg', SAMPLES.jpg, 'image/jpeg'],
    ['foto.JPEG', SAMPLES.jpg, 'image/jpeg'],
    ['oud.doc', SAMPLES.doc, 'application/msword'],
    ['oud.ppt', SAMPLES.doc, 'application/vnd.ms-powerpoint'],
    ['tekst.docx', SAMPLES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['slides.pptx', SAMPLES.pptx, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ])('takes %s as the attachment, and the owner downloads it as it was', async (name, content, type) => {
    const res = await upload('opleider', courses.nieuw!, 'attachment', name, content);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), name });
    const record = await course('opleider', courses.nieuw!);
    expect(record).toMatchObject({ attachment: body.id, attachmentName: name });
    const got = await download('opleider', courses.nieuw!, 'attachment');
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain(type);
    expect(got.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(got.rawPayload.equals(content)).toBe(true);
  });

  it('replaces the previous file of the slot: one row and one stored file remain', async () => {
    await upload('opleider', courses.nieuw!, 'attachment', 'eerste.pdf', SAMPLES.pdf);
    const rowsBefore = await fileRows();
    const filesBefore = await stored();
    const res = await upload('opleider', courses.nieuw!, 'attachment', 'tweede.pdf', SAMPLES.pdf);
    expect(res.statusCode).toBe(201);
    expect(await fileRows()).toBe(rowsBefore);
    expect(await stored()).toHaveLength(filesBefore.length);
    expect(await stored()).not.toEqual(filesBefore);
    // Stored under a generated name, never the file's own.
    for (const key of await stored()) expect(key).toMatch(/^[a-f0-9]{32}$/);
    const [row] = await t.db.query<{ sha256: string; size: number; created_by: string }>('SELECT sha256, size, created_by FROM files WHERE id = $1', [
      res.json().id,
    ]);
    expect(row).toMatchObject({ size: SAMPLES.pdf.length, created_by: 'opleider' });
    expect(row!.sha256).toMatch(/^[a-f0-9]{64}$/);
  });

  it('writes an audit row for each upload', async () => {
    const count = async () =>
      Number(
        (
          await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE resource = 'cursussen' AND record_id = $1 AND action = 'upload'`, [
            String(courses.nieuw),
          ])
        )[0]!.n,
      );
    const before = await count();
    await upload('secretariaat', courses.nieuw!, 'attachment', 'door-secretariaat.pdf', SAMPLES.pdf);
    expect(await count()).toBe(before + 1);
    const [audit] = await t.db.query<{ username: string; after: { attachmentName: string } }>(
      `SELECT username, after FROM audit_log WHERE resource = 'cursussen' AND action = 'upload' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ username: 'secretariaat', after: { attachmentName: 'door-secretariaat.pdf' } });
  });

  it.each([
    ['an executable renamed to .pdf', 'virus.pdf', SAMPLES.exe],
    ['HTML renamed to .jpg', 'pagina.jpg', SAMPLES.html],
    ['a PDF named .docx', 'tekst.docx', SAMPLES.pdf],
    ['a spreadsheet renamed to .docx', 'blad.docx', SAMPLES.xlsx],
    ['a presentation named .docx', 'slides.docx', SAMPLES.pptx],
    ['a JPEG named .pdf', 'foto.pdf', SAMPLES.jpg],
    ['an empty file', 'leeg.pdf', Buffer.alloc(0)],
    ['a type not on the list', 'blad.xlsx', SAMPLES.xlsx],
    ['a name without extension', 'bestand', SAMPLES.pdf],
  ])('refuses %s in Dutch, naming the field, and writes nothing', async (_what, name, content) => {
    const rows = await fileRows();
    const files = await stored();
    const before = await course('opleider', courses.nieuw!);
    const res = await upload('opleider', courses.nieuw!, 'attachment', name, content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      errorcode: 'FILE_TYPE_NOT_ALLOWED',
      usererror: 'Dit bestandstype is niet toegelaten (doc, docx, pdf, ppt, pptx, jpg, jpeg).',
      fields: { file: 'Dit bestandstype is niet toegelaten (doc, docx, pdf, ppt, pptx, jpg, jpeg).' },
    });
    expect(await fileRows()).toBe(rows);
    expect(await stored()).toEqual(files);
    expect(await course('opleider', courses.nieuw!)).toEqual(before);
  });

  it('refuses a file above the limit with 413 FILE_TOO_LARGE and writes nothing', async () => {
    const rows = await fileRows();
    const files = await stored();
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - SAMPLES.pdf.length, 0x20)]);
    const res = await upload('opleider', courses.nieuw!, 'attachment', 'groot.pdf', big);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ errorcode: 'FILE_TOO_LARGE', usererror: 'Het bestand is te groot.' });
    expect(await fileRows()).toBe(rows);
    expect(await stored()).toEqual(files);
  });

  it('takes a file of exactly the limit', async () => {
    const edge = Buffer.concat([SAMPLES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES - SAMPLES.pdf.length, 0x20)]);
    const res = await upload('opleider', courses.nieuw!, 'evaluation', 'grens.pdf', edge);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a request without a file part, or with another field name', async () => {
    const none = await as(t.app, cookies.opleider, { method: 'POST', url: `/api/bijscholing/cursussen/${courses.nieuw}/attachment`, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', fields: { file: 'Dit veld is verplicht.' } });
    const other = await as(t.app, cookies.opleider, {
      method: 'POST',
      url: `/api/bijscholing/cursussen/${courses.nieuw}/attachment`,
      ...multipart('cursus.pdf', SAMPLES.pdf, 'bestand'),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ file: 'Dit veld is verplicht.' });
  });

  it("refuses another provider's course (403) and writes nothing", async () => {
    const rows = await fileRows();
    for (const slot of ['attachment', 'evaluation', 'aanwezigheidslijst', 'geslaagdenlijst']) {
      const res = await upload('opleider2', courses.nieuw!, slot, 'cursus.pdf', SAMPLES.pdf);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorcode).toBe('FORBIDDEN');
    }
    expect(await fileRows()).toBe(rows);
    const vet = await upload('N1001', courses.nieuw!, 'attachment', 'cursus.pdf', SAMPLES.pdf);
    expect(vet.statusCode).toBe(403);
  });

  it('keeps the attachment of a course the provider may no longer change (409), but lets the secretariat change it', async () => {
    const rows = await fileRows();
    for (const id of [courses.goedgekeurd!, courses.aangevraagd!]) {
      const res = await upload('opleider', id, 'attachment', 'cursus.pdf', SAMPLES.pdf);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorcode).toBe('CURSUS_STATUS_ERROR');
    }
    expect(await fileRows()).toBe(rows);
    const sec = await upload('secretariaat', courses.goedgekeurd!, 'attachment', 'cursus.pdf', SAMPLES.pdf);
    expect(sec.statusCode).toBe(201);
  });

  it('takes the evaluation in any state and sets its state NEW; the attendance and pass lists too', async () => {
    const res = await upload('opleider', courses.goedgekeurd!, 'evaluation', 'toets.docx', SAMPLES.docx);
    expect(res.statusCode, res.body).toBe(201);
    expect(await course('opleider', courses.goedgekeurd!)).toMatchObject({ evaluation: res.json().id, evaluationName: 'toets.docx', evaluationStatus: 'NEW' });
    const list = await upload('opleider', courses.goedgekeurd!, 'aanwezigheidslijst', 'aanwezig.pdf', SAMPLES.pdf);
    const passed = await upload('secretariaat', courses.goedgekeurd!, 'geslaagdenlijst', 'geslaagd.jpg', SAMPLES.jpg);
    expect([list.statusCode, passed.statusCode]).toEqual([201, 201]);
    expect(await course('secretariaat', courses.goedgekeurd!)).toMatchObject({ aanwezigheidslijstName: 'aanwezig.pdf', geslaagdenlijstName: 'geslaagd.jpg' });
  });

  it('lets the owner and the secretariat download, not another provider (403); an empty slot is 404 FILE_NOT_FOUND', async () => {
    await upload('opleider', courses.nieuw!, 'aanwezigheidslijst', 'lijst.pdf', SAMPLES.pdf);
    expect((await download('opleider', courses.nieuw!, 'aanwezigheidslijst')).statusCode).toBe(200);
    expect((await download('secretariaat', courses.nieuw!, 'aanwezigheidslijst')).statusCode).toBe(200);
    const other = await download('opleider2', courses.nieuw!, 'aanwezigheidslijst');
    expect(other.statusCode).toBe(403);
    expect(other.json().errorcode).toBe('FORBIDDEN');
    expect((await download('N1001', courses.nieuw!, 'aanwezigheidslijst')).statusCode).toBe(403);
    const empty = await download('opleider2', courses.ander!, 'geslaagdenlijst');
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ errorcode: 'FILE_NOT_FOUND', usererror: 'Het bestand werd niet gevonden.' });
  });

  it('answers 404 FILE_NOT_FOUND when the stored bytes are gone', async () => {
    const res = await upload('opleider2', courses.ander!, 'attachment', 'weg.pdf', SAMPLES.pdf);
    const [row] = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [res.json().id]);
    await t.db.query('DELETE FROM file_contents WHERE storage_key = $1', [row!.storage_key]);
    const got = await download('opleider2', courses.ander!, 'attachment');
    expect(got.statusCode).toBe(404);
    expect(got.json().errorcode).toBe('FILE_NOT_FOUND');
  });

  it('offers a name with accents, quotes and brackets safely in Content-Disposition', async () => {
    const name = "Évaluatie 'toets' (1).pdf";
    const res = await upload('opleider', courses.nieuw!, 'geslaagdenlijst', name, SAMPLES.pdf);
    expect(res.json().name).toBe(name);
    const got = await download('opleider', courses.nieuw!, 'geslaagdenlijst');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="_valuatie 'toets' (1).pdf"; filename*=UTF-8''%C3%89valuatie%20%27toets%27%20%281%29.pdf`,
    );
  });

  it('answers 404 for a course that does not exist', async () => {
    expect((await upload('secretariaat', 99999999, 'attachment', 'cursus.pdf', SAMPLES.pdf)).statusCode).toBe(404);
    expect((await download('secretariaat', 99999999, 'attachment')).statusCode).toBe(404);
  });
});
