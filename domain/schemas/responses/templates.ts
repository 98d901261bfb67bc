import { z } from 'zod';

/** GET /templates/pages/public/{name}: a page template shown to everyone (HTML sanitised on save). */
export const publicPageSchema = z.object({ idpagetemplate: z.number(), name: z.string(), title: z.string(), content: z.string() });
