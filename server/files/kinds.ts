import type { UploadExtension } from '../../domain/files';
import type { FileStore } from './store';

/** What the bytes of a file are, as far as the allowed types go. */
export type ContentKind = 'pdf' | 'ole2' | 'docx' | 'pptx' | 'jpeg' | null;

/** The content each allowed extension must have (doc and ppt are both OLE2 compound files). */
export const KIND_OF_EXTENSION: Record<UploadExtension, ContentKind> = {
  pdf: 'pdf',
  doc: 'ole2',
  ppt: 'ole2',
  docx: 'docx',
  pptx: 'pptx',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
/** The end record (22 bytes) plus the longest comment a zip may carry. */
const EOCD_SEARCH = 22 + 0xffff;
/** An office document's directory is a few kilobytes; a bigger one is no document of ours. */
const MAX_DIRECTORY = 4 * 1024 * 1024;

/** The names in a zip's central directory, or null when it has none that can be read. */
export async function zipEntryNames(store: FileStore, key: string, size: number): Promise<string[] | null> {
  const tailStart = Math.max(0, size - EOCD_SEARCH);
  const tail = await store.read(key, tailStart, size - tailStart);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const count = tail.readUInt16LE(at + 10);
  const dirSize = tail.readUInt32LE(at + 12);
  const dirOffset = tail.readUInt32LE(at + 16);
  if (dirSize > MAX_DIRECTORY || dirOffset + dirSize > size) return null;
  const dir = await store.read(key, dirOffset, dirSize);
  const names: string[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL) return null;
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    if (p + 46 + nameLength > dir.length) return null;
    names.push(dir.subarray(p + 46, p + 46 + nameLength).toString('utf8'));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Looks at the bytes (DESIGN §6): magic numbers, and for docx/pptx the zip's own directory. */
export async function contentKind(store: FileStore, key: string, size: number): Promise<ContentKind> {
  const head = await store.read(key, 0, 8);
  if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (head.subarray(0, OLE2.length).equals(OLE2)) return 'ole2';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  if (head.subarray(0, ZIP.length).equals(ZIP)) {
    const names = await zipEntryNames(store, key, size);
    if (!names?.includes('[Content_Types].xml')) return null;
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
    if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
  }
  return null;
}
