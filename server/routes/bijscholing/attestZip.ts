import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ControlFilters, ControlLine } from '../../../domain/schemas/control';
import * as fr from '../../../domain/texts/attest.fr';
import { attestFileName } from '../../../domain/texts/attest.nl';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { controlBatches, type Period } from '../../repositories/control';
import { accountLanguages } from '../../repositories/users';
import { drawAttest, statementOf } from '../../services/attest/make';
import { recordAttest } from './attestRecord';

/**
 * The certificates of the control list's selection as one ZIP, streamed while they are made.
 *
 * Progress without state on the server: the answer names the number of certificates in
 * `X-Attest-Total` before its first byte, and each PDF is stored (not compressed: a PDF is already)
 * with its size in its local header, so the browser counts the entries as they arrive
 * (src/dataProvider/custom/attest.ts). Nothing is kept between requests, so any node serves it, and
 * a node killed halfway only cuts the download short; every certificate in it was recorded (with its
 * audit row) before its bytes were written.
 */
export async function streamAttestZip(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  period: Period,
  filters: ControlFilters,
  publicUrl: string,
  fileName: string,
) {
  // The selection first (the control list's own query and filters), so the total is known before the first byte; only members with approved points get one.
  const lines: ControlLine[] = [];
  for await (const batch of controlBatches(db, period.id, filters)) for (const line of batch) if (line.total > 0) lines.push(line);
  if (lines.length === 0) throw new AppError(422, 'ATTESTEN_LEEG');
  // Each certificate in its member's language, whoever makes the batch: it is the member's to hand on.
  const languages = await accountLanguages(
    db,
    lines.map((l) => l.username),
  );

  const zip = archiver('zip', { store: true });
  const out = new PassThrough();
  zip.pipe(out);
  let stopped = false;
  // A download given up (the connection closed before the end) makes no more certificates.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) stopped = true;
  });
  // Two certificates in the making at once: one is drawn (CPU) while the other waits on the database.
  // Each is added to the archive once the one before it was taken, so a slow download holds two PDFs, not all.
  let next = 0;
  let appended = Promise.resolve();
  const maker = async () => {
    while (!stopped && next < lines.length) {
      const line = lines[next++]!;
      const stated = await statementOf(db, period, line);
      if (!stated) continue;
      const language = languages.get(line.username.toUpperCase()) ?? 'nl';
      const made = await drawAttest(stated, publicUrl, language);
      await db.tx((q) => recordAttest(q, request, period.id, made));
      appended = appended.then(async () => {
        const entry = once(zip, 'entry');
        zip.append(Buffer.from(made.bytes), { name: (language === 'fr' ? fr.attestFileName : attestFileName)(stated), date: made.madeAt });
        await entry;
      });
      await appended;
    }
  };
  (async () => {
    await Promise.all([maker(), maker()]);
    await zip.finalize();
  })().catch((error) => {
    request.log.error({ err: error }, 'attesten-zip afgebroken');
    out.destroy(error);
  });
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-attest-total', String(lines.length));
  return reply.send(out as never);
}
