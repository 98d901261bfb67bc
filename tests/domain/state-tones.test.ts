import { describe, expect, it } from 'vitest';
import cursussen from '../../domain/resources/cursussen';
import evaluaties from '../../domain/resources/evaluaties';
import { stateTone } from '../../domain/declare/queue';

describe('the tone of a queue state', () => {
  it('draws a refusal apart from an approval, and the waiting state apart from both', () => {
    expect(['NEW', 'APPROVED', 'DECLINED'].map((s) => stateTone(evaluaties.queue!, s))).toEqual(['waiting', 'done', 'refused']);
    expect(['AANGEVRAAGD', 'ONVOLLEDIG', 'GOEDGEKEURD', 'AFGEKEURD', 'NIEUW'].map((s) => stateTone(cursussen.queue!, s))).toEqual([
      'waiting',
      'open',
      'done',
      'refused',
      'open',
    ]);
  });
});
