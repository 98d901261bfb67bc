import { z } from 'zod';

/** What an upload answers (SPEC §7 "Response carries id and name"): the stored file's id and its name. */
export const uploadedFileSchema = z.object({ id: z.number(), name: z.string() });
