import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forWriting } from '../../server/serializer';

/** A row as the list answers carry them: nullable timestamps, numbers and choices, a 0/1 flag. */
const row = z.object({
  id: z.number().int(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  minutes: z.number().int().min(0).max(1440).nullable(),
  state: z.enum(['NEW', 'APPROVED', 'DECLINED']).nullable(),
  flag: z.union([z.literal(0), z.literal(1)]),
  speakers: z.array(z.number().int()),
});
const page = z.object({ items: z.array(row), size: z.number() });
const json = z.toJSONSchema(page, { io: 'input', unrepresentable: 'throw', target: 'draft-7' });

describe('the response schema as the serialiser gets it', () => {
  it('writes every value as the checked schema did, without a choice to check per value', () => {
    const checked = fastJson(json as never);
    const written = fastJson(forWriting(json) as never);
    expect(JSON.stringify(forWriting(json))).not.toContain('anyOf');
    const rows = [
      { id: 1, sentAt: '2026-11-26T10:00:00.000Z', minutes: 60, state: 'NEW', flag: 1, speakers: [3, 4] },
      { id: 2, sentAt: null, minutes: null, state: null, flag: 0, speakers: [] },
      { id: 3, sentAt: new Date('2026-01-02T03:04:05.000Z'), minutes: 0, state: 'DECLINED', flag: 0, speakers: [1] },
    ];
    const body = { items: rows, size: 3 };
    expect(written(body)).toBe(checked(body));
    expect(JSON.parse(written(body)).items[2].sentAt).toBe('2026-01-02T03:04:05.000Z');
    expect(JSON.parse(written(body)).items[1]).toEqual({ id: 2, sentAt: null, minutes: null, state: null, flag: 0, speakers: [] });
  });

  it('leaves a choice between two kinds of value as it is', () => {
    const either = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
    expect(forWriting({ type: 'object', properties: { v: either } })).toEqual({ type: 'object', properties: { v: either } });
  });
});
