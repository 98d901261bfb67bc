import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The markers of a ZIP64 archive: no file of ours is one. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;

/**
 * What a zip unpacks to, in bytes, found by unpacking each entry of its central directory (as a
 * reader such as exceljs finds them) up to `budget`: a small file can unpack to gigabytes (a "zip
 * bomb"), and its directory's sizes may lie, so only the inflation itself is trusted. The entries
 * are walked as JSZip (exceljs's reader) walks them, for as long as a central header follows, not
 * by the end record's count, which may lie too. A directory that does not end where the end record
 * begins, is said to end elsewhere, or holds another number of entries than it says is no file of
 * ours. 'too-large' past the budget (nothing more is unpacked), 'unreadable' for what is no plain zip.
 */
export function unpackedZipSize(bytes: Buffer, budget: number): number | 'too-large' | 'unreadable' {
  let at = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) return 'unreadable';
  const count = bytes.readUInt16LE(at + 10);
  if (count === ZIP64_COUNT) return 'unreadable';
  let p = bytes.readUInt32LE(at + 16);
  // A directory said to end elsewhere than the end record makes JSZip shift every offset it reads by
  // the difference, onto entries this walk would not see.
  if (p + bytes.readUInt32LE(at + 12) !== at) return 'unreadable';
  let total = 0;
  let n = 0;
  for (; p + 46 <= at && bytes.readUInt32LE(p) === CENTRAL; n++) {
    const method = bytes.readUInt16LE(p + 10);
    const compressed = bytes.readUInt32LE(p + 20);
    const local = bytes.readUInt32LE(p + 42);
    if (compressed === ZIP64_SIZE || local === ZIP64_SIZE) return 'unreadable';
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) return 'unreadable';
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressed > bytes.length) return 'unreadable';
    if (method === 0) total += compressed;
    else if (method === 8) {
      try {
        total += inflateRawSync(bytes.subarray(start, start + compressed), { maxOutputLength: budget - total + 1 }).length;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unreadable';
      }
    } else return 'unreadable';
    if (total > budget) return 'too-large';
    p += 46 + bytes.readUInt16LE(p + 28) + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
  }
  return n === count && p === at ? total : 'unreadable';
}
