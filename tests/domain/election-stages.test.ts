import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_DAYS, ELECTION_STAGES, stageCondition, stageOf } from '../../domain/rules/elections';
import { type Db, openPglite } from '../../server/db';

/**
 * The list's `?stage=` filter is worked out in the database, the stage a screen shows by stageOf:
 * on random elections and moments (around the edges of the window too) exactly one stage's SQL
 * holds, and it is stageOf's.
 */
describe('the stage of an election in SQL and in stageOf', () => {
  let db: Db;
  beforeAll(async () => {
    // In Brussels time, as the server's connections are: a day there is not always 24 hours.
    db = await openPglite();
  });
  afterAll(() => db.close());

  const DAY = 86_400_000;
  const base = Date.UTC(2027, 2, 1);
  const moment = fc.integer({ min: 0, max: 400 * DAY }).map((ms) => base + ms);
  const election = fc.record({ state: fc.constantFrom('NEW', 'FINISHED'), votable: fc.boolean(), end: moment, length: fc.integer({ min: 1, max: 60 * DAY }) });
  // The instants where the stage changes are the likely mistakes: now at the end, and COUNTING_DAYS after it.
  const now = (end: number) => fc.oneof(moment, fc.constantFrom(end, end - 1, end + COUNTING_DAYS * DAY, end + COUNTING_DAYS * DAY - 1));

  it('agree on random elections and times', async () => {
    await fc.assert(
      fc.asyncProperty(
        election.chain((e) => fc.tuple(fc.constant(e), now(e.end))),
        async ([e, at]) => {
          const cols = { state: '$1::text', votable: '$2::boolean', endtime: '$3::timestamptz' };
          // Every `?` is the same moment: now.
          const checks = ELECTION_STAGES.map((stage) => `(${stageCondition(stage, cols)[0].replace(/\?/g, '$4::timestamptz')}) AS ${stage}`);
          const [row] = await db.query<Record<string, boolean>>(`SELECT ${checks.join(', ')}`, [
            e.state,
            e.votable,
            new Date(e.end).toISOString(),
            new Date(at).toISOString(),
          ]);
          const holding = ELECTION_STAGES.filter((s) => row![s]);
          const expected = stageOf({ state: e.state, votable: e.votable, starttime: new Date(e.end - e.length), endtime: new Date(e.end) }, new Date(at));
          expect(holding).toEqual([expected]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
