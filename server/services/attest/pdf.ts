import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { dutchDay } from '../../../domain/dates';
import type { Language } from '../../../domain/language';
import { formatAttestCode } from '../../../domain/rules/attestCode';
import type { AttestStated } from '../../../domain/schemas/attest';
import * as fr from '../../../domain/texts/attest.fr';
import { attestNumber, attestTexts, attestTypeName } from '../../../domain/texts/attest.nl';
import { A4, drawQr, GREEN, INK, MARGIN, QR_SIZE, WIDTH, Writer } from './writer';

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

const texts = { nl: { attestTexts, attestNumber, attestTypeName }, fr };

/** The certificate's PDF bytes, every label and the point types in `language` (dates dd/MM/yyyy and the decimal comma in both). */
export async function attestPdf(stated: AttestStated, code: string, url: string, madeAt: Date, language: Language): Promise<Uint8Array> {
  const { attestTexts: T, attestNumber: number, attestTypeName: typeName } = texts[language] ?? texts.nl;
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
  doc.setLanguage(language === 'fr' ? 'fr-BE' : 'nl-BE');
  doc.setCreator(T.issuer);
  doc.setProducer(T.issuer);
  doc.setCreationDate(madeAt);
  doc.setModificationDate(madeAt);

  const w = new Writer(doc, regular, bold);
  const pair = (label: string, value: string) => w.pair(`${label}${T.colon}`, value);
  const first = w.page;
  w.text(T.issuer, { size: 11, bold: true, color: GREEN, width: WIDTH - QR_SIZE - 10 });
  w.text(T.title, { size: 20, bold: true, width: WIDTH - QR_SIZE - 10, gap: 10 });
  drawQr(first, url, A4[0] - MARGIN - QR_SIZE, A4[1] - MARGIN + 8, QR_SIZE);
  w.text(T.intro, { width: WIDTH - QR_SIZE - 10 });
  w.y = Math.min(w.y, A4[1] - MARGIN - QR_SIZE - 4);
  w.rule();
  pair(T.name, stated.name);
  pair(T.ordenummer, stated.ordenummer);
  pair(T.period, T.periodValue(stated));
  pair(T.required, number(stated.requiredPoints));
  w.rule();
  w.text(T.pointsHeading, { size: 12, bold: true, gap: 6 });
  const p = stated.points;
  const line = (label: string, value: number, bold = false) =>
    w.row(
      [
        { text: label, x: 0, width: 330 },
        { text: number(value), x: 340, width: 80, right: true },
      ],
      bold,
    );
  for (const type of ['ebpcursussen', 'bpcursussen', 'teachings', 'peerreview', 'others'] as const) line(typeName(type), p[type]);
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
      const value = { date: dutchDay(course.date), title: course.title, type: typeName(course.type), points: number(course.points) };
      w.row(cols.map((c) => ({ ...c, text: value[c.key] })));
    }
  }
  w.rule();
  pair(T.exemption, stated.exemptUntil ? T.exemptUntil(stated.exemptUntil) : T.noExemption);
  pair(T.met, stated.met ? T.metYes : T.metNo(Math.max(0, stated.requiredPoints - p.total)));
  pair(T.madeOn, dutchDay(stated.madeOn));
  pair(T.code, formatAttestCode(code));
  w.text(`${T.verify} ${url} ${T.verifyHint}`, { size: 9 });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(T.page(i + 1, pages.length), { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: INK });
  });
  return doc.save();
}
