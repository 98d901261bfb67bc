import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { pageTemplateRowSchema } from '../../../domain/schemas/responses/templates';

// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).

/**
 * One page template as GET /api/templates/pages and the save return it (SPEC §3: idpagetemplate).
 */
export type PageTemplate = z.input<typeof pageTemplateRowSchema>;

export const PAGES_RESOURCE = 'pages';
/** The resource's REST path and screen address differ: the screens live under /templates/pages. */
export const PAGES_PATH = '/templates/pages';
export const pagePath = (id: Identifier) => `${PAGES_PATH}/${id}`;
