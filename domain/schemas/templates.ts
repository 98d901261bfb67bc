import { z } from 'zod';
import { LANGUAGES } from '../language';
import { V } from '../validation';

/**
 * GET /templates/pages/public/{name}: the language to read it in (the login page's choice);
 * without it, the caller's own (the session's, else the browser's Accept-Language).
 */
export const publicPageQuery = z.object({ language: z.enum(LANGUAGES, { error: V.unknownChoice }).optional() });
