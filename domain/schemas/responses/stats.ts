import { z } from 'zod';

/** How many records of a queue the caller may see are in each of its states (GET {list}/stats). */
export const stateCountsSchema = z.object({ items: z.array(z.object({ state: z.string(), count: z.number() })) });
