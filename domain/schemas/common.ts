import { z } from 'zod';
import { V } from '../validation';

/** Database keys are PostgreSQL `integer`s: a larger number cannot name a row, so it is refused as input. */
export const MAX_ID = 2_147_483_647;

/** Decimal notation only: a path's or a form's number, never `true`, `[1]`, `0x10`, `1e3` or ` 7 `, which `Number()` would all take. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number as a path, query string or form writes it, read in decimal notation only. */
export const decimal = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), schema);

/** A key in a path, query or body; `message` replaces the three texts where one Dutch text fits better. */
export const dbId = (message?: string) =>
  decimal(
    z
      .number({ error: message ?? V.number })
      .int({ error: message ?? V.integer })
      .positive({ error: message ?? V.tooLow })
      .max(MAX_ID, { error: message ?? V.tooHigh }),
  );

/** limit/offset of every list call (DESIGN §3); the default is the spec's page size of the list. */
export const pageQuery = (defaultLimit: number) => ({
  limit: decimal(z.number({ error: V.number }).int({ error: V.integer }).min(1, { error: V.tooLow }).max(500, { error: V.tooHigh })).default(defaultLimit),
  offset: decimal(z.number({ error: V.number }).int({ error: V.integer }).min(0, { error: V.tooLow }).max(MAX_ID, { error: V.tooHigh })).default(0),
});

export const idParam = z.object({ id: dbId() });

/** A decline is explained to the person it concerns (the reason goes into the mail), so it needs one. */
export const reasonWhenDeclined =
  <K extends string>(decisionField: K) =>
  (value: { [key in K]: string } & { comment?: string | null }, ctx: z.RefinementCtx) => {
    if (value[decisionField] === 'DECLINED' && !value.comment?.trim()) ctx.addIssue({ code: 'custom', path: ['comment'], message: V.required });
  };

export const PAGE_SIZES = {
  courses: 25,
  /** The secretariat's review of points records (SPEC §9 names no size for it). */
  points: 25,
  /** Elections and an election's candidates (SPEC §9 names no size for them). */
  elections: 25,
  candidates: 25,
  items: 25,
  history: 25,
  control: 25,
  vets: 25,
  legalEntities: 25,
  templates: 25,
  services: 25,
  members: 25,
  exemptions: 25,
  speakers: 10,
  codelists: 10,
  personSearch: 5,
  vetSearch: 5,
  addressChanges: 5,
  candidateSearch: 5,
  users: 25,
  /** The secretariat's logbook of the audit trail. */
  audit: 50,
  /** The reference lists of continuing education (SPEC §9 names no size for them). */
  referenceLists: 25,
} as const;

/**
 * A `timestamptz` column: pg and PGlite give the server a Date, JSON carries it as ISO text. So
 * z.output (what a handler returns) is a Date and z.input (the wire type the browser sees) a string.
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** A `date` column: 'YYYY-MM-DD' text on both databases (server/db sets the parser). */
export const dateText = z.string();

/** One page of a list (DESIGN §3); lists that are not paged answer the same shape with all their items. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    limit: z.number(),
    offset: z.number(),
    size: z.number(),
    /** `size` is a lower bound: more rows match than were counted (a very long queue). */
    atLeast: z.literal(true).optional(),
  });

/** The message code of an answer that only confirms (SPEC §8), e.g. UPDATE_SUCCESS. */
export const codeAnswer = z.object({ code: z.string() });
