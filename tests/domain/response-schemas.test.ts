import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timestamp } from '../../domain/schemas/common';

describe('response schemas', () => {
  it('send a timestamp as the ISO text a Date gives in JSON, and refuse anything else', () => {
    const at = new Date('2026-03-01T09:30:00.000Z');
    expect(z.encode(timestamp, at)).toBe('2026-03-01T09:30:00.000Z');
    expect(z.safeEncode(timestamp, '2026-03-01' as never).success).toBe(false);
  });
});
