import { z } from 'zod';
import { optionalString, requiredString, V } from '../validation';

export const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;

export const translationSchema = z.object({
  description: requiredString(255),
});

export const languageParam = z.enum(LANGUAGES, { error: V.pattern });

export const codelistQuerySchema = z.object({
  q: optionalString(100),
});
