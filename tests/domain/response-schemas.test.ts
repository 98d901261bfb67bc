import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import pages from '../../domain/declarations/pages';
import { schemasOf } from '../../domain/declare/schemas';
import { timestamp } from '../../domain/schemas/common';
import { pageTemplateRowSchema } from '../../domain/schemas/responses/templates';

describe('response schemas', () => {
  it('describe a page template as the declaration of pages does', () => {
    expect(z.toJSONSchema(pageTemplateRowSchema, { io: 'output' })).toEqual(z.toJSONSchema(schemasOf(pages).record, { io: 'output' }));
  });

  it('send a timestamp as the ISO text a Date gives in JSON, and refuse anything else', () => {
    const at = new Date('2026-03-01T09:30:00.000Z');
    expect(z.encode(timestamp, at)).toBe('2026-03-01T09:30:00.000Z');
    expect(z.safeEncode(timestamp, '2026-03-01' as never).success).toBe(false);
  });
});
