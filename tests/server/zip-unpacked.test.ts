import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { unpackedZipSize } from '../../server/files/zipUnpacked';

const MB = 1024 * 1024;

/** An .xlsx whose sheet holds `spaces` spaces: small once deflated, large once unpacked. */
async function workbook(spaces: number) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Aanwezigheden').addRow(['N1001', ' '.repeat(spaces)]);
  return Buffer.from(await book.xlsx.writeBuffer({ zip: { compression: 'DEFLATE', compressionOptions: { level: 9 } } } as never));
}

/** The end record's place, and a copy with its fields changed as an attacker would. */
const endOf = (bytes: Buffer) => bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
function edited(bytes: Buffer, edit: (copy: Buffer, at: number) => void) {
  const copy = Buffer.from(bytes);
  edit(copy, endOf(copy));
  return copy;
}

/** How far an upload is unpacked before exceljs reads it (server/files/zipUnpacked.ts): a zip bomb's lies do not count. */
describe('what an uploaded zip unpacks to', () => {
  it('counts every entry of a plain .xlsx, and stops at the budget for one that unpacks past it', async () => {
    const small = await workbook(10);
    const size = unpackedZipSize(small, MB);
    expect(typeof size).toBe('number');
    expect(size).toBeGreaterThan(small.length);
    const bomb = await workbook(3 * MB);
    expect(bomb.length).toBeLessThan(MB / 10);
    expect(unpackedZipSize(bomb, MB)).toBe('too-large');
  });

  it('walks the entries that follow whatever the end record counts, as exceljs reads them: a lowered count hides nothing', async () => {
    const bomb = await workbook(3 * MB);
    const hiding = edited(bomb, (copy, at) => {
      copy.writeUInt16LE(1, at + 8);
      copy.writeUInt16LE(1, at + 10);
    });
    expect(unpackedZipSize(hiding, MB)).toBe('too-large');
    const small = edited(await workbook(10), (copy, at) => {
      copy.writeUInt16LE(1, at + 8);
      copy.writeUInt16LE(1, at + 10);
    });
    expect(unpackedZipSize(small, MB)).toBe('unreadable');
  });

  it('refuses a directory said to be longer or shorter than it is, which would make exceljs read elsewhere', async () => {
    const plain = await workbook(10);
    for (const change of [-46, 46, 1]) {
      const moved = edited(plain, (copy, at) => copy.writeUInt32LE(copy.readUInt32LE(at + 12) + change, at + 12));
      expect(unpackedZipSize(moved, MB), String(change)).toBe('unreadable');
    }
    expect(unpackedZipSize(plain.subarray(0, plain.length - 30), MB)).toBe('unreadable');
    expect(unpackedZipSize(Buffer.from('ordenummer;naam\nN1001;Jansen\n'), MB)).toBe('unreadable');
  });
});
