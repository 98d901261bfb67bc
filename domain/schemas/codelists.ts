import { z } from 'zod';
import { requiredString, V } from '../validation';

export const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;

export const translationSchema = z.object({
  description: requiredString(255),
});

export const languageParam = z.enum(LANGUAGES, { error: V.pattern });
