import { z } from 'zod';
import { optionalString, requiredString, V } from '../validation';

export const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;

export const codeItemSchema = z.object({
  codedetail: requiredString(50).regex(/^[\p{L}\d_.-]+$/u, { error: V.pattern }),
  description: requiredString(255),
  active: z.union([z.literal(0), z.literal(1)], { error: V.required }),
});
export type CodeItemInput = z.infer<typeof codeItemSchema>;

export const translationSchema = z.object({
  description: requiredString(255),
});

export const languageParam = z.enum(LANGUAGES, { error: V.pattern });

export const codelistQuerySchema = z.object({
  q: optionalString(100),
});
