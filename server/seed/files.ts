import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable } from '../db';
import type { DemoFile } from '../generator/part';
import { insertFile } from '../files/repository';
import type { FileStore } from '../files/store';

/** Text as a PDF string literal: the characters PDF gives a meaning to escaped, the rest as Latin-1. */
const pdfText = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A one-page PDF (A4, Helvetica) with a title and a few lines, built with a correct cross-reference
 * table, so that a reader opens it as a real upload: the demo's campaign files can be downloaded and read.
 */
export function demoPdf(name: string, title: string, lines: readonly string[]): DemoFile {
  const text = [`BT /F1 18 Tf 72 760 Td ${pdfText(title)} Tj ET`, ...lines.map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 20} Td ${pdfText(line)} Tj ET`)].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, contentType: 'application/pdf', bytes: Buffer.from(body, 'latin1') };
}

/**
 * Stores a demo document as an upload is stored: its bytes through the database's file store, within
 * the seed's own transaction (on PGlite nothing else may run while it is open), and its `files` row.
 * Answers the row's id, the value of the `file` field.
 */
export async function storeDemoFile(q: Queryable, store: FileStore, file: DemoFile, by: string) {
  const storageKey = store.newKey();
  await store.put(storageKey, Readable.from([file.bytes]));
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const row = await insertFile(q, { name: file.name, contentType: file.contentType, size: file.bytes.length, sha256, storageKey }, by);
  return row.id;
}
