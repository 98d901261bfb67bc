import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

/** The certificate's page layout: A4, a writer that wraps lines and turns pages, and the QR code. */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const WIDTH = A4[0] - 2 * MARGIN;
export const INK = rgb(0.1, 0.1, 0.1);
export const GREEN = rgb(0.13, 0.36, 0.2);
export const QR_SIZE = 110;
const TEXT_SIZE = 10.5;
const TEXT_GAP = 4;
/** A pair's label column and where its value starts. */
const LABEL_WIDTH = 170;
const VALUE_X = 175;

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

/**
 * A word wider than `width` in pieces that fit: after its last hyphen or slash that fits, else
 * between characters (code points, so an accented or astral character stays whole). Left whole, a
 * long compound or an address in a course's title ran over the next columns and off the page.
 */
function pieces(word: string, font: PDFFont, size: number, width: number) {
  const parts: string[] = [];
  let rest = Array.from(word);
  const fits = (chars: string[]) => font.widthOfTextAtSize(chars.join(''), size) <= width;
  while (rest.length > 1 && !fits(rest)) {
    let n = 1;
    while (n < rest.length && fits(rest.slice(0, n + 1))) n++;
    const hyphen = Math.max(rest.lastIndexOf('-', n - 1), rest.lastIndexOf('/', n - 1));
    const at = hyphen > 0 ? hyphen + 1 : n;
    parts.push(rest.slice(0, at).join(''));
    rest = rest.slice(at);
  }
  return [...parts, rest.join('')];
}

/** Lines of `text` that fit `width` at `size`, broken between words (and within a word wider than a line). */
function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  // Not at a no-break space: French keeps it before a colon ("Nom :").
  for (const word of text.split(/[ \t\r\n]+/)) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(font, next) * size <= width) line = next;
    else if (widthOf(font, word) * size <= width) {
      if (line) lines.push(line);
      line = word;
    } else {
      if (line) lines.push(line);
      const parts = pieces(word, font, size, width);
      lines.push(...parts.slice(0, -1));
      line = parts[parts.length - 1]!;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A writer that moves down the page and starts a new one when the next line would not fit. */
export class Writer {
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
  text(text: string, { size = TEXT_SIZE, bold = false, x = MARGIN, width = WIDTH, color = INK, gap = TEXT_GAP } = {}) {
    const font = bold ? this.bold : this.regular;
    for (const line of wrap(text, font, size, width)) {
      this.room(size + gap);
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font, color });
      this.y -= gap;
    }
  }
  /**
   * A label (its colon as its language writes it) and its value on one line (the value wrapped
   * beside the label), both on one page: the room for the taller of the two is made first, or a
   * label at a page's foot turned the page for itself and its value another one (a label alone on a
   * page, its value on the next).
   */
  pair(label: string, value: string) {
    const lines = Math.max(wrap(label, this.bold, TEXT_SIZE, LABEL_WIDTH).length, wrap(value, this.regular, TEXT_SIZE, WIDTH - VALUE_X).length);
    this.room(lines * (TEXT_SIZE + TEXT_GAP));
    const y = this.y;
    this.text(label, { bold: true, width: LABEL_WIDTH });
    const after = this.y;
    this.y = y;
    this.text(value, { x: MARGIN + VALUE_X, width: WIDTH - VALUE_X });
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
export function drawQr(page: PDFPage, url: string, x: number, top: number, size: number) {
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
