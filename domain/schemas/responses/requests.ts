import { z } from 'zod';
import { page } from '../common';

/** A decision on a request: who took it, when, the state it led to, its comment, and what it set (the assessor, a number). */
export const decisionSchema = z.object({
  id: z.number(),
  at: z.string(),
  username: z.string(),
  action: z.string(),
  state: z.string().nullable(),
  comment: z.string().nullable(),
  values: z.record(z.string(), z.string().nullable()),
});

/**
 * One request of a record (GET the `requests` tab's call): each time it came to wait for a decision
 * in one of the queues over its table (a course submitted, an evaluation test uploaded), with the
 * decisions that followed until the next time; `state` is where the request stands now.
 */
export const requestSchema = z.object({
  id: z.number(),
  resource: z.string(),
  at: z.string(),
  username: z.string(),
  state: z.string(),
  decisions: z.array(decisionSchema),
});
export const requestPageSchema = page(requestSchema);

/** One move the caller may make now (a queue's `statuses` call): the state it leads to, what it asks, and the rule that refuses it today. */
export const statusSchema = z.object({
  name: z.string(),
  status: z.string(),
  comment: z.enum(['none', 'optional', 'required']),
  sets: z.array(z.object({ field: z.string(), required: z.boolean() })),
  refused: z.string().nullable(),
});
export const statusListSchema = z.object({ items: z.array(statusSchema) });
