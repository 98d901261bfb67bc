import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatedPoints, OTHERS_SHARE, PAGES_PER_POINT, PEER_REVIEW_POINTS, POINT_TYPES, periodTotals, settle } from '../../domain/rules/cpd';

const row = fc.record({
  type: fc.constantFrom(...POINT_TYPES),
  state: fc.constantFrom('NEW', 'APPROVED', 'DECLINED'),
  cpunten: fc.integer({ min: 0, max: 4000 }).map((n) => n / 100),
  epunten: fc.option(fc.integer({ min: 0, max: 4000 }).map((n) => n / 100)),
  page: fc.integer({ min: 0, max: 500 }),
});

describe('the points rules (domain/rules/cpd)', () => {
  it("rounds a teaching's hours up to the next half", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }).map((n) => n / 100),
        (hours) => {
          const { cpunten } = calculatedPoints({ type: 'teachings', hours });
          return Number.isInteger(cpunten * 2) && cpunten >= hours - 1e-9 && cpunten < hours + 0.5;
        },
      ),
    );
  });

  it('gives a peer review 5 points, and a course its points rounded up to halves', () => {
    expect(calculatedPoints({ type: 'peerreview' }).cpunten).toBe(PEER_REVIEW_POINTS);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }).map((n) => n / 100),
        (points) => {
          const { cpunten, tcpunten } = calculatedPoints({ type: 'ebpcursussen' }, { points, theorypoints: points * 2 });
          return Number.isInteger(cpunten * 2) && cpunten >= points && cpunten < points + 0.5 && tcpunten === cpunten;
        },
      ),
    );
  });

  it("rounds another form's points up to halves too: 1.100 pages are 37 points, not 36,67", () => {
    expect(calculatedPoints({ type: 'others', page: 1100 }).cpunten).toBe(37);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (page) => {
        const { cpunten } = calculatedPoints({ type: 'others', page });
        const exact = page / PAGES_PER_POINT;
        return Number.isInteger(cpunten * 2) && cpunten >= exact - 1e-9 && cpunten < exact + 0.5;
      }),
    );
  });

  it('counts the other forms as floor(pages / 30), never above 60 percent of the required points', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 })), fc.integer({ min: 0, max: 200 }), (pages, required) => {
        const totals = periodTotals(
          pages.map((page) => ({ type: 'others', state: 'APPROVED', page })),
          required,
        );
        const floor = Math.floor(pages.reduce((s, p) => s + p, 0) / PAGES_PER_POINT);
        return totals.othersUncapped === floor && totals.others === Math.min(floor, Math.round(OTHERS_SHARE * required * 100) / 100);
      }),
    );
  });

  it('adds up to a total whose shortfall is what is left of the required points; declined rows count nothing', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), fc.integer({ min: 0, max: 200 }), fc.boolean(), (rows, required, pending) => {
        const t = periodTotals(rows, required, pending);
        const parts = t.ebpcursussen + t.bpcursussen + t.teachings + t.peerreview + t.others;
        const withoutDeclined = periodTotals(
          rows.filter((r) => r.state !== 'DECLINED'),
          required,
          pending,
        );
        return Math.abs(t.total - parts) < 0.011 && t.short === Math.max(0, Math.round((required - t.total) * 100) / 100) && withoutDeclined.total === t.total;
      }),
    );
  });

  it('settles formulas that depend on each other within 10 rounds, and refuses ones that never settle', () => {
    expect(settle({ a: (v) => v.b + 1, b: (v) => v.c * 2, c: () => 3 })).toEqual({ a: 7, b: 6, c: 3 });
    expect(() => settle({ x: (v) => v.x + 1 })).toThrow('niet stabiel');
  });
});
