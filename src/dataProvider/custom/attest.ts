import type { z } from 'zod';
import type { attestVerifySchema } from '../../../domain/schemas/attest';
import { http, receiveFile } from '../http';
import { type ControlFilterValues, controlSearch } from './control';

export type AttestCheck = z.input<typeof attestVerifySchema>;

const LOCAL_HEADER = 0x04034b50;

/**
 * Counts the files of a ZIP as its bytes arrive: each stored entry's local header names its size,
 * so the counter skips its data and knows when it is whole. It stops at the central directory (or
 * at an entry whose size follows its data, which the certificates' ZIP never has).
 */
export class ZipEntryCounter {
  entries = 0;
  private head: number[] = [];
  private skip = 0;
  private stopped = false;

  push(chunk: Uint8Array) {
    let i = 0;
    while (i < chunk.length && !this.stopped) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - i);
        this.skip -= n;
        i += n;
        if (this.skip === 0) this.entries++;
        continue;
      }
      this.head.push(chunk[i++]!);
      const h = this.head;
      const u16 = (at: number) => h[at]! | (h[at + 1]! << 8);
      const u32 = (at: number) => (u16(at) | (u16(at + 2) << 16)) >>> 0;
      if (h.length === 4 && u32(0) !== LOCAL_HEADER) this.stopped = true;
      else if (h.length === 30 && u16(6) & 8) this.stopped = true;
      else if (h.length >= 30 && h.length === 30 + u16(26) + u16(28)) {
        this.skip = u32(18);
        this.head = [];
        if (this.skip === 0) this.entries++;
      }
    }
    return this.entries;
  }
}

/** A file the server makes on a POST, read as it arrives; `onChunk` sees each piece. */
const postFile = (path: string, body: unknown, fallbackName: string, onChunk: (chunk: Uint8Array, response: Response) => void = () => undefined) =>
  receiveFile(path, fallbackName, onChunk, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The CPD certificate (docs/features/points.md#certificate). */
export const attestMethods = {
  /** A member's certificate of a period as a PDF: the vet's own (no username), any member's for the secretariat. */
  makeAttest: (periode: number, username?: string) => postFile('/bijscholing/attesten', { periode, ...(username ? { username } : {}) }, 'attest.pdf'),
  /**
   * The certificates of the control list's period and filters as one ZIP; `onProgress` is told how
   * many are in and of how many (X-Attest-Total), counted from the ZIP's own entries as they arrive.
   */
  attestZip: (periode: number, filters: ControlFilterValues, onProgress: (made: number, total: number) => void) => {
    const counter = new ZipEntryCounter();
    const body = { periode, ...Object.fromEntries(new URLSearchParams(controlSearch(filters))) };
    return postFile('/bijscholing/attesten/controle', body, 'attesten.zip', (chunk, response) =>
      onProgress(counter.push(chunk), Number(response.headers.get('x-attest-total') ?? 0)),
    );
  },
  /** What a certificate stated, by its code; public, no login (the page is opened from a QR code, often on a phone with a weak signal). */
  verifyAttest: (code: string) => http<AttestCheck>(`/attesten/${encodeURIComponent(code)}`),
};
