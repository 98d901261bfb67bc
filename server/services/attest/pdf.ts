import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { type PDFFont, PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { dutchDay } from '../../../domain/dates';
import { formatAttestCode } from '../../../domain/rules/attestCode';
import type { AttestStated } from '../../../domain/schemas/attest';
import { attestNumber, attestTexts as T, attestTypeName } from '../../../domain/texts/attest.nl';

/**
 * The certificate as a PDF (pdf-lib), in DejaVu Sans, embedded as a subset: every Dutch and French
 * character draws, and a reader (pdftotext, a screen reader) gets the text back through the font's
 * ToUnicode map. It draws only what `stated` holds, so the page at /attest/{code} names the same.
 */

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// Read once per process; each document embeds its own subset of them.
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fontBytes() {
  fonts ??= { regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')), bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')) };
  return fonts;
}

/**
 * fontkit as pdf-lib asks for it, but each font parsed once per process: parsing DejaVu Sans and
 * laying out its glyphs again for every certificate took most of its time; the subset is still made
 * per document.
 */
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const parsedOnce: typeof fontkit = {
  ...fontkit,
  create: (data: Uint8Array, postscriptName?: string) => {
    let font = parsed.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsed.set(data, font);
    }
    return font;
  },
};

/** Plain text needs no ligatures or kerning; leaving them out spares the font's layout tables on every line. */
const NO_FEATURES = { liga: false, clig: false, calt: false, kern: false, mark: false, mkmk: false, ccmp: false, locl: false, rlig: false };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const GREEN = rgb(0.13, 0.36, 0.2);
const QR_SIZE = 110;

/**
 * The width of `text` at size 1, from its words' widths (kept per font for the process): laying text
 * out through the font's tables for every candidate line cost more than the rest of the document.
 */
const widths = new WeakMap<PDFFont, Map<string, number>>();
function widthOf(font: PDFFont, text: string) {
  let known = widths.get(font);
  if (!known) {
    known = new Map();
    widths.set(font, known);
  }
  let sum = 0;
  const words = text.split(' ');
  for (const word of words) {
    let width = known.get(word);
    if (width === undefined) {
      width = font.widthOfTextAtSize(word, 1);
      if (known.size < 20_000) known.set(word, width);
    }
    sum += width;
  }
  return sum + (words.length - 1) * widthOfSpace(font, known);
}
const widthOfSpace = (font: PDFFont, known: Map<string, number>) => {
  let width = known.get(' ');
  if (width === undefined) {
    width = font.widthOfTextAtSize(' ', 1);
    known.set(' ', width);
  }
  return width;
};

/** Lines of `text` that fit `width` at `size`, broken between words. */
function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(font, next) * size > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A writer that moves down the page and starts a new one when the next line would not fit. */
class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }
  room(height: number) {
    if (this.y - height < MARGIN + 20) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  text(text: string, { size = 10.5, bold = false, x = MARGIN, width = WIDTH, color = INK, gap = 4 } = {}) {
    const font = bold ? this.bold : this.regular;
    for (const line of wrap(text, font, size, width)) {
      this.room(size + gap);
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font, color });
      this.y -= gap;
    }
  }
  /** A label and its value on one line (the value wrapped beside the label). */
  pair(label: string, value: string) {
    const y = this.y;
    this.text(`${label}:`, { bold: true, width: 170 });
    const after = this.y;
    this.y = y;
    this.text(value, { x: MARGIN + 175, width: WIDTH - 175 });
    this.y = Math.min(this.y, after);
  }
  /** A table row: cells at fixed x offsets, each wrapped in its width; the row as high as its tallest cell. */
  row(cells: { text: string; x: number; width: number; right?: boolean }[], bold = false) {
    const font = bold ? this.bold : this.regular;
    const size = 9.5;
    const wrapped = cells.map((c) => wrap(c.text, font, size, c.width));
    const height = Math.max(...wrapped.map((w) => w.length)) * (size + 3);
    this.room(height + 4);
    cells.forEach((c, i) => {
      wrapped[i]!.forEach((line, n) => {
        const x = MARGIN + c.x + (c.right ? c.width - widthOf(font, line) * size : 0);
        this.page.drawText(line, { x, y: this.y - size - n * (size + 3), size, font, color: INK });
      });
    });
    this.y -= height + 4;
  }
  rule() {
    this.room(8);
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.6, color: GREEN });
    this.y -= 8;
  }
}

