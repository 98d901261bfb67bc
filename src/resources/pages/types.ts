import type { Identifier } from 'react-admin';

/** One page template as GET /api/templates/pages returns it (SPEC §3: idpagetemplate). */
export interface PageTemplate {
  id: Identifier;
  idpagetemplate: number;
  name: string;
  title: string;
  /** HTML, sanitised by the server when saved. */
  content: string;
  updated_at: string | null;
  updated_by: string | null;
}

export const PAGES_RESOURCE = 'pages';
/** The resource's REST path and screen address differ: the screens live under /templates/pages. */
export const PAGES_PATH = '/templates/pages';
export const pagePath = (id: Identifier) => `${PAGES_PATH}/${id}`;
