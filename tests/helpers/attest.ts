import type { Queryable } from '../../server/db';

/** A points record for a test period; APPROVED unless said otherwise. */
export interface PointRow {
  type: string;
  state?: string;
  title?: string;
  begindatum?: string;
  cpunten?: number;
  tcpunten?: number;
  epunten?: number | null;
  page?: number | null;
}

export async function insertPoints(db: Queryable, periodId: number, username: string, rows: PointRow[]) {
  for (const r of rows) {
    await db.query(
      `INSERT INTO bijscholing_punten (periode_id, username, member, type, state, title, begindatum, cpunten, tcpunten, epunten, page)
       VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        periodId,
        username,
        r.type,
        r.state ?? 'APPROVED',
        r.title ?? 'Test',
        r.begindatum ?? '2090-02-01',
        r.cpunten ?? 0,
        r.tcpunten ?? 0,
        r.epunten ?? null,
        r.page ?? null,
      ],
    );
  }
}

/** The stored entries of a ZIP, read from their local headers (the certificates' ZIP stores, it does not compress). */
export function zipEntries(zip: Buffer) {
  const entries: { name: string; data: Buffer }[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    if (method !== 0) throw new Error(`entry ${entries.length} is compressed (${method})`);
    const start = at + 30 + nameLength + extraLength;
    entries.push({ name: zip.subarray(at + 30, at + 30 + nameLength).toString(), data: zip.subarray(start, start + size) });
    at = start + size;
  }
  return entries;
}