/** The QR code's dark modules as rectangles, one per run of a row, `size` points wide, its top left at (x, top). */
function drawQr(page: PDFPage, url: string, x: number, top: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; ) {
      if (!modules.get(r, c)) {
        c++;
        continue;
      }
      let end = c;
      while (end < modules.size && modules.get(r, end)) end++;
      const y = top - (quiet + r + 1) * cell;
      page.drawRectangle({ x: x + (quiet + c) * cell, y, width: (end - c) * cell, height: cell, color: rgb(0, 0, 0) });
      c = end;
    }
  }
}

/** The certificate's PDF bytes. */
export async function attestPdf(stated: AttestStated, code: string, url: string, madeAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(parsedOnce);
  const { regular: r, bold: b } = fontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(r, { subset: true, features: NO_FEATURES }),
    doc.embedFont(b, { subset: true, features: NO_FEATURES }),
  ]);
  doc.setTitle(`${T.title} ${stated.name}`, { showInWindowTitleBar: true });
  doc.setAuthor(T.issuer);
  doc.setSubject(`${T.title} ${formatAttestCode(code)}`);
  doc.setKeywords([T.keywords]);
  doc.setLanguage('nl-BE');
  doc.setCreator(T.issuer);
  doc.setProducer(T.issuer);
  doc.setCreationDate(madeAt);
  doc.setModificationDate(madeAt);

  const w = new Writer(doc, regular, bold);
  const first = w.page;
  w.text(T.issuer, { size: 11, bold: true, color: GREEN, width: WIDTH - QR_SIZE - 10 });
  w.text(T.title, { size: 20, bold: true, width: WIDTH - QR_SIZE - 10, gap: 10 });
  drawQr(first, url, A4[0] - MARGIN - QR_SIZE, A4[1] - MARGIN + 8, QR_SIZE);
  w.text(T.intro, { width: WIDTH - QR_SIZE - 10 });
  w.y = Math.min(w.y, A4[1] - MARGIN - QR_SIZE - 4);
  w.rule();
  w.pair(T.name, stated.name);
  w.pair(T.ordenummer, stated.ordenummer);
  w.pair(T.period, T.periodValue(stated));
  w.pair(T.required, attestNumber(stated.requiredPoints));
  w.rule();
  w.text(T.pointsHeading, { size: 12, bold: true, gap: 6 });
  const p = stated.points;
  const line = (label: string, value: number, bold = false) =>
    w.row(
      [
        { text: label, x: 0, width: 330 },
        { text: attestNumber(value), x: 340, width: 80, right: true },
      ],
      bold,
    );
  for (const type of ['ebpcursussen', 'bpcursussen', 'teachings', 'peerreview', 'others'] as const) line(attestTypeName(type), p[type]);
  line(T.total, p.total, true);
  line(T.theory, p.theory);
  w.text(T.othersCapped(stated), { size: 9 });
  w.rule();
  w.text(T.coursesHeading, { size: 12, bold: true, gap: 6 });
  const cols = [
    { key: 'date', x: 0, width: 65 },
    { key: 'title', x: 70, width: 275 },
    { key: 'type', x: 350, width: 85 },
    { key: 'points', x: 440, width: 55, right: true },
  ] as const;
  if (stated.courses.length === 0) w.text(T.noCourses);
  else {
    w.row(
      cols.map((c) => ({ ...c, text: T.courseColumns[c.key] })),
      true,
    );
    for (const course of stated.courses) {
      const value = { date: dutchDay(course.date), title: course.title, type: attestTypeName(course.type), points: attestNumber(course.points) };
      w.row(cols.map((c) => ({ ...c, text: value[c.key] })));
    }
  }
  w.rule();
  w.pair(T.exemption, stated.exemptUntil ? T.exemptUntil(stated.exemptUntil) : T.noExemption);
  w.pair(T.met, stated.met ? T.metYes : T.metNo(Math.max(0, stated.requiredPoints - p.total)));
  w.pair(T.madeOn, dutchDay(stated.madeOn));
  w.pair(T.code, formatAttestCode(code));
  w.text(`${T.verify} ${url} ${T.verifyHint}`, { size: 9 });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(T.page(i + 1, pages.length), { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: INK });
  });
  return doc.save();
}
