import { z } from 'zod';
import { V } from '../validation';

/** limit/offset of every list call (DESIGN §3); the default is the spec's page size of the list. */
export const pageQuery = (defaultLimit: number) => ({
  limit: z.coerce.number({ error: V.number }).int({ error: V.integer }).min(1, { error: V.tooLow }).max(500, { error: V.tooHigh }).default(defaultLimit),
  offset: z.coerce.number({ error: V.number }).int({ error: V.integer }).min(0, { error: V.tooLow }).default(0),
});

/** Database keys are PostgreSQL `integer`s: a larger number cannot name a row, so it is refused as input. */
export const MAX_ID = 2_147_483_647;

/** A key in a path, query or body; `message` replaces the three texts where one Dutch text fits better. */
export const dbId = (message?: string) =>
  z.coerce
    .number({ error: message ?? V.number })
    .int({ error: message ?? V.integer })
    .positive({ error: message ?? V.tooLow })
    .max(MAX_ID, { error: message ?? V.tooHigh });

export const idParam = z.object({ id: dbId() });

/** A decline is explained to the person it concerns (the reason goes into the mail), so it needs one. */
export const reasonWhenDeclined =
  <K extends string>(decisionField: K) =>
  (value: { [key in K]: string } & { comment?: string | null }, ctx: z.RefinementCtx) => {
    if (value[decisionField] === 'DECLINED' && !value.comment?.trim()) ctx.addIssue({ code: 'custom', path: ['comment'], message: V.required });
  };

export const PAGE_SIZES = {
  courses: 25,
  items: 25,
  history: 25,
  control: 25,
  vets: 25,
  legalEntities: 25,
  templates: 25,
  services: 25,
  members: 25,
  speakers: 10,
  codelists: 10,
  personSearch: 5,
  vetSearch: 5,
  addressChanges: 5,
  candidateSearch: 5,
  users: 25,
  /** The reference lists of continuing education (SPEC §9 names no size for them). */
  referenceLists: 25,
} as const;
